import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, matches, reports, userProfiles } from '../infra/db/schema.js';
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
  return { latitude: -60 + area * 3, longitude: 20 };
}
const north = (p: { latitude: number; longitude: number }, km: number) => ({
  latitude: p.latitude + km / KM_PER_DEGREE,
  longitude: p.longitude,
});

type Who = Parameters<typeof onboardedMember>[1];
/**
 * A member whose public point (what discovery measures from) is `where`: these tests are about
 * the deck's rules at exact distances, not the random offset (location-privacy.test.ts).
 */
const member = async (where: { latitude: number; longitude: number }, who: Who = {}) => {
  const m = await onboardedMember(t.app, { ...where, ...who });
  await t.database.db
    .update(userProfiles)
    .set({ publicLatitude: where.latitude, publicLongitude: where.longitude })
    .where(eq(userProfiles.userId, m.user.id));
  return m;
};

async function deckOf(cookie: string, query = '') {
  const res = await request(t.app, 'GET', `/api/discovery${query}`, undefined, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json().items as {
    user_id: string;
    distance_km: number;
    is_boosted: boolean;
    age: number;
  }[];
}
const idsOf = (items: { user_id: string }[]) => items.map((i) => i.user_id);

describe('GET /api/discovery', () => {
  it('matches preferences both ways, Everyone matching all', async () => {
    const here = newArea();
    const viewer = await member(here, { gender: 'Woman', interested_in: ['Man'] });
    const manForWomen = await member(north(here, 1), { gender: 'Man', interested_in: ['Woman'] });
    const manForEveryone = await member(north(here, 2), {
      gender: 'Man',
      interested_in: ['Everyone'],
    });
    const manForMen = await member(north(here, 3), { gender: 'Man', interested_in: ['Man'] });
    const womanForMen = await member(north(here, 4), { gender: 'Woman', interested_in: ['Man'] });
    const womanForWomen = await member(north(here, 5), {
      gender: 'Woman',
      interested_in: ['Woman'],
    });
    expect(idsOf(await deckOf(viewer.cookie))).toEqual([
      manForWomen.user.id,
      manForEveryone.user.id,
    ]);

    const open = await member(north(here, 0.5), { gender: 'Woman', interested_in: ['Everyone'] });
    // A woman open to everyone sees whoever is interested in women (the viewer above is not).
    expect(new Set(idsOf(await deckOf(open.cookie)))).toEqual(
      new Set([manForWomen.user.id, manForEveryone.user.id, womanForWomen.user.id]),
    );
    const nonbinaryOnly = await member(north(here, 0.7), {
      gender: 'Man',
      interested_in: ['Nonbinary'],
    });
    expect(await deckOf(nonbinaryOnly.cookie)).toEqual([]);
    void manForMen;
    void womanForMen;
  });

  it('keeps the radius edge and orders by distance, rounding it', async () => {
    const here = newArea();
    const viewer = await member(here, { gender: 'Man', interested_in: ['Woman'] });
    const inside = await member(north(here, 49), { gender: 'Woman', interested_in: ['Man'] });
    await member(north(here, 51), { gender: 'Woman', interested_in: ['Man'] });
    const near = await member(north(here, 10.4), { gender: 'Woman', interested_in: ['Man'] });
    const deck = await deckOf(viewer.cookie);
    expect(idsOf(deck)).toEqual([near.user.id, inside.user.id]);
    expect(deck.map((d) => d.distance_km)).toEqual([10, 49]);
    expect(JSON.stringify(deck)).not.toMatch(/latitude|longitude|username|coins/);
  });

  it('keeps to the age range', async () => {
    const here = newArea();
    const viewer = await member(here, { gender: 'Man', interested_in: ['Woman'] });
    await request(
      t.app,
      'PATCH',
      '/api/me',
      { age_min: 25, age_max: 30 },
      { cookie: viewer.cookie },
    );
    const year = new Date().getUTCFullYear();
    // Born on 1 January: the birthday has passed by the time any test runs after New Year's Day.
    const born = (age: number) => `${year - age}-01-01`;
    const ages = [24, 25, 30, 31];
    const members = [];
    for (const [i, age] of ages.entries()) {
      members.push(
        await member(north(here, i + 1), {
          gender: 'Woman',
          interested_in: ['Man'],
          birthdate: born(age),
        }),
      );
    }
    const deck = await deckOf(viewer.cookie);
    expect(deck.map((d) => d.age).sort()).toEqual([25, 30]);
    expect(members).toHaveLength(4);
  });

  it('excludes swiped, matched, reported, blocked (both ways), admin-blocked, staff, unfinished and self', async () => {
    const here = newArea();
    const who = { gender: 'Woman' as const, interested_in: ['Woman' as const] };
    const viewer = await member(here, who);
    const at = async (km: number) => (await member(north(here, km), who)).user.id;
    const passed = await at(1);
    const reported = await at(2);
    const blockedByMe = await at(3);
    const blockingMe = await at(4);
    const adminBlocked = await at(5);
    const staff = await at(6);
    const kept = await at(7);
    await request(
      t.app,
      'POST',
      '/api/swipes',
      { target_user_id: passed, action: 'pass' },
      { cookie: viewer.cookie },
    );
    await t.database.db
      .insert(reports)
      .values({ reporterUserId: viewer.user.id, reportedUserId: reported, reason: 'Other' });
    await t.database.db
      .insert(blocks)
      .values({ blockerUserId: viewer.user.id, blockedUserId: blockedByMe });
    await t.database.db
      .insert(blocks)
      .values({ blockerUserId: blockingMe, blockedUserId: viewer.user.id });
    await t.database.db
      .update(userProfiles)
      .set({ isBlocked: true })
      .where(eq(userProfiles.userId, adminBlocked));
    await t.database.db
      .update(userProfiles)
      .set({ role: 'admin' })
      .where(eq(userProfiles.userId, staff));
    await signUp(t.app); // unfinished profile: no location at all
    expect(idsOf(await deckOf(viewer.cookie))).toEqual([kept]);
  });

  it('puts boosted members first, then the nearest', async () => {
    const here = newArea();
    const who = { gender: 'Man' as const, interested_in: ['Man' as const] };
    const viewer = await member(here, who);
    const near = await member(north(here, 1), who);
    const far = await member(north(here, 40), who);
    await t.database.db
      .update(userProfiles)
      .set({ boostedUntil: new Date(Date.now() + 3600_000) })
      .where(eq(userProfiles.userId, far.user.id));
    const deck = await deckOf(viewer.cookie);
    expect(idsOf(deck)).toEqual([far.user.id, near.user.id]);
    expect(deck.map((d) => d.is_boosted)).toEqual([true, false]);
  });

  it('pages by limit and exclusion', async () => {
    const here = newArea();
    const who = { gender: 'Man' as const, interested_in: ['Man' as const] };
    const viewer = await member(here, who);
    const ids = [];
    for (let i = 1; i <= 5; i++) ids.push((await member(north(here, i), who)).user.id);
    const first = idsOf(await deckOf(viewer.cookie, '?limit=2'));
    expect(first).toEqual(ids.slice(0, 2));
    const next = idsOf(await deckOf(viewer.cookie, `?limit=2&exclude=${first.join(',')}`));
    expect(next).toEqual(ids.slice(2, 4));
    expect(await deckOf(viewer.cookie, '?limit=0')).toHaveLength(1);
    expect(await deckOf(viewer.cookie, '?limit=100000')).toHaveLength(5);
  });

  it('asks for a search location when the member has none', async () => {
    const viewer = await member(newArea());
    await t.database.db
      .update(userProfiles)
      .set({ searchLatitude: null, searchLongitude: null })
      .where(eq(userProfiles.userId, viewer.user.id));
    const res = await request(t.app, 'GET', '/api/discovery', undefined, { cookie: viewer.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Please set your search location in your profile to find matches.',
    );
  });

  it('refuses anonymous callers, unfinished members and admins', async () => {
    expect((await request(t.app, 'GET', '/api/discovery')).statusCode).toBe(401);
    const unfinished = await signUp(t.app);
    expect(
      (await request(t.app, 'GET', '/api/discovery', undefined, { cookie: unfinished.cookie }))
        .statusCode,
    ).toBe(403);
    const admin = await createAdmin(t.app);
    expect(
      (await request(t.app, 'GET', '/api/discovery', undefined, { cookie: admin.cookie }))
        .statusCode,
    ).toBe(403);
  });
});

describe('spotlight', () => {
  it('lists boosted members, latest boost first, without blocked ones', async () => {
    const here = newArea();
    // Members of the viewer's deck: the Spotlight keeps the deck's preferences (spotlight.test.ts).
    const who = { gender: 'Man' as const, interested_in: ['Man' as const] };
    const viewer = await member(here, who);
    const a = await member(north(here, 1), who);
    const b = await member(north(here, 2), who);
    const c = await member(north(here, 3), who);
    const soon = new Date(Date.now() + 3600_000);
    const later = new Date(Date.now() + 7200_000);
    await t.database.db
      .update(userProfiles)
      .set({ boostedUntil: soon })
      .where(eq(userProfiles.userId, a.user.id));
    await t.database.db
      .update(userProfiles)
      .set({ boostedUntil: later })
      .where(eq(userProfiles.userId, b.user.id));
    await t.database.db
      .update(userProfiles)
      .set({ boostedUntil: later })
      .where(eq(userProfiles.userId, c.user.id));
    await t.database.db
      .insert(blocks)
      .values({ blockerUserId: c.user.id, blockedUserId: viewer.user.id });
    const res = await request(t.app, 'GET', '/api/spotlight', undefined, { cookie: viewer.cookie });
    const ids = idsOf(res.json().items);
    expect(ids.indexOf(b.user.id)).toBeLessThan(ids.indexOf(a.user.id));
    expect(ids).not.toContain(c.user.id);
    expect((await request(t.app, 'GET', '/api/spotlight')).statusCode).toBe(401);
  });
});

describe('matches table', () => {
  it('stores each pair once, ordered', async () => {
    const rows = await t.database.db.select().from(matches);
    for (const row of rows) expect(row.user1Id < row.user2Id).toBe(true);
  });
});
