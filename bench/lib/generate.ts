/**
 * Fills a benchmark database (migrations already applied) with N onboarded members and swipe
 * history, in bulk SQL run by the server itself (insert ... select generate_series), two
 * statements at a time (one per core):
 * - 50% around Yangon and 30% around Mandalay (gaussian, sigma 8 km per axis: ~86% within 16 km,
 *   nearly all within 25 km), 20% around 18 other towns (sigma 25 km);
 * - 53% men; 82% straight, 6% gay/lesbian, 8% "Everyone", 4% "Man, Woman"; ages 18-60 (median
 *   ~23), age ranges around the own age; search radius 50 km for 60%, else 10-200 km;
 * - 0.1% boosted now, 2% with an expired boost, 0.2% blocked by an admin;
 * - history: a sample of viewers has swiped what their deck showed (58% pass, 40% like,
 *   2% superlike): the boosted members in reach first, then the 200-600 nearest others; 20% of
 *   their likes are liked back (so matches exist);
 *   every member has ~2 background swipes on random members; a few blocks and reports.
 * Member g gets a v4-shaped id made of md5('bench-member-g') and the username m<g>.
 */
import postgres from 'postgres';
import { elapsed, type Sql } from './db.js';

const METROS = [
  ['Yangon', 16.8409, 96.1735, 8],
  ['Mandalay', 21.9588, 96.0891, 8],
] as const;
const TOWNS = [
  ['Naypyidaw', 19.7633, 96.0785],
  ['Bago', 17.3352, 96.4814],
  ['Mawlamyine', 16.4905, 97.6283],
  ['Pathein', 16.7792, 94.7321],
  ['Taunggyi', 20.7892, 97.0378],
  ['Monywa', 22.1086, 95.1358],
  ['Sittwe', 20.1462, 92.8983],
  ['Myitkyina', 25.3833, 97.3964],
  ['Lashio', 22.9333, 97.75],
  ['Magway', 20.1496, 94.9325],
  ['Pyay', 18.8246, 95.2222],
  ['Dawei', 14.0823, 98.1915],
  ['Hpa-An', 16.8906, 97.6333],
  ['Meiktila', 20.8778, 95.8584],
  ['Myeik', 12.4394, 98.6003],
  ['Hinthada', 17.6483, 95.4679],
  ['Kalay', 23.1889, 94.0511],
  ['Pakokku', 21.332, 95.0866],
] as const;
const NAMES = ['Aung', 'Thiri', 'Hnin', 'Kyaw', 'Su', 'Zaw', 'Myat', 'Htet', 'Ei', 'Nay', 'Khin'];
const BIOS = [
  'I love tea shops and long walks by Inya Lake.',
  'Engineer by day, guitarist by night. Looking for someone to share mohinga with.',
  'Foodie, traveller, cat person. Ask me about Bagan at sunrise.',
  'Teacher who reads too much. Let us go to the bookstore on 37th Street.',
  'Football on weekends, family first, always up for a road trip to Ngapali.',
];
const INTENTIONS = [
  'Life partner',
  'Long-term relationship',
  'Long-term, open to short',
  'Short-term, open to long',
  'Short-term fun',
  'Figuring things out',
];
const DISCOVERABLE = `onboarding_complete and not is_blocked and role = 'user'`;

const list = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
const pick = (values: readonly string[], r: string) =>
  `(${list(values)})[1 + floor(${r} * ${values.length})::int]`;

/** Runs the statements two at a time (one backend per core), in order of the list. */
async function inParallel(sql: Sql, statements: string[], settings = '') {
  let next = 0;
  const run = (statement: string) =>
    settings
      ? sql.begin(async (tx) => {
          await tx.unsafe(settings);
          await tx.unsafe(statement);
        })
      : sql.unsafe(statement);
  const worker = async () => {
    while (next < statements.length) await run(statements[next++] as string);
  };
  await Promise.all([worker(), worker()]);
}

function chunks(n: number, size: number) {
  const out: [number, number][] = [];
  for (let lo = 1; lo <= n; lo += size) out.push([lo, Math.min(n, lo + size - 1)]);
  return out;
}

