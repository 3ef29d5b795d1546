import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveRose } from '../test/gifts.js';
import { createAdmin, matchedPair, onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';

/** Issue 19: GET /api/badges, POST /api/likes/seen and POST /api/matches/:id/opened. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Session = { cookie?: string; bearer?: string };

async function badges(session: Session) {
  const res = await request(t.app, 'GET', '/api/badges', undefined, session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const post = (url: string, session: Session, body?: unknown) =>
  request(t.app, 'POST', url, body, session);

const like = (from: { cookie: string }, to: { user: { id: string } }, action = 'like') =>
  post('/api/swipes', from, { target_user_id: to.user.id, action });

const woman = () => onboardedMember(t.app, { gender: 'Woman', interested_in: ['Man'] });
const man = () => onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });

async function viewAs(memberId: string): Promise<string> {
  const admin = await createAdmin(t.app);
  const link = await post(`/api/admin/users/${memberId}/impersonate`, admin, {
    reason: 'Support ticket',
  });
  const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
  const redeem = await post('/api/auth/impersonation/redeem', {}, { token });
  return redeem.json().token;
}

describe('badges', () => {
  it('refuses anonymous callers', async () => {
    expect((await request(t.app, 'GET', '/api/badges')).statusCode).toBe(401);
    expect((await post('/api/likes/seen', {})).statusCode).toBe(401);
    const opened = await post(`/api/matches/${crypto.randomUUID()}/opened`, {});
    expect(opened.statusCode).toBe(401);
  });

  it('starts at zero for a new member', async () => {
    expect(await badges(await woman())).toEqual({
      unread_messages: 0,
      unread_conversations: 0,
      new_likes: 0,
      new_matches: 0,
      safety_notices: 0,
    });
  });

  it('counts likes since the member last looked, not answered, not from blocked members', async () => {
    const me = await woman();
    const [x, y, z] = [await man(), await man(), await man()];
    await like(x, me);
    const rose = await giveRose(t.database.db, y.user.id);
    await post('/api/swipes/gift', y, { target_user_id: me.user.id, user_gift_id: rose.id });
    expect((await badges(me)).new_likes).toBe(2);

    expect((await post('/api/likes/seen', me)).statusCode).toBe(204);
    expect((await badges(me)).new_likes).toBe(0);
    await like(z, me);
    expect((await badges(me)).new_likes).toBe(1);
    // Blocked: no longer counted. Answered (a pass): no longer counted either.
    await post('/api/blocks', me, { blocked_user_id: z.user.id });
    expect((await badges(me)).new_likes).toBe(0);
    const w = await man();
    await like(w, me);
    expect((await badges(me)).new_likes).toBe(1);
    await like(me, w, 'pass');
    expect((await badges(me)).new_likes).toBe(0);
    // A pass received is no like.
    await like(await man(), me, 'pass');
    expect((await badges(me)).new_likes).toBe(0);
  });

  it('counts a new match until its conversation is opened, for each member apart', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    expect((await badges(a)).new_matches).toBe(1);
    expect((await badges(b)).new_matches).toBe(1);
    expect((await post(`/api/matches/${matchId}/opened`, a)).statusCode).toBe(204);
    // Twice is fine: opening again changes nothing.
    expect((await post(`/api/matches/${matchId}/opened`, a)).statusCode).toBe(204);
    expect((await badges(a)).new_matches).toBe(0);
    expect((await badges(b)).new_matches).toBe(1);
  });

  it('counts a new match with an unread opener once, by its unread message', async () => {
    const me = await woman();
    const him = await man();
    const rose = await giveRose(t.database.db, him.user.id);
    await post('/api/swipes/gift', him, { target_user_id: me.user.id, user_gift_id: rose.id });
    const back = await like(me, him);
    const matchId = back.json().match_id as string;
    expect(matchId).toBeTruthy();
    // The chat list shows one conversation with one unread message: one, not two.
    expect(await badges(me)).toMatchObject({ unread_messages: 1, new_matches: 0 });
    // The opener is his own message: for him it is a new match, nothing unread.
    expect(await badges(him)).toMatchObject({ unread_messages: 0, new_matches: 1 });
    expect((await post(`/api/matches/${matchId}/opened`, him)).statusCode).toBe(204);
    expect((await badges(him)).new_matches).toBe(0);
  });

  it('answers 404 for a match of others or no match at all, and marks nothing', async () => {
    const { b, matchId } = await matchedPair(t.app);
    const stranger = await woman();
    for (const id of [matchId, crypto.randomUUID(), 'not-a-uuid']) {
      const res = await post(`/api/matches/${id}/opened`, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await badges(b)).new_matches).toBe(1);
  });

  it('counts unread messages and conversations until read', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const other = await matchedPair(t.app);
    const send = (cookie: string, id: string, content: string) =>
      post(`/api/matches/${id}/messages`, { cookie }, { content });
    await send(b.cookie, matchId, 'one');
    const last = await send(b.cookie, matchId, 'two');
    await send(a.cookie, matchId, 'mine do not count');
    expect(await badges(a)).toMatchObject({ unread_messages: 2, unread_conversations: 1 });
    expect(await badges(b)).toMatchObject({ unread_messages: 1, unread_conversations: 1 });
    await send(other.b.cookie, other.matchId, 'elsewhere');
    expect(await badges(other.a)).toMatchObject({ unread_messages: 1, unread_conversations: 1 });

    const read = await post(`/api/matches/${matchId}/read`, a, {
      last_read_message_id: last.json().id,
    });
    expect(read.statusCode).toBe(204);
    // Reading opens the conversation too.
    expect(await badges(a)).toMatchObject({
      unread_messages: 0,
      unread_conversations: 0,
      new_matches: 0,
    });
  });

  it('View As shows the member’s counts and marks nothing seen or opened', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    await like(await man(), a);
    const bearer = await viewAs(a.user.id);
    const before = await badges(a);
    expect(before).toMatchObject({ new_likes: 1, new_matches: 1 });
    expect(await badges({ bearer })).toEqual(before);
    for (const url of ['/api/likes/seen', `/api/matches/${matchId}/opened`]) {
      const res = await post(url, { bearer });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('IMPERSONATION_READ_ONLY');
    }
    expect(await badges(a)).toEqual(before);
    expect((await badges(b)).new_matches).toBe(1);
  });
});
