import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, messages, userProfiles } from '../infra/db/schema.js';
import { matchedPair, onboardedMember } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const send = (cookie: string, matchId: string, body: Record<string, unknown>) =>
  request(t.app, 'POST', `/api/matches/${matchId}/messages`, body, { cookie });

describe('messages', () => {
  it('the pair can send and read; messages come back ascending and trimmed', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const first = await send(a.cookie, matchId, { content: '  Mingalaba!  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      content: 'Mingalaba!',
      sender_id: a.user.id,
      match_id: matchId,
    });
    await send(b.cookie, matchId, { content: 'Hi Thiri' });
    const list = await request(t.app, 'GET', `/api/matches/${matchId}/messages`, undefined, {
      cookie: b.cookie,
    });
    expect(list.json().items.map((m: { content: string }) => m.content)).toEqual([
      'Mingalaba!',
      'Hi Thiri',
    ]);
    expect(list.json().next_cursor).toBeNull();
  });

  it('stores a message typed in Zawgyi as Unicode', async () => {
    const { a, matchId } = await matchedPair(t.app);
    const res = await send(a.cookie, matchId, { content: 'ေနေကာင္းလား' });
    expect(res.json().content).toBe('နေကောင်းလား');
  });

  it('refuses blank and oversize messages and stores nothing', async () => {
    const { a, matchId } = await matchedPair(t.app);
    const blank = await send(a.cookie, matchId, { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please write a message.');
    const long = await send(a.cookie, matchId, { content: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(
      await t.database.db.select().from(messages).where(eq(messages.matchId, matchId)),
    ).toHaveLength(0);
  });

  it('stores a retried send with the same client_id once', async () => {
    const { a, matchId } = await matchedPair(t.app);
    const body = { content: 'Are you free on Saturday?', client_id: 'c-123' };
    const [x, y] = await Promise.all([
      send(a.cookie, matchId, body),
      send(a.cookie, matchId, body),
    ]);
    expect(x.json().id).toBe(y.json().id);
    expect(
      await t.database.db.select().from(messages).where(eq(messages.matchId, matchId)),
    ).toHaveLength(1);
  });

  it('pages older messages with before', async () => {
    const { a, matchId } = await matchedPair(t.app);
    for (let i = 1; i <= 5; i++) await send(a.cookie, matchId, { content: `m${i}` });
    const page1 = await request(
      t.app,
      'GET',
      `/api/matches/${matchId}/messages?limit=2`,
      undefined,
      { cookie: a.cookie },
    );
    expect(page1.json().items.map((m: { content: string }) => m.content)).toEqual(['m4', 'm5']);
    const cursor = page1.json().next_cursor;
    const page2 = await request(
      t.app,
      'GET',
      `/api/matches/${matchId}/messages?limit=2&before=${cursor}`,
      undefined,
      { cookie: a.cookie },
    );
    expect(page2.json().items.map((m: { content: string }) => m.content)).toEqual(['m2', 'm3']);
    const page3 = await request(
      t.app,
      'GET',
      `/api/matches/${matchId}/messages?limit=2&before=${page2.json().next_cursor}`,
      undefined,
      { cookie: a.cookie },
    );
    expect(page3.json()).toMatchObject({ items: [{ content: 'm1' }], next_cursor: null });
  });

  it('a third member, an outsider and anonymous callers get nothing', async () => {
    const { matchId } = await matchedPair(t.app);
    const third = await onboardedMember(t.app);
    for (const [method, path, body] of [
      ['GET', `/api/matches/${matchId}/messages`, undefined],
      ['POST', `/api/matches/${matchId}/messages`, { content: 'hi' }],
      ['DELETE', `/api/matches/${matchId}`, undefined],
    ] as const) {
      expect((await request(t.app, method, path, body, { cookie: third.cookie })).statusCode).toBe(
        404,
      );
      expect((await request(t.app, method, path, body)).statusCode).toBe(401);
    }
    expect(
      (
        await request(t.app, 'GET', '/api/matches/not-a-uuid/messages', undefined, {
          cookie: third.cookie,
        })
      ).statusCode,
    ).toBe(404);
    const unfinished = await signUp(t.app);
    expect(
      (await request(t.app, 'GET', '/api/matches', undefined, { cookie: unfinished.cookie }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/matches', () => {
  it('lists matches with the other member, last message and unread count, newest activity first', async () => {
    const first = await matchedPair(t.app);
    const second = await onboardedMember(t.app, {
      gender: 'Man',
      interested_in: ['Woman'],
      first_name: 'Zaw',
    });
    await request(
      t.app,
      'POST',
      '/api/swipes',
      { target_user_id: second.user.id, action: 'like' },
      { cookie: first.a.cookie },
    );
    const other = await request(
      t.app,
      'POST',
      '/api/swipes',
      { target_user_id: first.a.user.id, action: 'like' },
      { cookie: second.cookie },
    );
    await send(first.b.cookie, first.matchId, { content: 'one' });
    const last = await send(first.b.cookie, first.matchId, { content: 'two' });

    const res = await request(t.app, 'GET', '/api/matches', undefined, { cookie: first.a.cookie });
    const items = res.json().items;
    expect(items.map((m: { id: string }) => m.id)).toEqual([first.matchId, other.json().match_id]);
    expect(items[0]).toMatchObject({
      other: { first_name: 'Aung' },
      last_message: { content: 'two' },
      unread_count: 2,
    });
    expect(items[1]).toMatchObject({
      other: { first_name: 'Zaw' },
      last_message: null,
      unread_count: 0,
    });
    expect(JSON.stringify(items)).not.toMatch(/username|coins/);

    const read = await request(
      t.app,
      'POST',
      `/api/matches/${first.matchId}/read`,
      { last_read_message_id: last.json().id },
      { cookie: first.a.cookie },
    );
    expect(read.statusCode).toBe(204);
    const after = await request(t.app, 'GET', '/api/matches', undefined, {
      cookie: first.a.cookie,
    });
    expect(after.json().items[0].unread_count).toBe(0);
    const theirs = await request(t.app, 'GET', '/api/matches', undefined, {
      cookie: first.b.cookie,
    });
    expect(theirs.json().items[0].other_last_read_message_id).toBe(last.json().id);
  });

  it('hides a member an admin blocked', async () => {
    const { a, b } = await matchedPair(t.app);
    await t.database.db
      .update(userProfiles)
      .set({ isBlocked: true })
      .where(eq(userProfiles.userId, b.user.id));
    const res = await request(t.app, 'GET', '/api/matches', undefined, { cookie: a.cookie });
    expect(res.json().items).toHaveLength(0);
  });
});

describe('DELETE /api/matches/:matchId (unmatch)', () => {
  it('removes the match and its entire chat history', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    await send(a.cookie, matchId, { content: 'bye?' });
    const res = await request(t.app, 'DELETE', `/api/matches/${matchId}`, undefined, {
      cookie: b.cookie,
    });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(matches).where(eq(matches.id, matchId))).toHaveLength(
      0,
    );
    expect(
      await t.database.db.select().from(messages).where(eq(messages.matchId, matchId)),
    ).toHaveLength(0);
    expect(
      (await request(t.app, 'DELETE', `/api/matches/${matchId}`, undefined, { cookie: a.cookie }))
        .statusCode,
    ).toBe(404);
  });
});
