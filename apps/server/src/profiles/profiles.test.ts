import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  blocks,
  sessions,
  userProfiles,
  walletTransactions,
} from '../infra/db/schema.js';
import { onboardedMember, uploadPhoto } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/me', () => {
  it('returns the own profile with private fields; 401 anonymously', async () => {
    const member = await onboardedMember(t.app);
    const res = await request(t.app, 'GET', '/api/me', undefined, { cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: member.username,
      coins: 0,
      role: 'user',
      kyc_status: null,
    });
    expect((await request(t.app, 'GET', '/api/me')).statusCode).toBe(401);
  });
});

describe('PATCH /api/me', () => {
  it('stores a bio typed in Zawgyi as Unicode, and keeps Shan and Mon as written', async () => {
    const { cookie } = await onboardedMember(t.app);
    const cases: [string, string][] = [
      ['ကၽြန္ေတာ္ ရန္ကုန္မွာ ေနပါတယ္', 'ကျွန်တော် ရန်ကုန်မှာ နေပါတယ်'],
      ['ၵႂၢမ်းတႆး လိၵ်ႈတႆး', 'ၵႂၢမ်းတႆး လိၵ်ႈတႆး'],
      ['ဝဳကဳပဳဒဳယာ ဘာသာမန်', 'ဝဳကဳပဳဒဳယာ ဘာသာမန်'],
    ];
    for (const [typed, stored] of cases) {
      const res = await request(t.app, 'PATCH', '/api/me', { bio: typed }, { cookie });
      expect(res.statusCode).toBe(200);
      const me = await request(t.app, 'GET', '/api/me', undefined, { cookie });
      expect(me.json().bio).toBe(stored);
    }
  });

  it('geocodes the search location and saves the discovery settings', async () => {
    const { cookie } = await onboardedMember(t.app);
    const res = await request(
      t.app,
      'PATCH',
      '/api/me',
      {
        search_location: 'mandalay',
        search_radius_km: 100,
        age_min: 21,
        age_max: 35,
        bio: 'New bio',
        interested_in: ['Everyone'],
      },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      search_radius_km: 100,
      age_min: 21,
      age_max: 35,
      bio: 'New bio',
      interested_in: ['Everyone'],
    });
    expect(body.search_location).toMatch(/Mandalay/);
    expect(body.search_latitude).toBeCloseTo(21.97, 1);
    expect(body.search_longitude).toBeCloseTo(96.08, 1);
  });

  it('edits the name, gender display and sexuality; Burmese names and emoji inside are fine', async () => {
    const { cookie } = await onboardedMember(t.app);
    const body = {
      first_name: 'သီရိ 🌸',
      pronouns: 'she/her',
      show_gender: false,
      sexuality: 'Bisexual',
      bio: 'ပန်းချီဆွဲရတာ ကြိုက်တယ် 🎨',
    };
    const res = await request(t.app, 'PATCH', '/api/me', body, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(body);
  });

  it.each([
    [{ first_name: '😀😀' }, 'Your name must contain at least one letter.'],
    [{ first_name: ' ' }, 'Please enter your first name.'],
    [{ bio: '😀😀 🎉' }, 'Your bio must contain at least one letter.'],
    [{ sexuality: 'Unknown' }, 'Please select your sexuality.'],
    [
      { search_location: 'Atlantis' },
      'Could not find a location for "Atlantis". Please be more specific.',
    ],
    [{ search_radius_km: 7 }, 'Distance must be a multiple of 5 km.'],
    [{ search_radius_km: 250 }, undefined],
    [{ age_min: 40, age_max: 30 }, 'The minimum age cannot be above the maximum age.'],
    [{ interested_in: [] }, 'Please select who you are interested in.'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const { cookie, profile } = await onboardedMember(t.app);
    const res = await request(t.app, 'PATCH', '/api/me', body, { cookie });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error.message).toBe(message);
    const after = await request(t.app, 'GET', '/api/me', undefined, { cookie });
    expect(after.json()).toMatchObject({
      search_location: profile.search_location,
      search_radius_km: profile.search_radius_km,
      age_min: profile.age_min,
      interested_in: profile.interested_in,
      first_name: profile.first_name,
      bio: profile.bio,
      sexuality: profile.sexuality,
    });
  });

  it('refuses a member who has not finished onboarding', async () => {
    const { cookie } = await signUp(t.app);
    const res = await request(t.app, 'PATCH', '/api/me', { bio: 'x' }, { cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ONBOARDING_REQUIRED');
  });

  it('reorders photos and makes the first one the avatar', async () => {
    const member = await onboardedMember(t.app);
    const second = (await uploadPhoto(t.app, member.cookie)).json().path;
    const first = member.profile.media[0];
    const res = await request(
      t.app,
      'PATCH',
      '/api/me',
      { media: [second, first] },
      { cookie: member.cookie },
    );
    expect(res.json().avatar_url).toBe(`/files/media/${second}`);
    expect(res.json().media).toHaveLength(2);
  });
});

describe('GET /api/profiles/:userId', () => {
  it('shows the public view only: no username, coins, role, birthdate or exact place', async () => {
    const viewer = await onboardedMember(t.app);
    const target = await onboardedMember(t.app, {
      first_name: 'Aung',
      gender: 'Man',
      latitude: 16.9,
      longitude: 96.2,
    });
    const res = await request(t.app, 'GET', `/api/profiles/${target.user.id}`, undefined, {
      cookie: viewer.cookie,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      first_name: 'Aung',
      city: 'Yangon',
      city_my: 'ရန်ကုန်', // the town's Burmese name, for the Burmese UI
      is_verified: false,
    });
    expect(typeof body.distance_km).toBe('number');
    for (const key of [
      'username',
      'coins',
      'role',
      'birthdate',
      'latitude',
      'longitude',
      'search_latitude',
      'search_radius_km',
      'is_blocked',
    ]) {
      expect(body).not.toHaveProperty(key);
    }
    expect(JSON.stringify(body)).not.toContain(target.username);
  });

  it('hides the gender when the member chose not to show it', async () => {
    const viewer = await onboardedMember(t.app);
    const target = await onboardedMember(t.app, { show_gender: false });
    const res = await request(t.app, 'GET', `/api/profiles/${target.user.id}`, undefined, {
      cookie: viewer.cookie,
    });
    expect(res.json().gender).toBeNull();
  });

  it('answers 404 for unknown, malformed, blocked, blocking, admin and unfinished profiles', async () => {
    const viewer = await onboardedMember(t.app);
    const get = (id: string) =>
      request(t.app, 'GET', `/api/profiles/${id}`, undefined, { cookie: viewer.cookie });
    expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('not-a-uuid')).statusCode).toBe(404);
    const blockedByAdmin = await onboardedMember(t.app);
    await t.database.db
      .update(userProfiles)
      .set({ isBlocked: true })
      .where(eq(userProfiles.userId, blockedByAdmin.user.id));
    expect((await get(blockedByAdmin.user.id)).statusCode).toBe(404);
    const blocker = await onboardedMember(t.app);
    await t.database.db
      .insert(blocks)
      .values({ blockerUserId: blocker.user.id, blockedUserId: viewer.user.id });
    expect((await get(blocker.user.id)).statusCode).toBe(404);
    const unfinished = await signUp(t.app);
    expect((await get(unfinished.user.id)).statusCode).toBe(404);
  });

  it('is refused anonymously and to members without onboarding', async () => {
    const target = await onboardedMember(t.app);
    expect((await request(t.app, 'GET', `/api/profiles/${target.user.id}`)).statusCode).toBe(401);
    const { cookie } = await signUp(t.app);
    expect(
      (await request(t.app, 'GET', `/api/profiles/${target.user.id}`, undefined, { cookie }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/me/boost', () => {
  it('boosts for 24 hours and refuses a second boost while active', async () => {
    const { cookie } = await onboardedMember(t.app);
    const before = Date.now();
    const res = await request(t.app, 'POST', '/api/me/boost', undefined, { cookie });
    expect(res.statusCode).toBe(200);
    const until = Date.parse(res.json().boosted_until);
    expect(until - before).toBeGreaterThanOrEqual(24 * 3600_000 - 5000);
    expect(until - before).toBeLessThanOrEqual(24 * 3600_000 + 5000);
    const again = await request(t.app, 'POST', '/api/me/boost', undefined, { cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('BOOST_ACTIVE');
  });

  it('allows a new boost once the last one ended', async () => {
    const { cookie, user } = await onboardedMember(t.app);
    await t.database.db
      .update(userProfiles)
      .set({ boostedUntil: new Date(Date.now() - 1000) })
      .where(eq(userProfiles.userId, user.id));
    expect((await request(t.app, 'POST', '/api/me/boost', undefined, { cookie })).statusCode).toBe(
      200,
    );
  });

  it('is refused anonymously', async () => {
    expect((await request(t.app, 'POST', '/api/me/boost')).statusCode).toBe(401);
  });
});

describe('DELETE /api/me', () => {
  it('removes the account, profile, sessions and photos, keeping money records anonymised', async () => {
    const member = await onboardedMember(t.app);
    const photoUrl = member.profile.media[0];
    await t.database.db.insert(walletTransactions).values({
      userId: member.user.id,
      type: 'withdraw',
      status: 'approved',
      amount: 1000,
      payoutDetails: 'KBZPay 09 123 456',
    });
    const res = await request(t.app, 'DELETE', '/api/me', undefined, { cookie: member.cookie });
    expect(res.statusCode).toBe(204);
    expect(
      await t.database.db.select().from(accounts).where(eq(accounts.id, member.user.id)),
    ).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(userProfiles)
        .where(eq(userProfiles.userId, member.user.id)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, member.user.id)),
    ).toHaveLength(0);
    expect((await request(t.app, 'GET', photoUrl)).statusCode).toBe(404);
    const money = await t.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.amount, 1000));
    expect(money.find((m) => m.payoutDetails === 'KBZPay 09 123 456')).toBeUndefined();
    expect(money.some((m) => m.userId === null && m.payoutDetails === null)).toBe(true);
    expect(
      (await request(t.app, 'GET', '/api/me', undefined, { cookie: member.cookie })).statusCode,
    ).toBe(401);
  });

  it('is refused anonymously', async () => {
    expect((await request(t.app, 'DELETE', '/api/me')).statusCode).toBe(401);
  });
});
