import type { ChatMessage, SendMessageRequest } from '@dating/shared';
import type { Db } from '../infra/db/client.js';
import { REALTIME_CHANNEL, type RealtimeEvent } from '../infra/realtime/hub.js';
import type { Storage } from '../infra/storage/index.js';
import { markRead } from './mark-read.js';
import { listMatches } from './match-list.js';
import { removeMatchMedia } from './media.js';
import { listMessages } from './message-page.js';
import { memberMatch, otherMemberOf } from './queries.js';
import { sendInOneTrip } from './send-function.js';
import { unmatch } from './unmatch.js';

type Publish = (event: RealtimeEvent) => Promise<void>;

/**
 * Chat's operations, one file each: the match list (match-list.ts), a page of messages
 * (message-page.ts), the read marker (mark-read.ts) and unmatching (unmatch.ts); a send is one
 * round trip (send-function.ts).
 * `storage`: where photos and voice notes are, removed with an unmatched conversation.
 * `announced`: the hub's publishedInDatabase, for callers whose events the database may send
 * itself (a message, in the statement that stores it); without it, everything goes by `publish`.
 */
export function createChatService(
  db: Db,
  publish: Publish,
  announced?: (event: RealtimeEvent) => void,
  storage?: Storage,
) {
  /**
   * Stores and announces in one round trip (send-function.ts); a retry with the same client_id
   * returns the first message. With `announced`, the database sends the event on commit and
   * this process's local listeners hear it here; otherwise it is published after the commit.
   */
  async function send(
    userId: string,
    matchId: string,
    input: SendMessageRequest,
  ): Promise<ChatMessage> {
    const channel = announced ? REALTIME_CHANNEL : null;
    const { message, event } = await sendInOneTrip(db, userId, matchId, input, channel);
    if (event && announced) announced(event);
    else if (event) await publish(event);
    else if (!announced) {
      // Published after commit (the NATS bus): a resend that finds its message stored tells the
      // pair again, as the first process may have died between commit and publish
      // (docs/decisions/035-realtime-bus.md); clients merge by id.
      const match = await memberMatch(db, message.match_id, userId);
      const user_ids = [match.user1Id, match.user2Id];
      await publish({ kind: 'message', match_id: match.id, user_ids, message });
    }
    return message;
  }

  /**
   * Tells the pair that `userId` is typing. The socket checked the membership when it
   * subscribed (the hub drops the subscription on unmatch), so no query runs per keystroke.
   */
  async function typing(userId: string, match: { id: string; user1Id: string; user2Id: string }) {
    await publish({
      kind: 'typing',
      match_id: match.id,
      user_ids: [match.user1Id, match.user2Id],
      user_id: userId,
    });
  }

  return {
    memberMatch: (matchId: string, userId: string) => memberMatch(db, matchId, userId),
    listMatches: (userId: string) => listMatches(db, userId),
    listMessages: (userId: string, matchId: string, before: string | undefined, limit: number) =>
      listMessages(db, userId, matchId, before, limit),
    send,
    markRead: (userId: string, matchId: string, lastReadMessageId: string) =>
      markRead(db, publish, userId, matchId, lastReadMessageId),
    unmatch: async (userId: string, matchId: string) => {
      await unmatch(db, publish, userId, matchId);
      // Its photos and voice notes go with the conversation (issue 35).
      if (storage) await removeMatchMedia(storage, [matchId]);
    },
    typing,
    otherMemberOf,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