function membersSql(lo: number, hi: number) {
  const places = [
    ...METROS.map(
      ([name, lat, lon, sigma], i) => `(${i + 1}, '${name}', ${lat}, ${lon}, ${sigma})`,
    ),
    ...TOWNS.map(([name, lat, lon], i) => `(${i + 3}, '${name}', ${lat}, ${lon}, 25)`),
  ].join(',');
  const photos = Array.from({ length: 6 }, (_, i) => `id::text || '/${i + 1}.webp'`).join(',');
  const randoms = Array.from({ length: 10 }, (_, i) => `random() as r${i}`).join(', ');
  return `
with r as (
  select g, bench_uuid(g) as id, sqrt(-2 * ln(1 - random())) as rad, 2 * pi() * random() as ang,
    abs(sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())) as agez, ${randoms}
  from generate_series(${lo}, ${hi}) g
), p as (
  select r.*, case when r0 < 0.5 then 1 when r0 < 0.8 then 2
      else 3 + floor((r0 - 0.8) / 0.2 * ${TOWNS.length})::int end as t,
    (18 + least(42, floor(agez * 5 + r1 * 3)))::int as age,
    case when r2 < 0.53 then 'Man' else 'Woman' end as gender
  from r
), l as (
  select p.*, c.city, c.lat + rad * cos(ang) * c.sigma / 111.195 as lat,
    c.lon + rad * sin(ang) * c.sigma / (111.195 * cos(radians(c.lat))) as lon,
    case when gender = 'Man' then 'Woman' else 'Man' end as other
  from p join (values ${places}) c(t, city, lat, lon, sigma) using (t)
)
insert into user_profiles (user_id, username, first_name, birthdate, gender, pronouns, sexuality,
  interested_in, relationship_intention, bio, media, avatar_url, location_latitude,
  location_longitude, city, search_latitude, search_longitude, search_location, search_radius_km,
  age_min, age_max, terms_accepted_at, onboarding_complete, boosted_until, is_blocked, created_at)
select id, 'm' || g, ${pick(NAMES, 'r3')},
  (current_date - make_interval(years => age, days => floor(r4 * 364)::int))::date, gender,
  case when gender = 'Man' then 'he/him' else 'she/her' end,
  case when r5 < 0.82 then 'Straight' when r5 < 0.88 and gender = 'Man' then 'Gay'
    when r5 < 0.88 then 'Lesbian' when r5 < 0.96 then 'Bisexual' else 'Prefer not to say' end,
  case when r5 < 0.82 then array[other] when r5 < 0.88 then array[gender]
    when r5 < 0.96 then array['Everyone'] else array['Man', 'Woman'] end,
  ${pick(INTENTIONS, 'r6')}, ${pick(BIOS, 'r7')},
  (array[${photos}])[1:1 + floor(r8 * 6)::int], id::text || '/1.webp', lat, lon, city, lat, lon,
  city, case when r6 < 0.6 then 50 when r6 < 0.75 then 25 when r6 < 0.85 then 100
    when r6 < 0.95 then 10 else 200 end,
  greatest(18, age - 1 - floor(r7 * 7))::int, least(99, age + 2 + floor(r8 * 12))::int,
  now(), true,
  case when r9 < 0.001 then now() + r9 / 0.001 * interval '24 hours'
    when r9 < 0.021 then now() - (r9 - 0.001) / 0.02 * interval '30 days' end,
  r1 < 0.002, now() - r4 * interval '365 days'
from l`;
}

/**
 * The nearest members a viewer's deck would show (mutual interest, age range, radius): the
 * boosted ones (found by their boosted_until index: the box is written so it cannot use the
 * GiST index), or the 200-600 nearest others.
 */
function historySql(lo: number, hi: number, boosted: boolean) {
  const reach = boosted
    ? `p.boosted_until > now() and p.geo_point[0] between v.geo_point[0] - v.d and v.geo_point[0] + v.d
    and p.geo_point[1] between v.geo_point[1] - v.d and v.geo_point[1] + v.d`
    : `(p.boosted_until is null or p.boosted_until <= now()) and p.geo_point <@
    box(point(v.geo_point[0] - v.d, v.geo_point[1] - v.d), point(v.geo_point[0] + v.d, v.geo_point[1] + v.d))`;
  return `
insert into swipes (swiper_user_id, swiped_user_id, action, created_at)
select v.user_id, c.user_id,
  case when c.r < 0.58 then 'pass' when c.r < 0.98 then 'like' else 'superlike' end,
  now() - c.r * interval '60 days'
from (select *, 200 + floor(random() * 401)::int as k, search_radius_km / 111.195 as d
      from bench_viewers
      where n between ${lo} and ${hi}) v
cross join lateral (
  select p.user_id, random() as r from user_profiles p
  where p.onboarding_complete and not p.is_blocked and p.role = 'user'
    and p.user_id <> v.user_id
    and p.interested_in && array[v.gender, 'Everyone']
    and v.interested_in && array[p.gender, 'Everyone']
    and p.birthdate <= current_date - make_interval(years => v.age_min)
    and p.birthdate > current_date - make_interval(years => v.age_max + 1)
    and ${reach}
    and (p.geo_point <-> v.geo_point) <= v.d
  order by p.geo_point <-> v.geo_point
  limit ${boosted ? 1000 : 'v.k'}
) c
on conflict do nothing`;
}

