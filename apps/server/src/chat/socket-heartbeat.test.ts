import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessions, userProfiles } from '../infra/db/schema.js';
import { createSession, revokeSession } from '../infra/sessions/session-store.js';
import { hashToken } from '../infra/sessions/tokens.js';
import { onboardedMember } from '../test/members.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { type BeatingSocket, SLOTS, startHeartbeat } from './socket-heartbeat.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
// The beats' timer runs on the test's clock; their session checks on the database's.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

// A whole number of milliseconds per slot, so each interval is exactly one beat of every slot.
const INTERVAL_MS = SLOTS * 10;

/** A socket that answers pings (or not) and records how it ended, and how often it was closed. */
function fakeSocket(answers = true) {
  let onPong: () => void = () => {};
  const socket = {
    ended: null as null | 'terminated' | number,
    closes: 0,
    ping: () => {
      if (answers) onPong();
    },
    terminate: () => {
      socket.ended = 'terminated';
    },
    close: (code?: number) => {
      socket.ended ??= code ?? 1000;
      socket.closes++;
    },
    on: (_event: 'pong', listener: () => void) => {
      onPong = listener;
    },
  };
  return socket satisfies BeatingSocket;
}

/**
 * A socket with no session in every slot, after the others: a beat closes it once its session
 * check has come back, in the same pass that closes its slot's other sockets. So once each
 * witness was closed `n` times, every slot's `n`th beat has ended, whatever it decided.
 */
function witnesses(heartbeat: ReturnType<typeof startHeartbeat>) {
  const all = Array.from({ length: SLOTS }, () => fakeSocket());
  for (const w of all) heartbeat.add(w, 'no-such-session');
  return {
    async beaten(n: number) {
      await vi.advanceTimersByTimeAsync(INTERVAL_MS);
      // A bounded wait for what must happen: the session checks run on the real clock.
      const deadline = Date.now() + 5_000;
      while (all.some((w) => w.closes < n)) {
        if (Date.now() > deadline) throw new Error(`not every slot beat ${n} times`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
}

describe('the sockets’ heartbeat', () => {
  it('checks every socket’s session in one go: revoked, expired or blocked ends it', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => onboardedMember(t.app)));
    const hashes = await Promise.all(
      members.map(async (m) => hashToken(await createSession(t.database.db, m.user.id))),
    );
    const heartbeat = startHeartbeat(t.database.db, INTERVAL_MS, () => {});
    const sockets = hashes.map((hash) => {
      const socket = fakeSocket();
      heartbeat.add(socket, hash);
      return socket;
    });
    const beats = witnesses(heartbeat);
    await beats.beaten(1);
    expect(sockets.map((s) => s.ended)).toEqual([null, null, null, null, null]);

    await revokeSession(t.database.db, hashes[1] as string);
    await t.database.db
      .update(userProfiles)
      .set({ isBlocked: true })
      .where(eq(userProfiles.userId, (members[2] as (typeof members)[number]).user.id));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashes[3] as string));
    await beats.beaten(2);
    heartbeat.stop();
    expect(sockets.map((s) => s.ended)).toEqual([null, 4401, 4401, 4401, null]);
  });

  it('drops a socket that stopped answering pings', async () => {
    const member = await onboardedMember(t.app);
    const hash = hashToken(await createSession(t.database.db, member.user.id));
    const heartbeat = startHeartbeat(t.database.db, INTERVAL_MS, () => {});
    const silent = fakeSocket(false);
    const gone = fakeSocket(false);
    heartbeat.add(silent, hash);
    heartbeat.add(gone, hash)();
    // Two beats of each slot: the first pings, the second finds no answer (no database needed).
    await vi.advanceTimersByTimeAsync(2 * INTERVAL_MS);
    heartbeat.stop();
    expect(silent.ended).toBe('terminated');
    // Closed meanwhile: no longer watched.
    expect(gone.ended).toBeNull();
  });
});
