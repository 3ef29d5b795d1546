import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, swipes, userGifts, userProfiles } from '../infra/db/schema.js';
import { giveRose } from '../test/gifts.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const KM_PER_DEGREE = 111.195;
let area = 0;
/** A fresh spot ~330 km from every other test's, so tests never see each other's members. */
function newArea() {
  area += 1;
  return { latitude: 50 - area * 3, longitude: -40 };
}
const north = (p: { latitude: number; longitude: number }, km: number) => ({
  latitude: p.latitude + km / KM_PER_DEGREE,
  longitude: p.longitude,
});

type Who = Parameters<typeof onboardedMember>[1];
/** A member whose public point (what discovery measures from) is exactly `where`. */
async function member(where: { latitude: number; longitude: number }, who: Who = {}) {
  const m = await onboardedMember(t.app, { ...where, ...who });
  await t.database.db
    .update(userProfiles)
    .set({ publicLatitude: where.latitude, publicLongitude: where.longitude })
    .where(eq(userProfiles.userId, m.user.id));
  return m;
}

let boosts = 0;
/** Boosts the members in turn: the later one's boost ends later (the Spotlight's order). */
async function boost(...members: { user: { id: string } }[]) {
  for (const m of members) {
    boosts += 1;
    await t.database.db
      .update(userProfiles)
      .set({ boostedUntil: new Date(Date.now() + 3600_000 + boosts * 1000) })
      .where(eq(userProfiles.userId, m.user.id));
  }
}

async function spotlightIds(auth: { cookie?: string; bearer?: string }) {
  const res = await request(t.app, 'GET', '/api/spotlight', undefined, auth);
  expect(res.statusCode).toBe(200);
  return (res.json().items as { user_id: string }[]).map((i) => i.user_id);
}

const woman: Who = { gender: 'Woman', interested_in: ['Man'] };
const manForWomen: Who = { gender: 'Man', interested_in: ['Woman'] };

describe('GET /api/spotlight', () => {
  it('keeps the deck preferences both ways, Everyone matching all, latest boost first', async () => {
    const here = newArea();
    const viewer = await member(here, woman);
    const wanted = await member(north(here, 1), manForWomen);
    const open = await member(north(here, 2), { gender: 'Man', interested_in: ['Everyone'] });
    const manForMen = await member(north(here, 3), { gender: 'Man', interested_in: ['Man'] });
    const womanForMen = await member(north(here, 4), woman);
    await boost(manForMen, wanted, womanForMen, open);
    expect(await spotlightIds({ cookie: viewer.cookie })).toEqual([open.user.id, wanted.user.id]);
    // The man open to everyone sees whoever is interested in men, of any gender; not `wanted`,
    // who seeks women only.
    await boost(viewer);
    expect(new Set(await spotlightIds({ cookie: open.cookie }))).toEqual(
      new Set([viewer.user.id, womanForMen.user.id, manForMen.user.id]),
    );
  });

  it("keeps the viewer's age range and radius, and leaves out whoever the viewer swiped", async () => {
    const here = newArea();
    const viewer = await member(here, woman);
    await request(t.app, 'PATCH', '/api/me', { age_min: 25, age_max: 30 }, viewer);
    const year = new Date().getUTCFullYear();
    const born = (age: number) => `${year - age}-01-01`;
    const kept = await member(north(here, 1), { ...manForWomen, birthdate: born(27) });
    const tooYoung = await member(north(here, 2), { ...manForWomen, birthdate: born(24) });
    const tooFar = await member(north(here, 60), { ...manForWomen, birthdate: born(27) });
    const passed = await member(north(here, 3), { ...manForWomen, birthdate: born(27) });
    const liked = await member(north(here, 4), { ...manForWomen, birthdate: born(27) });
    await boost(kept, tooYoung, tooFar, passed, liked);
    for (const [target, action] of [
      [passed, 'pass'],
      [liked, 'like'],
    ] as const) {
      const res = await request(
        t.app,
        'POST',
        '/api/swipes',
        { target_user_id: target.user.id, action },
        viewer,
      );
      expect(res.statusCode).toBe(200);
    }
    expect(await spotlightIds(viewer)).toEqual([kept.user.id]);
  });

  it('leaves out members blocked either way and admin-blocked ones', async () => {
    const here = newArea();
    const viewer = await member(here, woman);
    const kept = await member(north(here, 1), manForWomen);
    const blockedByViewer = await member(north(here, 2), manForWomen);
    const blockingViewer = await member(north(here, 3), manForWomen);
    const adminBlocked = await member(north(here, 4), manForWomen);
    await boost(kept, blockedByViewer, blockingViewer, adminBlocked);
    await t.database.db.insert(blocks).values([
      { blockerUserId: viewer.user.id, blockedUserId: blockedByViewer.user.id },
      { blockerUserId: blockingViewer.user.id, blockedUserId: viewer.user.id },
    ]);
    await t.database.db
      .update(userProfiles)
      .set({ isBlocked: true })
      .where(eq(userProfiles.userId, adminBlocked.user.id));
    expect(await spotlightIds(viewer)).toEqual([kept.user.id]);
    // The blocked member does not see the blocker either.
    await boost(viewer);
    expect(await spotlightIds(blockedByViewer)).not.toContain(viewer.user.id);
    expect(await spotlightIds(kept)).toContain(viewer.user.id);
  });

  it('refuses anonymous callers, unfinished members and admins', async () => {
    expect((await request(t.app, 'GET', '/api/spotlight')).statusCode).toBe(401);
    const unfinished = await signUp(t.app);
    expect((await request(t.app, 'GET', '/api/spotlight', undefined, unfinished)).statusCode).toBe(
      403,
    );
    const admin = await createAdmin(t.app);
    expect((await request(t.app, 'GET', '/api/spotlight', undefined, admin)).statusCode).toBe(403);
  });

  it("shows an admin viewing as a member that member's Spotlight", async () => {
    const here = newArea();
    const viewer = await member(here, woman);
    const wanted = await member(north(here, 1), manForWomen);
    const other = await member(north(here, 2), woman);
    await boost(wanted, other);
    const admin = await createAdmin(t.app);
    const link = await request(
      t.app,
      'POST',
      `/api/admin/users/${viewer.user.id}/impersonate`,
      { reason: 'Support ticket' },
      admin,
    );
    const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
    const redeem = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
    expect(redeem.statusCode).toBe(200);
    const bearer = redeem.json().token as string;
    expect(await spotlightIds({ bearer })).toEqual([wanted.user.id]);
    // Look-only: a like from the Spotlight is not written.
    const like = await request(
      t.app,
      'POST',
      '/api/swipes',
      { target_user_id: wanted.user.id, action: 'like' },
      { bearer },
    );
    expect(like.statusCode).toBe(403);
    expect(like.json().error.code).toBe('IMPERSONATION_READ_ONLY');
  });
});

