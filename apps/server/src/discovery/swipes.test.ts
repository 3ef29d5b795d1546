import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, swipes, userGifts, userProfiles } from '../infra/db/schema.js';
import { giveRose } from '../test/gifts.js';
import { onboardedMember } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const pair = async () => ({
  a: await onboardedMember(t.app, { gender: 'Woman', interested_in: ['Man'] }),
  b: await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] }),
});
const swipe = (cookie: string, body: Record<string, unknown>) =>
  request(t.app, 'POST', '/api/swipes', body, { cookie });
const giftSwipe = (cookie: string, body: Record<string, unknown>) =>
  request(t.app, 'POST', '/api/swipes/gift', body, { cookie });
const giveGift = (userId: string) => giveRose(t.database.db, userId);

async function matchesBetween(x: string, y: string) {
  return t.database.db
    .select()
    .from(matches)
    .where(
      or(
        and(eq(matches.user1Id, x), eq(matches.user2Id, y)),
        and(eq(matches.user1Id, y), eq(matches.user2Id, x)),
      ),
    );
}

describe('POST /api/swipes', () => {
  it('a like meeting a like makes one match; a second swipe on the same member is refused', async () => {
    const { a, b } = await pair();
    const first = await swipe(a.cookie, { target_user_id: b.user.id, action: 'like' });
    expect(first.json()).toEqual({ matched: false });
    const second = await swipe(b.cookie, {
      target_user_id: a.user.id,
      action: 'like',
      comment: 'Hi!',
    });
    expect(second.json()).toMatchObject({ matched: true, match_id: expect.any(String) });
    expect(await matchesBetween(a.user.id, b.user.id)).toHaveLength(1);
    const again = await swipe(a.cookie, { target_user_id: b.user.id, action: 'pass' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_SWIPED');
  });

  it('a pass never matches', async () => {
    const { a, b } = await pair();
    await swipe(a.cookie, { target_user_id: b.user.id, action: 'like' });
    const res = await swipe(b.cookie, { target_user_id: a.user.id, action: 'pass' });
    expect(res.json()).toEqual({ matched: false });
    expect(await matchesBetween(a.user.id, b.user.id)).toHaveLength(0);
  });

  it('two members liking each other at the same instant make exactly one match', async () => {
    for (let round = 0; round < 8; round++) {
      const { a, b } = await pair();
      const [x, y] = await Promise.all([
        swipe(a.cookie, { target_user_id: b.user.id, action: 'like' }),
        swipe(b.cookie, { target_user_id: a.user.id, action: 'like' }),
      ]);
      expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
      const flags = [x.json().matched, y.json().matched];
      expect(flags.filter(Boolean).length).toBeGreaterThanOrEqual(1);
      expect(await matchesBetween(a.user.id, b.user.id)).toHaveLength(1);
    }
  });

  it('the same swipe sent twice at once is stored once', async () => {
    const { a, b } = await pair();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        swipe(a.cookie, { target_user_id: b.user.id, action: 'like' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const rows = await t.database.db
      .select()
      .from(swipes)
      .where(eq(swipes.swiperUserId, a.user.id));
    expect(rows).toHaveLength(1);
  });

  it('validates the photo index and the comment', async () => {
    const { a, b } = await pair();
    const badIndex = await swipe(a.cookie, {
      target_user_id: b.user.id,
      action: 'like',
      photo_index: 3,
    });
    expect(badIndex.statusCode).toBe(400);
    const long = await swipe(a.cookie, {
      target_user_id: b.user.id,
      action: 'like',
      comment: 'x'.repeat(301),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Comments can be at most 300 characters.');
    const passWithComment = await swipe(a.cookie, {
      target_user_id: b.user.id,
      action: 'pass',
      comment: 'no',
    });
    expect(passWithComment.statusCode).toBe(400);
    const ok = await swipe(a.cookie, { target_user_id: b.user.id, action: 'like', photo_index: 0 });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 404 for self, unknown, staff and blocked members; 401/403 for the wrong callers', async () => {
    const { a } = await pair();
    expect((await swipe(a.cookie, { target_user_id: a.user.id, action: 'like' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await swipe(a.cookie, {
          target_user_id: '00000000-0000-4000-8000-000000000000',
          action: 'like',
        })
      ).statusCode,
    ).toBe(404);
    const anonymous = await request(t.app, 'POST', '/api/swipes', {
      target_user_id: a.user.id,
      action: 'like',
    });
    expect(anonymous.statusCode).toBe(401);
    const unfinished = await signUp(t.app);
    expect(
      (await swipe(unfinished.cookie, { target_user_id: a.user.id, action: 'like' })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/swipes/gift', () => {
  it('moves the gift to the receiver, stores a superlike and checks for a match', async () => {
    const { a, b } = await pair();
    await swipe(b.cookie, { target_user_id: a.user.id, action: 'like' });
    const gift = await giveGift(a.user.id);
    const res = await giftSwipe(a.cookie, {
      target_user_id: b.user.id,
      user_gift_id: gift.id,
      comment: 'For you',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().matched).toBe(true);
    const [moved] = await t.database.db.select().from(userGifts).where(eq(userGifts.id, gift.id));
    expect(moved).toMatchObject({ userId: b.user.id, receivedFrom: a.user.id });
    const [stored] = await t.database.db
      .select()
      .from(swipes)
      .where(and(eq(swipes.swiperUserId, a.user.id), eq(swipes.swipedUserId, b.user.id)));
    expect(stored).toMatchObject({ action: 'superlike', comment: 'For you', userGiftId: gift.id });
  });

  it("cannot send someone else's gift, nor the same gift twice", async () => {
    const { a, b } = await pair();
    const c = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });
    const gift = await giveGift(b.user.id);
    const stolen = await giftSwipe(a.cookie, { target_user_id: c.user.id, user_gift_id: gift.id });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.message).toBe(
      'There was an error sending your gift. Please try again.',
    );
    const own = await giveGift(a.user.id);
    const [x, y] = await Promise.all([
      giftSwipe(a.cookie, { target_user_id: b.user.id, user_gift_id: own.id }),
      giftSwipe(a.cookie, { target_user_id: c.user.id, user_gift_id: own.id }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 404]);
    const owners = await t.database.db.select().from(userGifts).where(eq(userGifts.id, own.id));
    expect(owners).toHaveLength(1);
  });

  it('keeps the gift when the swipe is refused', async () => {
    const { a, b } = await pair();
    await swipe(a.cookie, { target_user_id: b.user.id, action: 'pass' });
    const gift = await giveGift(a.user.id);
    const res = await giftSwipe(a.cookie, { target_user_id: b.user.id, user_gift_id: gift.id });
    expect(res.statusCode).toBe(409);
    const [still] = await t.database.db.select().from(userGifts).where(eq(userGifts.id, gift.id));
    expect(still?.userId).toBe(a.user.id);
  });

  it('needs a gift', async () => {
    const { a, b } = await pair();
    const res = await giftSwipe(a.cookie, { target_user_id: b.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please select a gift.');
  });
});

describe('POST /api/swipes/undo', () => {
  it('puts back the last pass, once, and never a like', async () => {
    const { a, b } = await pair();
    const c = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });
    await swipe(a.cookie, { target_user_id: b.user.id, action: 'pass' });
    await swipe(a.cookie, { target_user_id: c.user.id, action: 'pass' });
    const undo = await request(t.app, 'POST', '/api/swipes/undo', undefined, { cookie: a.cookie });
    expect(undo.json()).toEqual({ user_id: c.user.id });
    const twice = await request(t.app, 'POST', '/api/swipes/undo', undefined, { cookie: a.cookie });
    expect(twice.statusCode).toBe(409);
    await swipe(a.cookie, { target_user_id: c.user.id, action: 'like' });
    expect(
      (await request(t.app, 'POST', '/api/swipes/undo', undefined, { cookie: a.cookie }))
        .statusCode,
    ).toBe(409);
  });
});

describe('GET /api/likes', () => {
  it('lists who likes me, superlikes apart, minus people I matched or passed', async () => {
    const me = await onboardedMember(t.app, { gender: 'Woman', interested_in: ['Man'] });
    const liker = await onboardedMember(t.app, {
      gender: 'Man',
      interested_in: ['Woman'],
      first_name: 'Ko',
    });
    const gifter = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });
    const passedByMe = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });
    const blocked = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });
    await swipe(liker.cookie, { target_user_id: me.user.id, action: 'like', photo_index: 0 });
    const gift = await giveGift(gifter.user.id);
    await giftSwipe(gifter.cookie, {
      target_user_id: me.user.id,
      user_gift_id: gift.id,
      comment: 'Hello',
    });
    await swipe(passedByMe.cookie, { target_user_id: me.user.id, action: 'like' });
    await swipe(me.cookie, { target_user_id: passedByMe.user.id, action: 'pass' });
    await swipe(blocked.cookie, { target_user_id: me.user.id, action: 'like' });
    await t.database.db
      .update(userProfiles)
      .set({ isBlocked: true })
      .where(eq(userProfiles.userId, blocked.user.id));

    const res = await request(t.app, 'GET', '/api/likes', undefined, { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.likes.map((l: { profile: { user_id: string } }) => l.profile.user_id)).toEqual([
      liker.user.id,
    ]);
    expect(body.likes[0]).toMatchObject({
      action: 'like',
      photo_index: 0,
      profile: { first_name: 'Ko' },
    });
    expect(body.superlikes).toHaveLength(1);
    expect(body.superlikes[0]).toMatchObject({
      comment: 'Hello',
      gift: { name: 'Rose', image_url: '/files/gift/rose.png' },
    });

    // Liking back matches and removes them from the list.
    const back = await swipe(me.cookie, { target_user_id: liker.user.id, action: 'like' });
    expect(back.json().matched).toBe(true);
    const after = await request(t.app, 'GET', '/api/likes', undefined, { cookie: me.cookie });
    expect(after.json().likes).toHaveLength(0);
    expect((await request(t.app, 'GET', '/api/likes')).statusCode).toBe(401);
  });
});
