import { MINIMUM_AGE } from '@dating/shared';
import { and, eq, gt, isNull, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { matches, reports, swipes, userProfiles } from '../infra/db/schema.js';
import { blockedBetween, isDiscoverable, type ProfileRow } from '../profiles/index.js';

/** Degrees of arc per km on the sphere (x and y of geo_point are both in such degrees). */
const KM_PER_DEGREE = 111.195;

export type Viewer = {
  userId: string;
  gender: string;
  interestedIn: string[];
  latitude: number;
  longitude: number;
  radiusKm: number;
  ageMin: number;
  ageMax: number;
};

export type CandidateRow = { profile: ProfileRow; distanceKm: number; isBoosted: boolean };

/** Great-circle distance (km) from a point to a member's own location, in SQL. */
export function distanceSql(latitude: number, longitude: number): SQL<number> {
  return sql<number>`(2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${userProfiles.locationLatitude} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${userProfiles.locationLatitude}))
    * power(sin(radians(${userProfiles.locationLongitude} - ${longitude}) / 2), 2)))))`;
}

/** YYYY-MM-DD of the day someone born on it turns `years` today (UTC). */
function birthdateYearsAgo(years: number, today = new Date()): string {
  const d = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()),
  );
  return d.toISOString().slice(0, 10);
}

/**
 * The spec's get_potential_matches as WHERE conditions: inside the viewer's radius and age
 * range, mutual gender interest (Everyone matches all), and none of the exclusions of
 * DESIGN.md "Spec gaps, decided".
 */
function candidateConditions(viewer: Viewer, exclude: string[]): SQL[] {
  const x = viewer.longitude * Math.cos((viewer.latitude * Math.PI) / 180);
  const y = viewer.latitude;
  const reach = (viewer.radiusKm / KM_PER_DEGREE) * 1.02;
  const ageMin = Math.max(viewer.ageMin, MINIMUM_AGE);
  const conditions: SQL[] = [
    isDiscoverable,
    sql`${userProfiles.userId} <> ${viewer.userId}`,
    // The box lets the GiST index cut the search; the exact distance check follows.
    sql`${userProfiles.geoPoint} <@ box(point(${x - reach}, ${y - reach}), point(${x + reach}, ${y + reach}))`,
    sql`${distanceSql(viewer.latitude, viewer.longitude)} <= ${viewer.radiusKm}`,
    sql`${userProfiles.interestedIn} && array[${viewer.gender}, 'Everyone']::text[]`,
    lte(userProfiles.birthdate, birthdateYearsAgo(ageMin)),
    gt(userProfiles.birthdate, birthdateYearsAgo(viewer.ageMax + 1)),
    sql`not exists (select 1 from ${swipes} s where s.swiper_user_id = ${viewer.userId} and s.swiped_user_id = ${userProfiles.userId})`,
    sql`not exists (select 1 from ${reports} r where r.reporter_user_id = ${viewer.userId} and r.reported_user_id = ${userProfiles.userId})`,
    sql`not exists (select 1 from ${matches} m where (m.user_1_id = ${viewer.userId} and m.user_2_id = ${userProfiles.userId}) or (m.user_2_id = ${viewer.userId} and m.user_1_id = ${userProfiles.userId}))`,
    sql`not ${blockedBetween(viewer.userId, sql`${userProfiles.userId}`)}`,
  ];
  if (!viewer.interestedIn.includes('Everyone')) {
    conditions.push(
      sql`${userProfiles.gender} = any(${`{${viewer.interestedIn.join(',')}}`}::text[])`,
    );
  }
  if (exclude.length > 0) conditions.push(notInArray(userProfiles.userId, exclude));
  return conditions;
}

/** Boosted members first (nearest first among them), then everyone else nearest first. */
export async function findCandidates(
  db: Queryable,
  viewer: Viewer,
  limit: number,
  exclude: string[] = [],
): Promise<CandidateRow[]> {
  const now = new Date();
  const x = viewer.longitude * Math.cos((viewer.latitude * Math.PI) / 180);
  const nearestFirst = sql`${userProfiles.geoPoint} <-> point(${x}, ${viewer.latitude})`;
  const base = candidateConditions(viewer, exclude);
  const select = {
    profile: userProfiles,
    distanceKm: distanceSql(viewer.latitude, viewer.longitude),
  };
  const boosted = await db
    .select(select)
    .from(userProfiles)
    .where(and(...base, gt(userProfiles.boostedUntil, now)))
    .orderBy(nearestFirst)
    .limit(limit);
  const rest =
    boosted.length >= limit
      ? []
      : await db
          .select(select)
          .from(userProfiles)
          .where(
            and(
              ...base,
              or(isNull(userProfiles.boostedUntil), lte(userProfiles.boostedUntil, now)),
            ),
          )
          .orderBy(nearestFirst)
          .limit(limit - boosted.length);
  return [
    ...boosted.map((r) => ({ ...r, distanceKm: Number(r.distanceKm), isBoosted: true })),
    ...rest.map((r) => ({ ...r, distanceKm: Number(r.distanceKm), isBoosted: false })),
  ];
}

export async function loadViewer(db: Queryable, userId: string) {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return row;
}
