import type { Db } from '../infra/db/client.js';
import { queryPrepared } from '../infra/db/prepared.js';

/** The part of a WebSocket the heartbeat needs. */
export interface BeatingSocket {
  ping(): void;
  terminate(): void;
  close(code?: number, reason?: string): void;
  on(event: 'pong', listener: () => void): unknown;
}

/** Sessions checked per statement. */
const CHUNK = 1000;
/** The groups the sockets are dealt into; one group's beat comes every interval / SLOTS. */
export const SLOTS = 25;

/** Of these sessions, those still signed in: not expired, member not blocked (as the guard). */
const STILL_SIGNED_IN = `select s.token_hash from sessions s
  join accounts a on a.id = s.user_id
  join user_profiles p on p.user_id = s.user_id
  where s.token_hash = any($1::text[]) and s.expires_at > now() and not p.is_blocked`;

async function stillSignedIn(db: Db, hashes: string[]): Promise<Set<string>> {
  const valid = new Set<string>();
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const rows = await queryPrepared<{ token_hash: string }>(db, STILL_SIGNED_IN, [
      hashes.slice(i, i + CHUNK),
    ]);
    for (const row of rows) valid.add(row.token_hash);
  }
  return valid;
}

/**
 * One heartbeat for all the sockets of a process: a socket that did not answer its last ping
 * (`intervalMs` ago) is dropped, the others are pinged, and their sessions are checked in one
 * statement (a session that expired or a member blocked meanwhile ends its sockets). A timer and
 * a session lookup per socket cost 400 statements a second at 10,000 sockets; all of them at
 * once would stall the process for a moment. So the sockets are dealt into SLOTS groups, and
 * every intervalMs / SLOTS one group gets its beat (docs/decisions/023).
 */
export function startHeartbeat(db: Db, intervalMs: number, onError: (error: unknown) => void) {
  const slots = Array.from(
    { length: SLOTS },
    () => new Map<BeatingSocket, { sessionHash: string; alive: boolean }>(),
  );
  let dealt = 0;
  let turn = 0;

  async function beat(sockets: (typeof slots)[number]) {
    const checked = new Set<string>();
    for (const [socket, state] of sockets) {
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
      checked.add(state.sessionHash);
    }
    if (checked.size === 0) return;
    // Database trouble: the sockets stay, and the next beat checks again.
    const valid = await stillSignedIn(db, [...checked]).catch((error: unknown) => {
      onError(error);
      return null;
    });
    if (!valid) return;
    for (const [socket, state] of sockets) {
      if (checked.has(state.sessionHash) && !valid.has(state.sessionHash)) {
        socket.close(4401, 'session ended');
      }
    }
  }

  const timer = setInterval(() => {
    turn = (turn + 1) % SLOTS;
    void beat(slots[turn] as (typeof slots)[number]);
  }, intervalMs / SLOTS);
  timer.unref();
  return {
    /** Watches a socket opened with this session; call the answer when it closes. */
    add(socket: BeatingSocket, sessionHash: string) {
      const slot = slots[dealt++ % SLOTS] as (typeof slots)[number];
      const state = { sessionHash, alive: true };
      slot.set(socket, state);
      socket.on('pong', () => {
        state.alive = true;
      });
      return () => slot.delete(socket);
    },
    stop: () => clearInterval(timer),
  };
}
