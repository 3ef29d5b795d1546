import type { QueryClient } from '@tanstack/react-query';
import { realtime } from '../../../lib/realtime';

/** Where a member's waiting messages are kept on this device (outbox/store.ts). */
export const outboxKey = (memberId: string) => `outbox:${memberId}`;

function stored(memberId: string): boolean {
  try {
    return localStorage.getItem(outboxKey(memberId)) !== null;
  } catch {
    return false;
  }
}

let running: { memberId: string; client: QueryClient; stop: () => void } | undefined;

/**
 * Sends the member's waiting messages at app start, when the network is back and when the
 * socket reconnects. Only this runs on every screen (a member's /home is at its byte budget):
 * the sender itself loads when something waits.
 */
export function startOutbox(client: QueryClient, memberId: string): void {
  if (running?.memberId === memberId && running.client === client) return;
  stopOutbox(false);
  const flush = () => {
    if (!stored(memberId)) return;
    // Offline, the sender's chunk may not load yet: the next 'online' tries again.
    import('./drain').then((m) => m.drain(client, memberId)).catch(() => undefined);
  };
  const offConnect = realtime.onConnect(flush);
  addEventListener('online', flush);
  running = {
    memberId,
    client,
    stop: () => {
      offConnect();
      removeEventListener('online', flush);
    },
  };
  flush();
}

/** Stops sending; `forget` (signed out) also removes the member's waiting messages from the device. */
export function stopOutbox(forget: boolean): void {
  if (!running) return;
  running.stop();
  if (forget) {
    try {
      localStorage.removeItem(outboxKey(running.memberId));
    } catch {
      // No storage: nothing was kept.
    }
  }
  running = undefined;
}
