import { GENDERS, INTERESTED_IN_EVERYONE, MINIMUM_AGE } from '@dating/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { queryPrepared, queryPreparedWithSettings } from '../infra/db/prepared.js';
import type { PublicProfileRow } from '../profiles/index.js';
import { mutualInterest } from './mutual-interest.js';

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

export type CandidateRow = { profile: PublicProfileRow; distanceKm: number; isBoosted: boolean };

/**
 * Great-circle distance (km), as SQL text, from the point (`latitude`, `longitude`: SQL
 * expressions) to a member's public point. Never the private point: distances, order and the
 * radius edge are all anyone could trilaterate from (docs/product.md#location-privacy).
 */
function distanceText(latitude: string, longitude: string, table = 'user_profiles'): string {
  return `(2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${table}.public_latitude - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${table}.public_latitude))
    * power(sin(radians(${table}.public_longitude - ${longitude}) / 2), 2)))))`;
}

/** The same distance for drizzle queries (the likes list), from a known point. */
export function distanceSql(latitude: number, longitude: number): SQL<number> {
  return sql<number>`${sql.raw(distanceText(`${Number(latitude)}::float8`, `${Number(longitude)}::float8`))}`;
}

/** YYYY-MM-DD of the day someone born on it turns `years` today (UTC). */
function birthdateYearsAgo(years: number, today = new Date()): string {
  const d = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()),
  );
  return d.toISOString().slice(0, 10);
}

/**
 * The deck's parameters. The statement's text depends only on the viewer's audiences, so each
 * shape is prepared once per connection and the values change from call to call.
 */
const P = {
  viewer: '$1::uuid',
  latitude: '$2::float8',
  longitude: '$3::float8',
  /** x of the viewer's point in geo_point's projection (longitude scaled by cos latitude). */
  x: '$4::float8',
  /** Half the side of the box around the viewer that holds the radius, in degrees. */
  reach: '$5::float8',
  radiusKm: '$6::float8',
  gender: '$7::text',
  /** The viewer's interested-in, as stored (Everyone included). */
  interestedIn: '$8::text[]',
  bornOnOrBefore: '$9::date',
  bornAfter: '$10::date',
  now: '$11::timestamptz',
  exclude: '$12::uuid[]',
  limit: '$13::integer',
} as const;

function deckParams(viewer: Viewer, limit: number, exclude: string[], now: Date): unknown[] {
  return [
    viewer.userId,
    viewer.latitude,
    viewer.longitude,
    viewer.longitude * Math.cos((viewer.latitude * Math.PI) / 180),
    (viewer.radiusKm / KM_PER_DEGREE) * 1.02,
    viewer.radiusKm,
    viewer.gender,
    viewer.interestedIn,
    birthdateYearsAgo(Math.max(viewer.ageMin, MINIMUM_AGE), now),
    birthdateYearsAgo(viewer.ageMax + 1, now),
    now.toISOString(),
    exclude,
    limit,
  ];
}

/** Discoverable: the SQL function's rule, inlined by the planner (is_discoverable.sql). */
const DISCOVERABLE = 'is_discoverable(user_profiles)';
const AGE = `birthdate <= ${P.bornOnOrBefore} and birthdate > ${P.bornAfter}`;
const NEAREST_FIRST = `geo_point <-> point(${P.x}, ${P.latitude})`;
/** The box lets the GiST index cut the search; the exact distance check follows. */
const BOX_INDEXED = `geo_point <@ box(point(${P.x} - ${P.reach}, ${P.latitude} - ${P.reach}), point(${P.x} + ${P.reach}, ${P.latitude} + ${P.reach}))`;
/** Written as ranges, the box cannot use the GiST index (walks that must not). */
const BOX_RANGES = `geo_point[0] between ${P.x} - ${P.reach} and ${P.x} + ${P.reach} and geo_point[1] between ${P.latitude} - ${P.reach} and ${P.latitude} + ${P.reach}`;

/**
 * The spec's get_potential_matches as WHERE conditions: inside the viewer's radius and age
 * range, mutual gender interest (Everyone matches all), and none of the exclusions of
 * docs/product.md#discovery-swipes-and-matches. One unique-index probe per member walked past
 * (`offset 0` keeps each a subplan): the planner, misled by the box estimate, would otherwise
 * rescan the viewer's whole history for every member (a nested loop over hundreds of swipes).
 */
