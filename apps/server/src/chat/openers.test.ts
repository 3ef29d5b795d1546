import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../infra/db/schema.js';
import { giveRose as giveRoseTo } from '../test/gifts.js';
import { onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';

/** Issue 19: the comment or gift of a like opens the conversation when it becomes a match. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function pair() {
  const a = await onboardedMember(t.app, { gender: 'Woman', interested_in: ['Man'] });
  const b = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });
  return { a, b };
}

const giveRose = (userId: string) => giveRoseTo(t.database.db, userId);

const swipe = (cookie: string, body: Record<string, unknown>, path = '/api/swipes') =>
  request(t.app, 'POST', path, body, { cookie });

async function messagesOf(matchId: string, cookie: string) {
  const res = await request(t.app, 'GET', `/api/matches/${matchId}/messages`, undefined, {
    cookie,
  });
  expect(res.statusCode).toBe(200);
  return res.json().items as Array<{ sender_id: string; content: string; created_at: string }>;
}

describe('openers', () => {
  it("a super like's gift note becomes the first message, from the super-liker", async () => {
    const { a, b } = await pair();
    const rose = await giveRose(a.user.id);
    const sent = await swipe(
      a.cookie,
      {
        target_user_id: b.user.id,
        user_gift_id: rose.id,
        comment: 'A rose for the poetry lover 🌹',
      },
      '/api/swipes/gift',
    );
    expect(sent.json()).toEqual({ matched: false });
    // Meanwhile b chats in another match, after the super like was sent.
    const c = await onboardedMember(t.app, { gender: 'Woman', interested_in: ['Man'] });
    await swipe(c.cookie, { target_user_id: b.user.id, action: 'like' });
    const other = await swipe(b.cookie, { target_user_id: c.user.id, action: 'like' });
    await request(
      t.app,
      'POST',
      `/api/matches/${other.json().match_id}/messages`,
      { content: 'Hi b!' },
      { cookie: c.cookie },
    );
    const back = await swipe(b.cookie, { target_user_id: a.user.id, action: 'like' });
    const matchId = back.json().match_id as string;
    expect(matchId).toBeTruthy();

    for (const viewer of [a, b]) {
      const items = await messagesOf(matchId, viewer.cookie);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        sender_id: a.user.id,
        content: 'A rose for the poetry lover 🌹',
      });
    }
    const list = await request(t.app, 'GET', '/api/matches', undefined, { cookie: b.cookie });
    const item = list.json().items.find((m: { id: string }) => m.id === matchId);
    expect(item.last_message).toMatchObject({
      sender_id: a.user.id,
      content: 'A rose for the poetry lover 🌹',
    });
    // Unread for the one it was written to; the new match is listed first, though the opener is
    // dated when the like was sent.
    expect(item.unread_count).toBe(1);
    expect(list.json().items[0].id).toBe(matchId);
  });

  it('both comments become messages, in the order the likes were sent', async () => {
    const { a, b } = await pair();
    await swipe(a.cookie, { target_user_id: b.user.id, action: 'like', comment: 'Tea sometime?' });
    const back = await swipe(b.cookie, {
      target_user_id: a.user.id,
      action: 'like',
      comment: 'Only if it is laphet yay!',
    });
    const items = await messagesOf(back.json().match_id, a.cookie);
    expect(items.map((m) => [m.sender_id, m.content])).toEqual([
      [a.user.id, 'Tea sometime?'],
      [b.user.id, 'Only if it is laphet yay!'],
    ]);
    expect(Date.parse(items[0]?.created_at ?? '')).toBeLessThanOrEqual(
      Date.parse(items[1]?.created_at ?? ''),
    );
  });

  it('a gift without a note opens with the gift; plain likes open an empty conversation', async () => {
    const { a, b } = await pair();
    const rose = await giveRose(b.user.id);
    await swipe(b.cookie, { target_user_id: a.user.id, user_gift_id: rose.id }, '/api/swipes/gift');
    const back = await swipe(a.cookie, { target_user_id: b.user.id, action: 'like' });
    const items = await messagesOf(back.json().match_id, a.cookie);
    expect(items.map((m) => [m.sender_id, m.content])).toEqual([[b.user.id, '🎁 Rose']]);

    const plain = await pair();
    await swipe(plain.a.cookie, { target_user_id: plain.b.user.id, action: 'like' });
    const made = await swipe(plain.b.cookie, { target_user_id: plain.a.user.id, action: 'like' });
    expect(await messagesOf(made.json().match_id, plain.a.cookie)).toEqual([]);
  });

  it('stores the opener once', async () => {
    const { a, b } = await pair();
    await swipe(a.cookie, { target_user_id: b.user.id, action: 'like', comment: 'Hello there' });
    const back = await swipe(b.cookie, { target_user_id: a.user.id, action: 'like' });
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.matchId, back.json().match_id));
    expect(stored).toHaveLength(1);
    // A second like on the same member is refused and stores no second opener.
    const again = await swipe(b.cookie, { target_user_id: a.user.id, action: 'like' });
    expect(again.statusCode).toBe(409);
    expect(
      await t.database.db.select().from(messages).where(eq(messages.matchId, back.json().match_id)),
    ).toHaveLength(1);
  });
});
