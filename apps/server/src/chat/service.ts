import type { ChatMessage, MatchListItem, SendMessageRequest } from '@dating/shared';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { matches, matchReads, messages } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { REALTIME_CHANNEL, type RealtimeEvent } from '../infra/realtime/hub.js';
import { storageUrl } from '../infra/storage/index.js';
import { findMatchFor, otherMemberOf, toChatMessage } from './queries.js';
import { EARLY_EXCHANGE_MESSAGES, hasScamSignal } from './scam-signals.js';
import { sendInOneTrip } from './send-function.js';

type Publish = (event: RealtimeEvent) => Promise<void>;

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

type MatchListRow = {
  id: string;
  created_at: string | Date;
  other_id: string;
  first_name: string | null;
  avatar_url: string | null;
  is_verified: boolean;
  last_id: string | null;
  last_sender_id: string | null;
  last_content: string | null;
  last_client_id: string | null;
  last_created_at: string | Date | null;
  unread_count: number | string;
  other_last_read: string | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * `announced`: the hub's publishedInDatabase, for callers whose events the database may send
 * itself (a message, in the statement that stores it); without it, everything goes by `publish`.
 */
export function createChatService(
  db: Db,
  publish: Publish,
  announced?: (event: RealtimeEvent) => void,
) {
  async function memberMatch(matchId: string, userId: string) {
    if (!isUuid(matchId)) throw new AppError('NOT_FOUND');
    const match = await findMatchFor(db, matchId, userId);
    if (!match) throw new AppError('NOT_FOUND');
    return match;
  }

  /** The member's matches, newest activity first, with last message and unread count. */
  async function listMatches(userId: string): Promise<MatchListItem[]> {
    const result = await db.execute(sql`
      select m.id, m.created_at, p.user_id as other_id, p.first_name, p.avatar_url, p.is_verified,
        last.id as last_id, last.sender_id as last_sender_id, last.content as last_content,
        last.client_id as last_client_id, last.created_at as last_created_at,
        (select count(*)::int from messages u
          where u.match_id = m.id and u.sender_id <> ${userId}
            and u.seq > coalesce((select lm.seq from match_reads r join messages lm on lm.id = r.last_read_message_id
                                  where r.match_id = m.id and r.user_id = ${userId}), 0)) as unread_count,
        (select r.last_read_message_id from match_reads r where r.match_id = m.id and r.user_id = p.user_id) as other_last_read
      from matches m
      join user_profiles p on p.user_id = case when m.user_1_id = ${userId} then m.user_2_id else m.user_1_id end
      left join lateral (
        select id, sender_id, content, client_id, created_at from messages
        where match_id = m.id order by seq desc limit 1
      ) last on true
      where (m.user_1_id = ${userId} or m.user_2_id = ${userId}) and not p.is_blocked
      -- An opener is dated when its like was sent, before the match: the match's time counts too.
      order by greatest(last.created_at, m.created_at) desc
      limit 500`);
    return rowsOf<MatchListRow>(result).map((r) => ({
      id: r.id,
      other: {
        user_id: r.other_id,
        first_name: r.first_name,
        avatar_url: r.avatar_url ? storageUrl('media', r.avatar_url) : null,
        is_verified: r.is_verified,
      },
      last_message:
        r.last_id && r.last_sender_id && r.last_content !== null && r.last_created_at
          ? {
              id: r.last_id,
              match_id: r.id,
              sender_id: r.last_sender_id,
              content: r.last_content,
              client_id: r.last_client_id,
              created_at: iso(r.last_created_at),
            }
          : null,
      unread_count: Number(r.unread_count),
      other_last_read_message_id: r.other_last_read,
      created_at: iso(r.created_at),
    }));
  }

  /** A page of messages in ascending order, the newest page first; `before` pages back. */
  async function listMessages(
    userId: string,
    matchId: string,
    before: string | undefined,
    limit: number,
  ) {
    await memberMatch(matchId, userId);
    const conditions = [eq(messages.matchId, matchId)];
    if (before) {
      conditions.push(
        lt(
          messages.seq,
          sql`(select seq from messages where id = ${before} and match_id = ${matchId})`,
        ),
      );
    }
    const rows = await db
      .select()
      .from(messages)
      .where(and(...conditions))
      .orderBy(desc(messages.seq))
      .limit(limit + 1);
    const page = rows.slice(0, limit).reverse();
    const hasMore = rows.length > limit;
    const flagged = page.filter((m) => m.senderId !== userId && hasScamSignal(m.content));
    const lastEarlySeq = flagged.length > 0 ? await lastEarlySeqOf(matchId) : null;
    const items = page.map((row) => {
      const message = toChatMessage(row);
      if (lastEarlySeq !== null && flagged.includes(row) && row.seq <= lastEarlySeq) {
        message.safety_tip = true;
      }
      return message;
    });
    return { items, next_cursor: hasMore && page[0] ? page[0].id : null };
  }

  /** The seq of the last message of the early exchange (the match's first N messages). */
  async function lastEarlySeqOf(matchId: string): Promise<number> {
    const [row] = await db
      .select({ seq: messages.seq })
      .from(messages)
      .where(eq(messages.matchId, matchId))
      .orderBy(messages.seq)
      .offset(EARLY_EXCHANGE_MESSAGES - 1)
      .limit(1);
    // Fewer messages than that: every one of them is early.
    return row ? row.seq : Number.MAX_SAFE_INTEGER;
  }

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
    return message;
  }

  async function markRead(userId: string, matchId: string, lastReadMessageId: string) {
    const match = await memberMatch(matchId, userId);
    const [message] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, lastReadMessageId), eq(messages.matchId, matchId)))
      .limit(1);
    if (!message) throw new AppError('NOT_FOUND');
    await db
      .insert(matchReads)
      .values({ matchId, userId, lastReadMessageId })
      .onConflictDoUpdate({
        target: [matchReads.matchId, matchReads.userId],
        set: { lastReadMessageId, updatedAt: new Date() },
        // Never move the read marker backwards.
        setWhere: sql`(select seq from messages where id = ${lastReadMessageId}) >= coalesce((select seq from messages where id = ${matchReads.lastReadMessageId}), 0)`,
      });
    await publish({
      kind: 'read',
      match_id: matchId,
      user_ids: [match.user1Id, match.user2Id],
      user_id: userId,
      last_read_message_id: lastReadMessageId,
    });
  }

  /** Removes the match and its whole chat history (messages cascade), then tells both. */
  async function unmatch(userId: string, matchId: string) {
    const match = await memberMatch(matchId, userId);
    const deleted = await db
      .delete(matches)
      .where(eq(matches.id, matchId))
      .returning({ id: matches.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND');
    await publish({
      kind: 'unmatched',
      match_id: matchId,
      user_ids: [match.user1Id, match.user2Id],
    });
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

  return { memberMatch, listMatches, listMessages, send, markRead, unmatch, typing, otherMemberOf };
}

export type ChatService = ReturnType<typeof createChatService>;
