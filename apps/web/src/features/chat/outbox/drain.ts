import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api';
import { postMessage, storeMessage } from '../api';
import { outboxKey } from './start';
import { outboxState, removeWaiting, setFailed, setProgress } from './store';

/** After a failed request while the browser says it is online, try again this much later. */
export const OUTBOX_RETRY_MS = 15_000;

/** Per member: true when another drain was asked for while one runs (it goes round again). */
const runs = new Map<string, boolean>();
const retries = new Map<string, ReturnType<typeof setTimeout>>();

/** No answer at all (offline, connection dropped): the message may or may not be stored. */
const noAnswer = (error: unknown) => isApiError(error) && error.status === 0;

/**
 * Sends the waiting messages oldest first, one at a time, each with its client id: a message
 * whose answer was lost is sent again with the same id, and the server stores it once.
 */
async function sendWaiting(client: QueryClient, memberId: string): Promise<void> {
  for (;;) {
    const next = outboxState(memberId).items.find((m) => !m.failed);
    if (!next) return;
    if (!navigator.onLine) {
      setProgress(memberId, { stalled: true });
      return;
    }
    setProgress(memberId, { sending: next.client_id, stalled: false });
    try {
      const message = await postMessage(next.match_id, next.content, next.client_id);
      // Into the thread first, then out of the outbox: the bubble never disappears.
      storeMessage(client, message);
      removeWaiting(memberId, next.client_id);
      setProgress(memberId, { sending: null });
    } catch (error) {
      if (noAnswer(error)) {
        setProgress(memberId, { sending: null, stalled: true });
        // Online by the browser's word but unreachable: neither 'online' nor a reconnect may come.
        if (navigator.onLine) {
          clearTimeout(retries.get(memberId));
          retries.set(
            memberId,
            setTimeout(() => void drain(client, memberId), OUTBOX_RETRY_MS),
          );
        }
        return;
      }
      setProgress(memberId, { sending: null });
      // The match is gone (unmatched, blocked): there is no conversation left to send it to.
      if (isApiError(error) && error.code === 'NOT_FOUND') removeWaiting(memberId, next.client_id);
      // Refused otherwise (too many messages, a server error): the member may retry it.
      else setFailed(memberId, next.client_id, true);
    }
  }
}

/** Other tabs of the member wait while one sends (Web Locks, where the browser has them). */
function oneTabAtATime(memberId: string, work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(outboxKey(memberId), work) : work();
}

/** Sends what waits for this member; a call while sending makes the running one look again. */
export async function drain(client: QueryClient, memberId: string): Promise<void> {
  if (runs.has(memberId)) {
    runs.set(memberId, true);
    return;
  }
  clearTimeout(retries.get(memberId));
  try {
    do {
      runs.set(memberId, false);
      await oneTabAtATime(memberId, () => sendWaiting(client, memberId));
    } while (runs.get(memberId));
  } finally {
    runs.delete(memberId);
  }
}
