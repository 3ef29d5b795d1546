import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../geo/index.js';
import { userProfiles } from '../infra/db/schema.js';
import { insertMembers, onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';

/**
 * The trilateration attacker of issue 16: it moves its own search point freely (straight in
 * the database, so the hourly limit does not slow it), reads every member's distance from the
 * deck and the profile view, and fits each member's place by least squares. The bounds are
 * those of docs/product.md#location-privacy.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CENTRE = { latitude: 16.84, longitude: 96.17 };
const KM_PER_DEGREE = 111.195;
const COS = Math.cos((CENTRE.latitude * Math.PI) / 180);
const toPlane = (lat: number, lon: number) => ({
  x: (lon - CENTRE.longitude) * KM_PER_DEGREE * COS,
  y: (lat - CENTRE.latitude) * KM_PER_DEGREE,
});
const fromPlane = (x: number, y: number) => ({
  latitude: CENTRE.latitude + y / KM_PER_DEGREE,
  longitude: CENTRE.longitude + x / (KM_PER_DEGREE * COS),
});

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

type Reading = { x: number; y: number; d: number };

/** Least squares over |p - s_i| = d_i: a 1 km grid for the start, then Gauss-Newton. */
function fit(readings: Reading[]) {
  const cost = (x: number, y: number) =>
    readings.reduce((sum, r) => sum + (Math.hypot(x - r.x, y - r.y) - r.d) ** 2, 0);
  let best = { x: 0, y: 0, c: Number.POSITIVE_INFINITY };
  for (let x = -45; x <= 45; x += 1) {
    for (let y = -45; y <= 45; y += 1) {
      const c = cost(x, y);
      if (c < best.c) best = { x, y, c };
    }
  }
  let { x, y } = best;
  for (let i = 0; i < 30; i++) {
    let [a11, a12, a22, b1, b2] = [0, 0, 0, 0, 0];
    for (const r of readings) {
      const range = Math.max(Math.hypot(x - r.x, y - r.y), 1e-6);
      const [jx, jy] = [(x - r.x) / range, (y - r.y) / range];
      const residual = range - r.d;
      a11 += jx * jx;
      a12 += jx * jy;
      a22 += jy * jy;
      b1 += jx * residual;
      b2 += jy * residual;
    }
    const det = a11 * a22 - a12 * a12;
    if (Math.abs(det) < 1e-12) break;
    x -= (a22 * b1 - a12 * b2) / det;
    y -= (a11 * b2 - a12 * b1) / det;
  }
  return { x, y };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

describe('location privacy against trilateration', () => {
  it('cannot place any of 60 members closer than 300 m, median error over 1 km; shown distances stay within 3.5 km', async () => {
    const random = seeded(16);
    const victims = new Map<string, { latitude: number; longitude: number }>();
    for (let i = 0; i < 60; i++) {
      const place = fromPlane((random() - 0.5) * 40, (random() - 0.5) * 40);
      const [id] = await insertMembers(t.database.db, 1, {
        gender: 'Man',
        interestedIn: ['Everyone'],
        locationLatitude: place.latitude,
        locationLongitude: place.longitude,
      });
      victims.set(id as string, place);
    }
    const attacker = await onboardedMember(t.app, { gender: 'Woman', interested_in: ['Man'] });
    await t.database.db
      .update(userProfiles)
      .set({ searchRadiusKm: 200 })
      .where(eq(userProfiles.userId, attacker.user.id));

    // 49 search points: the centre and three rings of 16 around it (the audit used 16 towns).
    const points = [{ x: 0, y: 0 }];
    for (const radius of [6, 18, 35]) {
      for (let k = 0; k < 16; k++) {
        const angle = (2 * Math.PI * k) / 16 + radius;
        points.push({ x: radius * Math.cos(angle), y: radius * Math.sin(angle) });
      }
    }
    const readings = new Map<string, Reading[]>();
    let worstShownError = 0;
    for (const [i, p] of points.entries()) {
      const search = fromPlane(p.x, p.y);
      await t.database.db
        .update(userProfiles)
        .set({ searchLatitude: search.latitude, searchLongitude: search.longitude })
        .where(eq(userProfiles.userId, attacker.user.id));
      const res = await request(t.app, 'GET', '/api/discovery?limit=100', undefined, {
        cookie: attacker.cookie,
      });
      expect(res.statusCode).toBe(200);
      const deck = res.json().items as { user_id: string; distance_km: number }[];
      expect(deck).toHaveLength(victims.size);
      for (const c of deck) {
        const place = victims.get(c.user_id);
        if (!place) throw new Error('a stranger in the deck');
        const truth = distanceKm(
          search.latitude,
          search.longitude,
          place.latitude,
          place.longitude,
        );
        worstShownError = Math.max(worstShownError, Math.abs(c.distance_km - truth));
        readings.set(c.user_id, [...(readings.get(c.user_id) ?? []), { ...p, d: c.distance_km }]);
      }
      // The profile view shows the same figure as the deck (one public point for everything).
      if (i % 12 === 0) {
        const sample = deck[i % deck.length] as { user_id: string; distance_km: number };
        const view = await request(t.app, 'GET', `/api/profiles/${sample.user_id}`, undefined, {
          cookie: attacker.cookie,
        });
        expect(view.json().distance_km).toBe(sample.distance_km);
      }
    }

    const errors: number[] = [];
    const fitToPublic: number[] = [];
    const rows = await t.database.db.select().from(userProfiles);
    for (const [id, place] of victims) {
      const guess = fit(readings.get(id) ?? []);
      const truth = toPlane(place.latitude, place.longitude);
      errors.push(Math.hypot(guess.x - truth.x, guess.y - truth.y));
      const row = rows.find((r) => r.userId === id);
      const pub = toPlane(row?.publicLatitude as number, row?.publicLongitude as number);
      fitToPublic.push(Math.hypot(guess.x - pub.x, guess.y - pub.y));
    }
    // The attacker is competent: it finds the public point it is shown to within a few hundred m.
    expect(median(fitToPublic)).toBeLessThan(0.4);
    // ...and that point is far enough from the private one.
    expect(median(errors)).toBeGreaterThanOrEqual(1);
    expect(Math.min(...errors)).toBeGreaterThanOrEqual(0.3);
    expect(worstShownError).toBeLessThanOrEqual(3.5);
  });

  it('keeps the offset while a member moves less than 5 km, and draws a new one after a longer move', async () => {
    const [id] = (await insertMembers(t.database.db, 1)) as [string];
    const read = async () => {
      const [row] = await t.database.db
        .select()
        .from(userProfiles)
        .where(eq(userProfiles.userId, id));
      if (!row) throw new Error('member gone');
      return row;
    };
    const offsetOf = (row: Awaited<ReturnType<typeof read>>) => ({
      lat: (row.publicLatitude as number) - (row.locationLatitude as number),
      lon: (row.publicLongitude as number) - (row.locationLongitude as number),
    });
    const first = await read();
    const km = distanceKm(
      first.locationLatitude as number,
      first.locationLongitude as number,
      first.publicLatitude as number,
      first.publicLongitude as number,
    );
    expect(km).toBeGreaterThanOrEqual(0.99);
    expect(km).toBeLessThanOrEqual(3.01);

    const move = async (northKm: number) => {
      const before = await read();
      await t.database.db
        .update(userProfiles)
        .set({ locationLatitude: (before.locationLatitude as number) + northKm / KM_PER_DEGREE })
        .where(eq(userProfiles.userId, id));
      return read();
    };
    const near = await move(3);
    expect(offsetOf(near).lat).toBeCloseTo(offsetOf(first).lat, 9);
    expect(offsetOf(near).lon).toBeCloseTo(offsetOf(first).lon, 9);

    // Redrawn offsets differ (a draw repeating the last one to 1e-9 is not a real chance).
    const far = await move(40);
    expect(Math.abs(offsetOf(far).lat - offsetOf(near).lat)).toBeGreaterThan(1e-9);
  });
});
