import type { ChatMessage, MatchListItem } from '@dating/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { realtime } from '../../lib/realtime';
import { chatKeys, storeMessage } from './api';
import { catchUp, useMarkRead, useMessages } from './conversationApi';
import {
  flattenMessages,
  hasSeen,
  type MessageData,
  newClientId,
  type OutgoingMessage,
  pendingOnly,
  withHeard,
} from './messages';
import { drain } from './outbox/drain';
import {
  addWaiting,
  type OutboxState,
  setFailed,
  useOutboxState,
  type WaitingMessage,
} from './outbox/store';

/** How long "{name} is typing…" stays after the last typing frame. */
export const TYPING_VISIBLE_MS = 4_000;

/** A line of the thread: a stored message, or one of ours still on its way. */
export type ThreadItem =
  | { kind: 'stored'; key: string; own: boolean; message: ChatMessage }
  | { kind: 'outgoing'; key: string; own: true; message: OutgoingMessage };

/** The other member is typing: true for a few seconds after each typing frame. */
function useTypingSignal() {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback(() => {
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), TYPING_VISIBLE_MS);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { typing, show, hide };
}

/** Sends POST read for the newest message of the other member while this page has focus. */
function useReadMarker(matchId: string, newestFromOther: string | undefined) {
  const { mutate } = useMarkRead(matchId);
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!newestFromOther) return;
    const mark = () => {
      if (marked.current === newestFromOther) return;
      if (document.visibilityState !== 'visible' || !document.hasFocus()) return;
      marked.current = newestFromOther;
      mutate(newestFromOther, {
        onError: () => {
          if (marked.current === newestFromOther) marked.current = null;
        },
      });
    };
    mark();
    window.addEventListener('focus', mark);
    document.addEventListener('visibilitychange', mark);
    return () => {
      window.removeEventListener('focus', mark);
      document.removeEventListener('visibilitychange', mark);
    };
  }, [newestFromOther, mutate]);
}

/** How a waiting message shows: on its way, held for the network, or refused. */
function statusOf(message: WaitingMessage, state: OutboxState): OutgoingMessage['status'] {
  if (message.failed) return 'failed';
  if (message.client_id === state.sending) return 'sending';
  return state.stalled ? 'waiting' : 'sending';
}

/**
 * Our messages on their way: shown at once, kept on the device until the server stores them
 * (outbox/store.ts), sent in order by outbox/drain.ts, kept as failed for a retry when refused.
 */
function useOutbox(matchId: string, memberId: string) {
  const client = useQueryClient();
  const state = useOutboxState(memberId);
  const outbox = useMemo(
    () =>
      state.items
        .filter((m) => m.match_id === matchId)
        .map(
          (m): OutgoingMessage => ({
            client_id: m.client_id,
            content: m.content,
            created_at: m.created_at,
            status: statusOf(m, state),
          }),
        ),
    [state, matchId],
  );

  const send = useCallback(
    (content: string): boolean => {
      const trimmed = content.trim();
      if (!trimmed) return false;
      addWaiting(memberId, {
        client_id: newClientId(),
        match_id: matchId,
        content: trimmed,
        created_at: new Date().toISOString(),
      });
      void drain(client, memberId);
      return true;
    },
    [client, matchId, memberId],
  );

  // Sent again with the same client_id: the server stores it once (idempotent).
  const retry = useCallback(
    (clientId: string) => {
      setFailed(memberId, clientId, false);
      void drain(client, memberId);
    },
    [client, memberId],
  );

  return { outbox, send, retry };
}

/**
 * Everything a conversation shows and does: stored messages (paged), our outgoing ones
 * (optimistic, retried with the same client_id), live frames, typing, read markers, catch-up.
 */
export function useConversation(
  match: MatchListItem,
  meId: string | undefined,
  onUnmatched: () => void,
) {
  const client = useQueryClient();
  const matchId = match.id;
  const otherId = match.other.user_id;
  const query = useMessages(matchId);
  const stored = useMemo(() => flattenMessages(query.data), [query.data]);
  const { outbox, send, retry } = useOutbox(matchId, meId ?? '');
  const [otherRead, setOtherRead] = useState(match.other_last_read_message_id);
  const typing = useTypingSignal();
  const unmatchedRef = useRef(onUnmatched);
  unmatchedRef.current = onUnmatched;

  useEffect(() => {
    if (match.other_last_read_message_id) setOtherRead(match.other_last_read_message_id);
  }, [match.other_last_read_message_id]);

  useEffect(() => {
    let running = false;
    let again = false;
    const runCatchUp = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          await catchUp(client, matchId);
        } while (again);
      } catch {
        // The next subscription or focus tries again.
      } finally {
        running = false;
      }
    };
    const offMatch = realtime.subscribeMatch(matchId, (frame) => {
      if (frame.type === 'message') {
        storeMessage(client, frame.message);
        if (frame.message.sender_id === otherId) typing.hide();
      } else if (frame.type === 'read' && frame.user_id === otherId) {
        setOtherRead(frame.last_read_message_id);
      } else if (frame.type === 'heard') {
        client.setQueryData<MessageData>(chatKeys.messages(matchId), (data) =>
          withHeard(data, frame.message_id),
        );
      } else if (frame.type === 'typing' && frame.user_id === otherId) {
        typing.show();
      } else if (frame.type === 'unmatched') {
        unmatchedRef.current();
      } else if (frame.type === 'subscribed') {
        // Anything sent between our first fetch and this subscription is fetched now. The
        // socket re-subscribes after every reconnect, so this also fetches what a drop missed.
        void runCatchUp();
      }
    });
    const onFocus = () => void runCatchUp();
    window.addEventListener('focus', onFocus);
    return () => {
      offMatch();
      window.removeEventListener('focus', onFocus);
    };
  }, [client, matchId, otherId, typing.show, typing.hide]);

  const newestFromOther = stored.findLast((m) => m.sender_id === otherId)?.id;
  useReadMarker(matchId, newestFromOther);

  const items: ThreadItem[] = useMemo(
    () => [
      ...stored.map((message): ThreadItem => {
        const own = message.sender_id === meId;
        // Our own message keeps the key of its optimistic bubble, so it does not flicker.
        const key = own && message.client_id ? `c:${message.client_id}` : message.id;
        return { kind: 'stored', key, own, message };
      }),
      ...pendingOnly(outbox, stored).map(
        (message): ThreadItem => ({
          kind: 'outgoing',
          key: `c:${message.client_id}`,
          own: true,
          message,
        }),
      ),
    ],
    [stored, outbox, meId],
  );

  const lastOwn = stored.findLast((m) => m.sender_id === meId);
  const seenId = lastOwn && hasSeen(stored, lastOwn.id, otherRead) ? lastOwn.id : null;

  return {
    items,
    query,
    seenId,
    otherTyping: typing.typing,
    send,
    retry,
    sendTyping: () => realtime.sendTyping(matchId),
  };
}