function candidateConditions(box: string): string {
  return [
    DISCOVERABLE,
    `user_id <> ${P.viewer}`,
    box,
    `${distanceText(P.latitude, P.longitude)} <= ${P.radiusKm}`,
    mutualInterest({ gender: P.gender, interestedIn: P.interestedIn }, 'user_profiles'),
    AGE,
    `user_id <> all(${P.exclude})`,
    `not exists (select 1 from swipes s where s.swiper_user_id = ${P.viewer} and s.swiped_user_id = user_profiles.user_id offset 0)`,
    `not exists (select 1 from reports r where r.reporter_user_id = ${P.viewer} and r.reported_user_id = user_profiles.user_id offset 0)`,
    `not exists (select 1 from matches m where m.user_1_id = least(${P.viewer}, user_profiles.user_id) and m.user_2_id = greatest(${P.viewer}, user_profiles.user_id) offset 0)`,
    `not exists (select 1 from blocks b where b.blocker_user_id = ${P.viewer} and b.blocked_user_id = user_profiles.user_id offset 0)`,
    `not exists (select 1 from blocks b where b.blocker_user_id = user_profiles.user_id and b.blocked_user_id = ${P.viewer} offset 0)`,
  ].join('\n  and ');
}

/**
 * The audiences whose members could be in this viewer's deck: the discoverable members of a
 * gender the viewer seeks who are interested in the viewer's gender (or Everyone). Written as
 * literals, so that PostgreSQL proves the partial index of each (migration 0016) applies; the
 * values come from GENDERS only. Null for a viewer outside GENDERS (no such index).
 */
function audiences(viewer: Viewer): string[] | null {
  if (!(GENDERS as readonly string[]).includes(viewer.gender)) return null;
  const everyone = viewer.interestedIn.includes(INTERESTED_IN_EVERYONE);
  return GENDERS.filter((g) => everyone || viewer.interestedIn.includes(g)).map(
    (g) =>
      `${DISCOVERABLE} and gender = '${g}' and interested_in && '{${viewer.gender},Everyone}'::text[]`,
  );
}

/**
 * Below this many members of an audience in the viewer's age range (in the whole country),
 * reading them all by birthdate beats walking the map (ADR 021).
 */
const SMALL_POOL = 3000;
const NOT_BOOSTED = `(boosted_until is null or boosted_until <= ${P.now})`;

/** The card's columns, named as the profile row's fields (profiles/serialize.ts). */
export const CARD_COLUMNS = `p.user_id as "userId", p.first_name as "firstName",
  p.birthdate::text as "birthdate", p.gender, p.show_gender as "showGender", p.pronouns,
  p.sexuality, p.interested_in as "interestedIn",
  p.relationship_intention as "relationshipIntention", p.bio, p.media,
  p.media_placeholders as "mediaPlaceholders", p.avatar_url as "avatarUrl", p.city,
  p.is_verified as "isVerified"`;

/**
 * The deck as one statement: boosted members first (nearest first among them), then everyone
 * else nearest first, `limit` in all, with the card's columns only. The ids come from the
 * covering indexes alone (index-only scans: no heap page is read for the members walked past),
 * then the few rows. A viewer seeking both genders walks two audiences, merged nearest first.
 */
