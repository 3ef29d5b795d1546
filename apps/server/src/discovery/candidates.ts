import { MINIMUM_AGE } from '@dating/shared';
import { and, eq, gt, isNull, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { blocks, matches, reports, swipes, userProfiles } from '../infra/db/schema.js';
import { isDiscoverable, type ProfileRow } from '../profiles/index.js';

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

/**
 * Great-circle distance (km) from a point to a member's public point, in SQL. Never the private
 * point: distances, order and the radius edge are all anyone could trilaterate from
 * (docs/product.md#location-privacy).
 */
export function distanceSql(latitude: number, longitude: number): SQL<number> {
  return sql<number>`(2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${userProfiles.publicLatitude} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${userProfiles.publicLatitude}))
    * power(sin(radians(${userProfiles.publicLongitude} - ${longitude}) / 2), 2)))))`;
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
 * docs/product.md#discovery-swipes-and-matches.
 */
function candidateConditions(viewer: Viewer, exclude: string[], indexedBox = true): SQL[] {
  const x = viewer.longitude * Math.cos((viewer.latitude * Math.PI) / 180);
  const y = viewer.latitude;
  const reach = (viewer.radiusKm / KM_PER_DEGREE) * 1.02;
  const ageMin = Math.max(viewer.ageMin, MINIMUM_AGE);
  const conditions: SQL[] = [
    isDiscoverable,
    sql`${userProfiles.userId} <> ${viewer.userId}`,
    // The box lets the GiST index cut the search; the exact distance check follows. Written
    // as ranges, it cannot use the index (for the few boosted members, found by theirs).
    indexedBox
      ? sql`${userProfiles.geoPoint} <@ box(point(${x - reach}, ${y - reach}), point(${x + reach}, ${y + reach}))`
      : sql`(${userProfiles.geoPoint})[0] between ${x - reach} and ${x + reach} and (${userProfiles.geoPoint})[1] between ${y - reach} and ${y + reach}`,
    sql`${distanceSql(viewer.latitude, viewer.longitude)} <= ${viewer.radiusKm}`,
    sql`${userProfiles.interestedIn} && array[${viewer.gender}, 'Everyone']::text[]`,
    lte(userProfiles.birthdate, birthdateYearsAgo(ageMin)),
    gt(userProfiles.birthdate, birthdateYearsAgo(viewer.ageMax + 1)),
    // One unique-index probe per member walked past (`offset 0` keeps each a subplan): the
    // planner, misled by the box estimate, would otherwise rescan the viewer's whole history
    // for every member (a nested loop over hundreds of swipes each).
    sql`not exists (select 1 from ${swipes} s where s.swiper_user_id = ${viewer.userId} and s.swiped_user_id = ${userProfiles.userId} offset 0)`,
    sql`not exists (select 1 from ${reports} r where r.reporter_user_id = ${viewer.userId} and r.reported_user_id = ${userProfiles.userId} offset 0)`,
    sql`not exists (select 1 from ${matches} m where m.user_1_id = least(${viewer.userId}::uuid, ${userProfiles.userId}) and m.user_2_id = greatest(${viewer.userId}::uuid, ${userProfiles.userId}) offset 0)`,
    sql`not exists (select 1 from ${blocks} b where b.blocker_user_id = ${viewer.userId} and b.blocked_user_id = ${userProfiles.userId} offset 0)`,
    sql`not exists (select 1 from ${blocks} b where b.blocker_user_id = ${userProfiles.userId} and b.blocked_user_id = ${viewer.userId} offset 0)`,
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
  /**
   * The ids first, from the covering indexes alone (index-only scans: no heap page is read for
   * the members walked past), then the full rows of those few.
   */
  const page = (q: Queryable, where: SQL | undefined, n: number) => {
    const ids = q
      .select({ id: userProfiles.userId, rank: sql<number>`${nearestFirst}`.as('rank') })
      .from(userProfiles)
      .where(where)
      .orderBy(nearestFirst)
      .limit(n)
      .as('ids');
    return q
      .select(select)
      .from(ids)
      .innerJoin(userProfiles, eq(userProfiles.userId, ids.id))
      .orderBy(ids.rank);
  };
  // PostgreSQL guesses that 0.1% of the rows lie in any box (no statistics for geometry): from
  // the GiST index it would read the whole box, with a bitmap, however many members live there.
  const boosted = await page(
    db,
    and(...candidateConditions(viewer, exclude, false), gt(userProfiles.boostedUntil, now)),
    limit,
  );
  const rest =
    boosted.length >= limit
      ? []
      : await db.transaction(async (tx) => {
          // Not the box by bitmap then a sort: the index walked nearest-first, up to the limit.
          await tx.execute(sql`set local enable_bitmapscan = off`);
          return page(
            tx,
            and(
              ...base,
              or(isNull(userProfiles.boostedUntil), lte(userProfiles.boostedUntil, now)),
            ),
            limit - boosted.length,
          );
        });
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
