import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, messages, reports } from '../infra/db/schema.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const twoWhoLikeEachOther = async () => {
  const a = await onboardedMember(t.app, { gender: 'Woman', interested_in: ['Man'] });
  const b = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });
  return { a, b };
};

describe('POST /api/reports', () => {
  it('stores a report with a reason from the list and optional details', async () => {
    const { a, b } = await twoWhoLikeEachOther();
    const res = await request(
      t.app,
      'POST',
      '/api/reports',
      { reported_user_id: b.user.id, reason: 'Feels like spam or a scam' },
      { cookie: a.cookie },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.reporterUserId, a.user.id));
    expect(row).toMatchObject({ reportedUserId: b.user.id, status: 'pending', details: null });
    // The reported member leaves the reporter's deck.
    const deck = await request(t.app, 'GET', '/api/discovery', undefined, { cookie: a.cookie });
    expect(deck.json().items.map((i: { user_id: string }) => i.user_id)).not.toContain(b.user.id);
  });

  it.each([
    [{}, 'Please select a reason.'],
    [{ reason: '' }, 'Please select a reason.'],
    [{ reason: 'I just do not like them' }, 'Please select a reason.'],
  ])('refuses %j with its message and stores nothing', async (body, message) => {
    const { a, b } = await twoWhoLikeEachOther();
    const res = await request(
      t.app,
      'POST',
      '/api/reports',
      { reported_user_id: b.user.id, ...body },
      { cookie: a.cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(
      await t.database.db.select().from(reports).where(eq(reports.reporterUserId, a.user.id)),
    ).toHaveLength(0);
  });

  it('refuses self, unknown members, anonymous and unfinished callers', async () => {
    const { a } = await twoWhoLikeEachOther();
    const body = (id: string) => ({ reported_user_id: id, reason: 'Other' });
    expect(
      (await request(t.app, 'POST', '/api/reports', body(a.user.id), { cookie: a.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await request(t.app, 'POST', '/api/reports', body('00000000-0000-4000-8000-000000000000'), {
          cookie: a.cookie,
        })
      ).statusCode,
    ).toBe(404);
    expect((await request(t.app, 'POST', '/api/reports', body(a.user.id))).statusCode).toBe(401);
    const unfinished = await signUp(t.app);
    expect(
      (await request(t.app, 'POST', '/api/reports', body(a.user.id), { cookie: unfinished.cookie }))
        .statusCode,
    ).toBe(403);
  });
});

describe('repeat reports', () => {
  it('count once per reporter: a repeat updates the first report', async () => {
    const { a, b } = await twoWhoLikeEachOther();
    const other = await onboardedMember(t.app);
    const admin = await createAdmin(t.app);
    const report = (cookie: string, reason: string, details?: string) =>
      request(
        t.app,
        'POST',
        '/api/reports',
        { reported_user_id: b.user.id, reason, ...(details ? { details } : {}) },
        { cookie },
      );
    for (let i = 0; i < 30; i++) {
      expect((await report(a.cookie, 'Feels like spam or a scam', `try ${i}`)).statusCode).toBe(
        201,
      );
    }
    const rows = () =>
      t.database.db.select().from(reports).where(eq(reports.reportedUserId, b.user.id));
    const [first] = await rows();
    expect(await rows()).toHaveLength(1);
    expect(first).toMatchObject({ reason: 'Feels like spam or a scam', details: 'try 29' });

    // A reviewed report that is filed again is pending again, with its new reason and time.
    const seen = { report_ids: [first?.id] };
    await request(t.app, 'POST', `/api/admin/reports/${b.user.id}/review`, seen, admin);
    expect((await report(a.cookie, 'Underage user')).statusCode).toBe(201);
    expect((await report(other.cookie, 'Other', 'second reporter')).statusCode).toBe(201);
    const after = await rows();
    expect(after).toHaveLength(2);
    const mine = after.find((r) => r.reporterUserId === a.user.id);
    expect(mine).toMatchObject({ id: first?.id, reason: 'Underage user', details: null });
    expect(mine?.status).toBe('pending');
    expect(mine?.createdAt.getTime()).toBeGreaterThan(first?.createdAt.getTime() ?? 0);

    const list = await request(t.app, 'GET', '/api/admin/reports', undefined, admin);
    const group = list.json().items.find((g: { user: { id: string } }) => g.user.id === b.user.id);
    expect(group).toMatchObject({ count: 2, open_count: 2 });
  });
});

describe('blocks', () => {
  it('hide both members from each other and remove their match and messages', async () => {
    const { a, b } = await twoWhoLikeEachOther();
    await request(
      t.app,
      'POST',
      '/api/swipes',
      { target_user_id: b.user.id, action: 'like' },
      { cookie: a.cookie },
    );
    const matched = await request(
      t.app,
      'POST',
      '/api/swipes',
      { target_user_id: a.user.id, action: 'like' },
      { cookie: b.cookie },
    );
    const matchId = matched.json().match_id;
    await t.database.db.insert(messages).values({ matchId, senderId: a.user.id, content: 'hello' });

    const res = await request(
      t.app,
      'POST',
      '/api/blocks',
      { blocked_user_id: b.user.id },
      { cookie: a.cookie },
    );
    expect(res.statusCode).toBe(201);
    expect(await t.database.db.select().from(matches).where(eq(matches.id, matchId))).toHaveLength(
      0,
    );
    expect(
      await t.database.db.select().from(messages).where(eq(messages.matchId, matchId)),
    ).toHaveLength(0);
    expect(
      (await request(t.app, 'GET', `/api/profiles/${b.user.id}`, undefined, { cookie: a.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await request(t.app, 'GET', `/api/profiles/${a.user.id}`, undefined, { cookie: b.cookie }))
        .statusCode,
    ).toBe(404);

    const list = await request(t.app, 'GET', '/api/blocks', undefined, { cookie: a.cookie });
    expect(list.json().items.map((i: { user_id: string }) => i.user_id)).toEqual([b.user.id]);
    const again = await request(
      t.app,
      'POST',
      '/api/blocks',
      { blocked_user_id: b.user.id },
      { cookie: a.cookie },
    );
    expect(again.statusCode).toBe(201);

    const unblock = await request(t.app, 'DELETE', `/api/blocks/${b.user.id}`, undefined, {
      cookie: a.cookie,
    });
    expect(unblock.statusCode).toBe(204);
    expect(
      (await request(t.app, 'GET', `/api/profiles/${b.user.id}`, undefined, { cookie: a.cookie }))
        .statusCode,
    ).toBe(200);
  });

  it('only removes the caller’s own blocks, and is refused anonymously', async () => {
    const { a, b } = await twoWhoLikeEachOther();
    await request(
      t.app,
      'POST',
      '/api/blocks',
      { blocked_user_id: b.user.id },
      { cookie: a.cookie },
    );
    await request(t.app, 'DELETE', `/api/blocks/${b.user.id}`, undefined, { cookie: b.cookie });
    expect(
      (await request(t.app, 'GET', `/api/profiles/${a.user.id}`, undefined, { cookie: b.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await request(t.app, 'POST', '/api/blocks', { blocked_user_id: b.user.id })).statusCode,
    ).toBe(401);
    expect((await request(t.app, 'GET', '/api/blocks')).statusCode).toBe(401);
  });
});