function deckStatement(viewer: Viewer): string {
  const pools: string[] = [];
  const walks = audiences(viewer)?.flatMap((audience, i) => {
    // How many of the audience are in the viewer's age range, anywhere, counted up to
    // SMALL_POOL (by the audience's birthdate index), in a CTE both gates read: computed once,
    // before the walks, and only the walk its gate lets through runs at all.
    pools.push(
      `pool_${i} as (select count(*) as c from (select 1 from user_profiles where ${audience} and ${AGE} limit ${SMALL_POOL}) as p)`,
    );
    return [
      // Many: walk the audience's GiST index nearest-first, up to the limit.
      `select user_id as id, ${NEAREST_FIRST} as rank from user_profiles
  where ${audience} and ${candidateConditions(BOX_INDEXED)} and ${NOT_BOOSTED}
  and (select c from pool_${i}) >= ${SMALL_POOL}
  order by rank limit ${P.limit}`,
      // Few (rare preferences: the walk would pass thousands of members of other ages, up to
      // the edge of the box): read them all by birthdate and sort. `+ 0` and the box written
      // as ranges keep this one off the GiST index.
      `select user_id as id, (${NEAREST_FIRST}) + 0 as rank from user_profiles
  where ${audience} and ${candidateConditions(BOX_RANGES)} and ${NOT_BOOSTED}
  and (select c from pool_${i}) < ${SMALL_POOL}
  order by rank limit ${P.limit}`,
    ];
  }) ?? [
    `select user_id as id, ${NEAREST_FIRST} as rank from user_profiles
  where ${candidateConditions(BOX_INDEXED)} and ${NOT_BOOSTED}
  order by rank limit ${P.limit}`,
  ];
  // The few boosted members are found by their own index (the box as ranges, off the GiST).
  const boosted = `boosted as (select user_id as id, ${NEAREST_FIRST} as rank from user_profiles
  where ${candidateConditions(BOX_RANGES)} and boosted_until > ${P.now}
  order by rank limit ${P.limit})`;
  // The rest only when the boosted do not fill the page.
  // No audience (seeking only genders outside GENDERS): nobody but the boosted could match.
  const union =
    walks.length > 0
      ? walks.map((w) => `(${w})`).join('\nunion all\n')
      : 'select null::uuid as id, null::float8 as rank where false';
  const rest = `rest as (select id, rank from (${union}) as walks
  where (select count(*) from boosted) < ${P.limit}
  order by rank limit ${P.limit})`;
  // Each of the page's rows by its primary key (`offset 0` keeps the lookup per row: the
  // walks' cost estimates are so far off that a joined plan read the whole table instead).
  return `with ${[...pools, boosted, rest].join(',\n')}
select p.*, deck.is_boosted as "isBoosted"
from (select id, rank, true as is_boosted from boosted
  union all select id, rank, false from rest) as deck
cross join lateral (select ${CARD_COLUMNS},
    ${distanceText(P.latitude, P.longitude, 'p')} as "distanceKm"
  from user_profiles p where p.user_id = deck.id offset 0) as p
order by deck.is_boosted desc, deck.rank
limit ${P.limit}`;
}

/**
 * How the deck is planned. PostgreSQL guesses that 0.1% of the rows lie in any box (no
 * statistics for geometry): with bitmaps it would read the whole box, or AND the boosted index
 * with a whole age range, however many members live there. Without, the boosted index finds the
 * boosted few and the GiST index is walked nearest-first, up to the limit. No JIT: the branch a
 * gate skips is costed as reading a whole age range, and compiling the statement would take
 * longer than running it. A plan for each call's values (custom): a generic plan cannot see
 * how wide the viewer's age range or radius is.
 */
export const DECK_SETTINGS = {
  enable_bitmapscan: 'off',
  jit: 'off',
  plan_cache_mode: 'force_custom_plan',
} as const;

/**
 * The deck's rule of who a viewer may see (candidateConditions), for another list's own
 * statement (the Spotlight): `where`, the conditions over user_profiles; `params`, their values;
 * `now` and `limit`, the placeholders of the clock and of the page size, which that statement
 * must use too (an unused parameter has no type to prepare).
 */
export function candidateFilter(viewer: Viewer, limit: number) {
  return {
    where: candidateConditions(BOX_RANGES),
    params: deckParams(viewer, limit, [], new Date()),
    now: P.now,
    limit: P.limit,
  };
}

/** The statement and values of a viewer's deck (EXPLAIN in bench/discovery.ts runs them too). */
export function deckQuery(viewer: Viewer, limit: number, exclude: string[] = []) {
  return {
    text: deckStatement(viewer),
    params: deckParams(viewer, limit, exclude, new Date()),
  };
}

/** The deck for a viewer: `limit` candidates, boosted first. One prepared statement. */
export async function findCandidates(
  db: Db,
  viewer: Viewer,
  limit: number,
  exclude: string[] = [],
): Promise<CandidateRow[]> {
  const { text, params } = deckQuery(viewer, limit, exclude);
  const rows = await queryPreparedWithSettings<
    PublicProfileRow & { distanceKm: number; isBoosted: boolean }
  >(db, DECK_SETTINGS, text, params);
  return rows.map(({ distanceKm, isBoosted, ...profile }) => ({
    profile,
    distanceKm: Number(distanceKm),
    isBoosted,
  }));
}

/** What the deck needs of its viewer; undefined for no such member. */
export async function loadViewer(db: Db, userId: string) {
  const [row] = await queryPrepared<{
    gender: string | null;
    interestedIn: string[];
    searchLatitude: number | null;
    searchLongitude: number | null;
    searchRadiusKm: number;
    ageMin: number;
    ageMax: number;
  }>(
    db,
    `select gender, interested_in as "interestedIn", search_latitude as "searchLatitude",
      search_longitude as "searchLongitude", search_radius_km as "searchRadiusKm",
      age_min as "ageMin", age_max as "ageMax"
    from user_profiles where user_id = $1::uuid`,
    [userId],
  );
  return row;
}
