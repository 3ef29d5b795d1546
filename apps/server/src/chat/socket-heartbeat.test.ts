import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userProfiles } from '../infra/db/schema.js';
import { createSession, revokeSession } from '../infra/sessions/session-store.js';
import { hashToken } from '../infra/sessions/tokens.js';
import { onboardedMember } from '../test/members.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { type BeatingSocket, startHeartbeat } from './socket-heartbeat.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A socket that answers pings (or not) and records how it ended. */
function fakeSocket(answers = true) {
  let onPong: () => void = () => {};
  const socket = {
    ended: null as null | 'terminated' | number,
    ping: () => {
      if (answers) onPong();
    },
    terminate: () => {
      socket.ended = 'terminated';
    },
    close: (code?: number) => {
      socket.ended = code ?? 1000;
    },
    on: (_event: 'pong', listener: () => void) => {
      onPong = listener;
    },
  };
  return socket satisfies BeatingSocket;
}

const beats = (n: number) => new Promise((resolve) => setTimeout(resolve, 60 * n + 30));

describe('the sockets’ heartbeat', () => {
  it('checks every socket’s session in one go: revoked, expired or blocked ends it', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => onboardedMember(t.app)));
    const hashes = await Promise.all(
      members.map(async (m) => hashToken(await createSession(t.database.db, m.user.id))),
    );
    const heartbeat = startHeartbeat(t.database.db, 60, () => {});
    const sockets = hashes.map((hash) => {
      const socket = fakeSocket();
      heartbeat.add(socket, hash);
      return socket;
    });
    await beats(1);
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
    await beats(2);
    heartbeat.stop();
    expect(sockets.map((s) => s.ended)).toEqual([null, 4401, 4401, 4401, null]);
  });

  it('drops a socket that stopped answering pings', async () => {
    const member = await onboardedMember(t.app);
    const hash = hashToken(await createSession(t.database.db, member.user.id));
    const heartbeat = startHeartbeat(t.database.db, 60, () => {});
    const silent = fakeSocket(false);
    const gone = fakeSocket(false);
    heartbeat.add(silent, hash);
    heartbeat.add(gone, hash)();
    await beats(2);
    heartbeat.stop();
    expect(silent.ended).toBe('terminated');
    // Closed meanwhile: no longer watched.
    expect(gone.ended).toBeNull();
  });
});