describe('a like to someone outside the preferences', () => {
  const swipesBetween = (from: string, to: string) =>
    t.database.db
      .select()
      .from(swipes)
      .where(and(eq(swipes.swiperUserId, from), eq(swipes.swipedUserId, to)));

  it('is refused either way and writes nothing; a pass and a mutual like go through', async () => {
    const viewer = await onboardedMember(t.app, woman);
    const womanForMen = await onboardedMember(t.app, woman);
    const manForMen = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Man'] });
    const wanted = await onboardedMember(t.app, manForWomen);
    // She does not seek women; he does not seek women.
    for (const target of [womanForMen, manForMen]) {
      const res = await request(
        t.app,
        'POST',
        '/api/swipes',
        { target_user_id: target.user.id, action: 'like' },
        viewer,
      );
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'FORBIDDEN']);
      expect(await swipesBetween(viewer.user.id, target.user.id)).toEqual([]);
    }
    const pass = await request(
      t.app,
      'POST',
      '/api/swipes',
      { target_user_id: manForMen.user.id, action: 'pass' },
      viewer,
    );
    expect(pass.statusCode).toBe(200);
    const like = await request(
      t.app,
      'POST',
      '/api/swipes',
      { target_user_id: wanted.user.id, action: 'like' },
      viewer,
    );
    expect(like.json()).toEqual({ matched: false });
  });

  it('refuses a gift super like too, and the gift stays with the sender', async () => {
    const viewer = await onboardedMember(t.app, woman);
    const manForMen = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Man'] });
    const gift = await giveRose(t.database.db, viewer.user.id);
    const res = await request(
      t.app,
      'POST',
      '/api/swipes/gift',
      { target_user_id: manForMen.user.id, user_gift_id: gift.id },
      viewer,
    );
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'FORBIDDEN']);
    const [kept] = await t.database.db.select().from(userGifts).where(eq(userGifts.id, gift.id));
    expect(kept?.userId).toBe(viewer.user.id);
    expect(await swipesBetween(viewer.user.id, manForMen.user.id)).toEqual([]);
  });
});