function backgroundSql(lo: number, hi: number, n: number) {
  return `
insert into swipes (swiper_user_id, swiped_user_id, action, created_at)
select bench_uuid(g), bench_uuid(1 + (g - 1 + o * 7919) % ${n}),
  case when random() < 0.6 then 'pass' else 'like' end, now() - random() * interval '90 days'
from generate_series(${lo}, ${hi}) g, generate_series(1, 4) o
where random() < 0.5 and (o * 7919) % ${n} <> 0
on conflict do nothing`;
}

export type Generated = { viewers: string[] };

/** Loads N members; `viewerCount` of them get a swipe history of hundreds of swipes. */
export async function generate(url: string, n: number, viewerCount: number): Promise<Generated> {
  // A bulk load: no wait for the WAL flush at each commit (the benchmarks use the default).
  const sql = postgres(url, {
    max: 2,
    onnotice: () => {},
    connection: { synchronous_commit: 'off' },
  });
  const started = performance.now();
  const step = (label: string, t0: number) => console.log(`  ${label.padEnd(34)} ${elapsed(t0)}`);
  await sql.unsafe(`create or replace function bench_uuid(bigint) returns uuid language sql
    immutable parallel safe as $$ select overlay(overlay(md5('bench-member-' || $1) placing '4'
      from 13) placing '8' from 17)::uuid $$`);
  const size = 25_000;
  let t0 = performance.now();
  await inParallel(
    sql,
    chunks(n, size).map(
      ([lo, hi]) => `insert into accounts (id, username, username_normalized, password_hash)
        select bench_uuid(g), 'm' || g, 'm' || g, 'not-a-hash' from generate_series(${lo}, ${hi}) g`,
    ),
  );
  step(`accounts (${n})`, t0);
  t0 = performance.now();
  await inParallel(
    sql,
    chunks(n, size).map(([lo, hi]) => membersSql(lo, hi)),
  );
  step(`user_profiles (${n})`, t0);

  t0 = performance.now();
  await sql.unsafe(`analyze user_profiles`);
  await sql.unsafe(`create table bench_viewers as
    select row_number() over () as n, * from (
      select user_id, gender, interested_in, geo_point, search_radius_km, age_min, age_max
      from user_profiles where ${DISCOVERABLE} order by md5(user_id::text) limit ${viewerCount}) s`);
  await inParallel(
    sql,
    chunks(viewerCount, 50).map(([lo, hi]) => historySql(lo, hi, true)),
  );
  await inParallel(
    sql,
    chunks(viewerCount, 50).map(([lo, hi]) => historySql(lo, hi, false)),
    // The box estimate is a constant guess: without this, each viewer's nearest members come
    // from a bitmap scan of the whole box plus a sort instead of a nearest-first index walk.
    'set local enable_bitmapscan = off',
  );
  const [history] = await sql`select count(*)::int as c from swipes`;
  step(`viewer histories (${viewerCount} viewers, ${history?.c} swipes)`, t0);

  t0 = performance.now();
  await sql.unsafe(`insert into swipes (swiper_user_id, swiped_user_id, action, created_at)
    select swiped_user_id, swiper_user_id, 'like', created_at - interval '1 day' from swipes
    where action <> 'pass' and random() < 0.2 on conflict do nothing`);
  await inParallel(
    sql,
    chunks(n, 50_000).map(([lo, hi]) => backgroundSql(lo, hi, n)),
  );
  await sql.unsafe(`insert into matches (user_1_id, user_2_id, created_at)
    select least(a.swiper_user_id, a.swiped_user_id), greatest(a.swiper_user_id, a.swiped_user_id),
      greatest(a.created_at, b.created_at)
    from swipes a join swipes b
      on b.swiper_user_id = a.swiped_user_id and b.swiped_user_id = a.swiper_user_id
    where a.swiper_user_id < a.swiped_user_id and a.action <> 'pass' and b.action <> 'pass'
    on conflict do nothing`);
  await sql.unsafe(`insert into blocks (blocker_user_id, blocked_user_id)
    select bench_uuid(g), bench_uuid(1 + (g + 12) % ${n}) from generate_series(1, ${n}, 200) g
    on conflict do nothing`);
  await sql.unsafe(`insert into reports (reporter_user_id, reported_user_id, reason)
    select bench_uuid(g), bench_uuid(1 + (g + 30) % ${n}), 'Other'
    from generate_series(1, ${n}, 500) g`);
  const [counts] = await sql`select (select count(*)::int from swipes) as s,
    (select count(*)::int from matches) as m`;
  step(`background (${counts?.s} swipes, ${counts?.m} matches)`, t0);

  t0 = performance.now();
  // ANALYZE, plus VACUUM's visibility map, which a live database's autovacuum keeps too.
  await sql.unsafe('vacuum (analyze) accounts, user_profiles, swipes, matches, blocks, reports');
  step('vacuum analyze', t0);
  console.log(`  generated in ${elapsed(started)}`);
  const viewers = await sql`select user_id from bench_viewers order by n`;
  await sql.end();
  return { viewers: viewers.map((v) => v.user_id as string) };
}
