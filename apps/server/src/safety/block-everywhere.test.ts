import type { Like } from '@dating/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, reports } from '../infra/db/schema.js';
import { createSession } from '../infra/sessions/session-store.js';
import { createAdmin, matchedPair, onboardedMember } from '../test/members.js';
import { openSocket, realtimeUrlOf } from '../test/sockets.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await realtimeUrlOf(t.app);
});
afterAll(async () => t.close());

const get = (cookie: string, path: string) =>
  request(t.app, 'GET', path, undefined, { cookie }).then((r) => r.json());
const matchIds = async (cookie: string) =>
  (await get(cookie, '/api/matches')).items.map((m: { id: string }) => m.id);
const blocksOf = (userId: string) =>
  t.database.db.select().from(blocks).where(eq(blocks.blockerUserId, userId));
const report = (cookie: string, body: Record<string, unknown>) =>
  request(
    t.app,
    'POST',
    '/api/reports',
    { reason: 'Feels like spam or a scam', ...body },
    { cookie },
  );

describe('report and also block', () => {
  it('blocks in the same step: the match goes for both, and the other’s open chat hears it live', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const socketB = await openSocket(url, { cookie: b.cookie });
    socketB.send({ type: 'subscribe', match_id: matchId });
    await socketB.next((f) => f.type === 'subscribed');

    const res = await report(a.cookie, { reported_user_id: b.user.id, also_block: true });
    expect(res.statusCode).toBe(201);
    expect(await socketB.next((f) => f.type === 'unmatched')).toMatchObject({ match_id: matchId });
    expect(await matchIds(a.cookie)).toEqual([]);
    expect(await matchIds(b.cookie)).toEqual([]);
    expect((await blocksOf(a.user.id)).map((r) => r.blockedUserId)).toEqual([b.user.id]);
    socketB.socket.close();
  });

  it('without also_block only reports', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    expect(
      (await report(a.cookie, { reported_user_id: b.user.id, also_block: false })).statusCode,
    ).toBe(201);
    expect(await blocksOf(a.user.id)).toHaveLength(0);
    expect(await matchIds(a.cookie)).toEqual([matchId]);
  });

  it('refuses a non-boolean also_block with 400 and stores nothing', async () => {
    const { a, b } = await matchedPair(t.app);
    const res = await report(a.cookie, { reported_user_id: b.user.id, also_block: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(await blocksOf(a.user.id)).toHaveLength(0);
    expect(
      await t.database.db.select().from(reports).where(eq(reports.reporterUserId, a.user.id)),
    ).toHaveLength(0);
  });

  it('is refused to an admin viewing as the member, and to anonymous callers', async () => {
    const { a, b } = await matchedPair(t.app);
    const admin = await createAdmin(t.app);
    const bearer = await createSession(t.database.db, a.user.id, 'bearer', admin.user.id);
    const body = {
      reported_user_id: b.user.id,
      reason: 'Feels like spam or a scam',
      also_block: true,
    };
    const viewAs = await request(t.app, 'POST', '/api/reports', body, { bearer });
    expect([viewAs.statusCode, viewAs.json().error.code]).toEqual([403, 'IMPERSONATION_READ_ONLY']);
    const blockAs = await request(
      t.app,
      'POST',
      '/api/blocks',
      { blocked_user_id: b.user.id },
      { bearer },
    );
    expect(blockAs.statusCode).toBe(403);
    expect((await request(t.app, 'POST', '/api/reports', body)).statusCode).toBe(401);
    expect(await blocksOf(a.user.id)).toHaveLength(0);
  });
});

describe('blocked members list', () => {
  it('names each blocked member with their avatar; unblocking does not bring the match back', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    await request(
      t.app,
      'POST',
      '/api/blocks',
      { blocked_user_id: b.user.id },
      { cookie: a.cookie },
    );
    const list = await get(a.cookie, '/api/blocks');
    expect(list.items).toEqual([
      {
        user_id: b.user.id,
        first_name: expect.any(String),
        avatar_url: expect.stringMatching(/^\/files\/media\//),
        blocked_at: expect.any(String),
      },
    ]);
    // The blocked member sees no list of who blocked them.
    expect((await get(b.cookie, '/api/blocks')).items).toEqual([]);
    await request(t.app, 'DELETE', `/api/blocks/${b.user.id}`, undefined, { cookie: a.cookie });
    expect((await get(a.cookie, '/api/blocks')).items).toEqual([]);
    expect(await matchIds(a.cookie)).not.toContain(matchId);
    expect(await matchIds(b.cookie)).not.toContain(matchId);
  });

  it('removes likes both ways', async () => {
    const a = await onboardedMember(t.app, { gender: 'Woman', interested_in: ['Man'] });
    const b = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });
    await request(
      t.app,
      'POST',
      '/api/swipes',
      { target_user_id: a.user.id, action: 'like' },
      { cookie: b.cookie },
    );
    const liker = (cookie: string) =>
      get(cookie, '/api/likes').then((r: { likes: Like[]; superlikes: Like[] }) =>
        [...r.likes, ...r.superlikes].map((l) => l.profile.user_id),
      );
    expect(await liker(a.cookie)).toContain(b.user.id);
    await request(
      t.app,
      'POST',
      '/api/blocks',
      { blocked_user_id: b.user.id },
      { cookie: a.cookie },
    );
    expect(await liker(a.cookie)).not.toContain(b.user.id);
  });
});
