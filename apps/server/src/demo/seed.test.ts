import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, matches, swipes, userProfiles } from '../infra/db/schema.js';
import { thumbPathOf } from '../infra/storage/index.js';
import { onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { startDemoWorld } from './index.js';
import { refreshDemoBoosts, seedDemoMembers } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const demoRows = () =>
  t.database.db.select().from(userProfiles).where(eq(userProfiles.isDemo, true));

describe('seeding demo members', () => {
  it('creates 40 finished demo profiles with photos the files route serves', async () => {
    const result = await seedDemoMembers(t.database.db, t.app.storage, { count: 40 });
    expect(result).toMatchObject({ created: 40, stopped: false });
    const rows = await demoRows();
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.username))).toEqual(
      new Set(Array.from({ length: 40 }, (_, i) => `demo_${i + 1}`)),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ onboardingComplete: true, role: 'user', isBlocked: false });
      expect(row.media.length).toBeGreaterThanOrEqual(1);
      expect(row.media.length).toBeLessThanOrEqual(4);
      expect(row.avatarUrl).toBe(row.media[0]);
      expect(row.geoPoint).not.toBeNull();
      for (const p of row.media) expect(p.startsWith(`${row.userId}/`)).toBe(true);
      // Each photo has its placeholder, as an upload would have made it.
      expect(Object.keys(row.mediaPlaceholders).sort()).toEqual([...row.media].sort());
    }
    const sample = rows[0]?.media[0] as string;
    for (const file of [sample, thumbPathOf(sample)]) {
      const res = await t.app.inject({ method: 'GET', url: `/files/media/${file}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    expect(rows.filter((r) => r.boostedUntil && r.boostedUntil > new Date()).length).toBe(2);
  });

  it('adds likes among them, with a match for every mutual pair', async () => {
    const likes = await t.database.db.select().from(swipes);
    expect(likes.length).toBeGreaterThan(0);
    const set = new Set(likes.map((l) => `${l.swiperUserId}:${l.swipedUserId}`));
    const mutual = likes.filter(
      (l) => l.swiperUserId < l.swipedUserId && set.has(`${l.swipedUserId}:${l.swiperUserId}`),
    );
    const made = await t.database.db.select().from(matches);
    expect(made).toHaveLength(mutual.length);
  });

  it('tops up in ensure mode, adds new usernames in add mode', async () => {
    expect((await seedDemoMembers(t.database.db, t.app.storage, { count: 40 })).created).toBe(0);
    const added = await seedDemoMembers(t.database.db, t.app.storage, { count: 3, mode: 'add' });
    expect(added.created).toBe(3);
    const names = (await demoRows()).map((r) => r.username);
    expect(names).toEqual(expect.arrayContaining(['demo_41', 'demo_42', 'demo_43']));
    expect(names).toHaveLength(43);
  });

  it('cannot sign in as a demo member', async () => {
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.usernameNormalized, 'demo_1'));
    expect(account?.passwordHash.startsWith('$')).toBe(false);
    const res = await request(t.app, 'POST', '/api/auth/signin', {
      username: 'demo_1',
      password: '!demo-account-no-sign-in',
    });
    expect(res.statusCode).toBe(401);
  });

  it('fills the deck of a newcomer in Yangon', async () => {
    const me = await onboardedMember(t.app, { gender: 'Woman', interested_in: ['Everyone'] });
    const res = await request(t.app, 'GET', '/api/discovery?limit=50', undefined, {
      cookie: me.cookie,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { city: string; distance_km: number }[];
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((c) => c.distance_km <= 50)).toBe(true);
  });

  it('refreshes boosts when they ran out', async () => {
    await t.database.db
      .update(userProfiles)
      .set({ boostedUntil: null })
      .where(eq(userProfiles.isDemo, true));
    expect(await refreshDemoBoosts(t.database.db, 4)).toBe(4);
    expect(await refreshDemoBoosts(t.database.db, 4)).toBe(0);
  });
});

describe('startDemoWorld', () => {
  it('seeds in the background: health answers at once, and close mid-seed is clean', async () => {
    const world = await createTestApp({
      // Seeding is a job (infra/jobs): it runs only where jobs are on.
      jobs: true,
      beforeReady: (app) => {
        startDemoWorld(app, { count: 300 });
      },
    });
    const { app, database } = world;
    try {
      const started = Date.now();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
      // Wait for the first batch, then close while the seed is still going.
      const count = async () =>
        Number(
          (
            await database.db
              .select({ n: sql<number>`count(*)::int` })
              .from(userProfiles)
              .where(eq(userProfiles.isDemo, true))
          )[0]?.n,
        );
      await vi.waitFor(async () => expect(await count()).toBeGreaterThan(0), {
        timeout: 10_000,
        interval: 50,
      });
      await app.close();
      const seeded = await count();
      expect(seeded).toBeGreaterThan(0);
      expect(seeded).toBeLessThan(300);
      // The database is still usable: nothing was left mid-transaction.
      expect(await database.db.select({ one: sql`1` }).from(accounts).limit(1)).toBeDefined();
    } finally {
      await world.close();
    }
  });
});
