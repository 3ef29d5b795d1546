import { GENDERS, INTERESTED_IN_EVERYONE, MINIMUM_AGE } from '@dating/shared';
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

function ageConditions(viewer: Viewer): SQL[] {
  return [
    lte(userProfiles.birthdate, birthdateYearsAgo(Math.max(viewer.ageMin, MINIMUM_AGE))),
    gt(userProfiles.birthdate, birthdateYearsAgo(viewer.ageMax + 1)),
  ];
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
    ...ageConditions(viewer),
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

/**
 * The audiences whose members could be in this viewer's deck: the discoverable members of a
 * gender the viewer seeks who are interested in the viewer's gender (or Everyone). Written as
 * literals, so that PostgreSQL proves the partial index of each (migration 0016) applies; the
 * values come from GENDERS only. Null for a viewer outside GENDERS (no such index).
 */
function audiences(viewer: Viewer): SQL[] | null {
  if (!(GENDERS as readonly string[]).includes(viewer.gender)) return null;
  const everyone = viewer.interestedIn.includes(INTERESTED_IN_EVERYONE);
  return GENDERS.filter((g) => everyone || viewer.interestedIn.includes(g)).map((g) =>
    sql.raw(
      `onboarding_complete and not is_blocked and role = 'user' and gender = '${g}' and interested_in && '{${viewer.gender},Everyone}'::text[]`,
    ),
  );
}

/**
 * Below this many members of an audience in the viewer's age range (in the whole country),
 * reading them all by birthdate beats walking the map (ADR 021).
 */
const SMALL_POOL = 3000;

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
   * the members walked past), then the full rows of those few. Several walks (a viewer seeking
   * both genders walks two audiences) are merged nearest first.
   */
  type Walk = { where: SQL | undefined; rank: SQL };
  type Pool = { name: string; audience: SQL };
  const page = (q: Queryable, walks: Walk[], n: number, pools: Pool[] = []) => {
    const ids = sql.join(
      walks.map(
        ({ where, rank }) =>
          sql`(select ${userProfiles.userId} as id, ${rank} as rank from ${userProfiles} where ${where} order by rank limit ${n})`,
      ),
      sql` union all `,
    );
    // Each audience's capped count once (a CTE used twice is computed once).
    const counted = pools.map(({ name, audience }) =>
      q
        .$with(name)
        .as(
          q
            .select({ c: sql<number>`count(*)`.as('c') })
            .from(
              sql`(select 1 from ${userProfiles} where ${and(audience, ...ageConditions(viewer))} limit ${SMALL_POOL}) as p`,
            ),
        ),
    );
    return (counted.length > 0 ? q.with(...counted) : q)
      .select(select)
      .from(sql`(${ids}) as ids`)
      .innerJoin(userProfiles, sql`${userProfiles.userId} = ids.id`)
      .orderBy(sql`ids.rank`)
      .limit(n);
  };
  const notBoosted = or(isNull(userProfiles.boostedUntil), lte(userProfiles.boostedUntil, now));
  const pools: Pool[] = [];
  const walks = audiences(viewer)?.flatMap((audience): Walk[] => {
    // How many of the audience are in the viewer's age range, anywhere, counted up to
    // SMALL_POOL (by the audience's birthdate index), in a CTE both gates read: computed once,
    // before the walks, and only the walk its gate lets through runs at all.
    const name = `pool_${pools.length}`;
    pools.push({ name, audience });
    const pool = sql`(select c from ${sql.identifier(name)})`;
    return [
      // Many: walk the audience's GiST index nearest-first, up to the limit.
      {
        where: and(audience, ...base, notBoosted, sql`${pool} >= ${SMALL_POOL}`),
        rank: nearestFirst,
      },
      // Few (rare preferences: the walk would pass thousands of members of other ages, up to
      // the edge of the box): read them all by birthdate and sort. `+ 0` and the box written
      // as ranges keep this one off the GiST index.
      {
        where: and(
          audience,
          ...candidateConditions(viewer, exclude, false),
          notBoosted,
          sql`${pool} < ${SMALL_POOL}`,
        ),
        rank: sql`(${nearestFirst}) + 0`,
      },
    ];
  }) ?? [{ where: and(...base, notBoosted), rank: nearestFirst }];
  return db.transaction(async (tx) => {
    // PostgreSQL guesses that 0.1% of the rows lie in any box (no statistics for geometry):
    // with bitmaps it would read the whole box, or AND the boosted index with a whole age
    // range, however many members live there. Without, the boosted index finds the boosted
    // few and the GiST index is walked nearest-first, up to the limit. No JIT: the branch a
    // gate skips is costed as reading a whole age range, and compiling the statement would
    // take longer than running it.
    await tx.execute(
      sql`select set_config('enable_bitmapscan', 'off', true), set_config('jit', 'off', true)`,
    );
    const boosted = await page(
      tx,
      [
        {
          where: and(
            ...candidateConditions(viewer, exclude, false),
            gt(userProfiles.boostedUntil, now),
          ),
          rank: nearestFirst,
        },
      ],
      limit,
    );
    const rest =
      boosted.length >= limit || walks.length === 0
        ? []
        : await page(tx, walks, limit - boosted.length, pools);
    return [
      ...boosted.map((r) => ({ ...r, distanceKm: Number(r.distanceKm), isBoosted: true })),
      ...rest.map((r) => ({ ...r, distanceKm: Number(r.distanceKm), isBoosted: false })),
    ];
  });
}

export async function loadViewer(db: Queryable, userId: string) {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return row;
}
