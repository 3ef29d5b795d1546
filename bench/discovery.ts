/**
 * Discovery benchmark: for each N, a fresh PostgreSQL database with N generated members
 * (bench/lib/generate.ts), then the latency of `GET /api/discovery` (default page of 20) for
 * random viewers who have hundreds of swipes each, through the real app via app.inject
 * (sequential, in-process: no TCP), and the bare SQL time of findCandidates for the same viewers.
 * Then the same for the rare-preference viewers (the 1% of all `bench_viewers` for whom the
 * smallest share of the members in reach could be in their deck, bench/lib/rare.ts),
 * BENCH_RARE_ROUNDS (default 10, the first unmeasured) requests each.
 * At the largest N it prints EXPLAIN (ANALYZE, BUFFERS) of the deck's statement for one random
 * measured viewer and for the rarest viewer.
 *
 *   node --import tsx bench/discovery.ts                          (N = 10k, 100k, 1M)
 *   node --import tsx bench/discovery.ts 10000 100000             (chosen sizes)
 *   BENCH_SAMPLES=2000 BENCH_KEEP=1 node --import tsx bench/discovery.ts 100000
 *
 * BENCH_KEEP=1 keeps the databases and reuses an already generated one of the same N.
 * BENCH_ANALYSES=1 measures the same requests again while face analyses and receipt readings run
 * back to back in this process (bench/lib/analyses.ts, issue 33) and prints both.
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is the server.
 */
import os from 'node:os';
import postgres from 'postgres';
import { buildApp } from '../apps/server/src/app.js';
import {
  DECK_SETTINGS,
  deckQuery,
  findCandidates,
  loadViewer,
  type Viewer,
} from '../apps/server/src/discovery/candidates.js';
import { type Db, openDatabase } from '../apps/server/src/infra/db/client.js';
import { testConfig } from '../apps/server/src/test/test-app.js';
import { closeAnalyses, describeAnalyses, startAnalyses, stopAnalyses } from './lib/analyses.js';
import {
  createBenchDatabase,
  createSessions,
  elapsed,
  load,
  machine,
  ms,
  random,
  SERVER_URL,
  type Sql,
  type Stats,
  stats,
} from './lib/db.js';
import { generate } from './lib/generate.js';
import { rareViewers } from './lib/rare.js';

const sizes = process.argv.slice(2).map(Number);
if (sizes.length === 0) sizes.push(10_000, 100_000, 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
const WARM_UP = 100;
const KEEP = process.env.BENCH_KEEP === '1';
const ANALYSES = process.env.BENCH_ANALYSES === '1';
/** Viewers measured: members with a history of at least this many swipes. */
const MIN_HISTORY = 200;
/** Requests per rare-preference viewer (HTTP and SQL each). */
const RARE_ROUNDS = Number(process.env.BENCH_RARE_ROUNDS ?? 10);

async function viewerOf(db: Db, userId: string): Promise<Viewer> {
  const row = await loadViewer(db, userId);
  if (!row?.gender || row.searchLatitude === null || row.searchLongitude === null) {
    throw new Error(`viewer ${userId} has no search location`);
  }
  return {
    userId,
    gender: row.gender,
    interestedIn: row.interestedIn,
    latitude: row.searchLatitude,
    longitude: row.searchLongitude,
    radiusKm: row.searchRadiusKm,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
  };
}

/** The deck's statement for one viewer, with EXPLAIN (ANALYZE, BUFFERS), under its settings. */
async function explainCandidates(sql: Sql, viewer: Viewer) {
  const { text, params } = deckQuery(viewer, 20);
  const settings = Object.entries(DECK_SETTINGS);
  console.log(`\n-- settings (set local): ${settings.map(([k, v]) => `${k}=${v}`).join(', ')}`);
  console.log(text);
  console.log(`-- params: ${JSON.stringify(params)}`);
  await sql.begin(async (tx) => {
    for (const [name, value] of settings) await tx`select set_config(${name}, ${value}, true)`;
    const plan = await tx.unsafe(
      `explain (analyze, buffers) ${text}`,
      params as postgres.ParameterOrJSON<never>[],
    );
    console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
  });
}

type Row = {
  n: number;
  viewers: number;
  history: string;
  deck: number;
  http: Stats;
  sql: Stats;
  rare: { viewers: number; deck: number; http: Stats; sql: Stats };
};

/** HTTP then SQL times of `order` (indexes into `ids`), after `warmUp` unmeasured requests. */
async function measure(
  app: Awaited<ReturnType<typeof buildApp>>,
  db: Db,
  ids: string[],
  cookies: string[],
  order: number[],
  warmUp: number,
) {
  const http: number[] = [];
  let deck = 0;
  for (const [i, v] of order.entries()) {
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: '/api/discovery',
      headers: { cookie: cookies[v] as string, origin: 'http://localhost:3000' },
    });
    const took = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`GET /api/discovery ${res.statusCode} ${res.body}`);
    if (i >= warmUp) {
      http.push(took);
      deck += (res.json() as { items: unknown[] }).items.length;
    }
  }
  const viewers = new Map<number, Viewer>();
  for (const v of new Set(order)) viewers.set(v, await viewerOf(db, ids[v] as string));
  const sqlTimes: number[] = [];
  for (const [i, v] of order.entries()) {
    const started = performance.now();
    await findCandidates(db, viewers.get(v) as Viewer, 20);
    if (i >= warmUp) sqlTimes.push(performance.now() - started);
  }
  return { http: stats(http), sql: stats(sqlTimes), deck: deck / http.length, viewers };
}

async function benchmark(n: number, explain: boolean): Promise<Row> {
  console.log(`\n# N = ${n}`);
  const bench = await createBenchDatabase(`discovery_${n}`, KEEP);
  const database = await openDatabase(bench.url, os.tmpdir());
  const sql = postgres(bench.url, { max: 2, onnotice: () => {} });
  const [{ generated } = { generated: false }] =
    await sql`select to_regclass('bench_viewers') is not null as generated`;
  if (!generated) await generate(bench.url, n, Math.min(2000, Math.max(500, n / 50)));
  else console.log('  reusing the generated database');

  const histories = await sql`select swiper_user_id as id, count(*)::int as c
    from swipes s join bench_viewers v on v.user_id = s.swiper_user_id
    group by swiper_user_id having count(*) >= ${MIN_HISTORY} order by swiper_user_id`;
  const viewerIds = histories.map((h) => h.id as string);
  const counts = stats(histories.map((h) => h.c as number));
  const history = `median ${counts.p50}, max ${counts.max}`;
  console.log(`  ${viewerIds.length} viewers with >= ${MIN_HISTORY} swipes each, ${history}`);
  const cookies = await createSessions(sql, viewerIds);

  const app = await buildApp(
    testConfig({ databaseUrl: bench.url, logLevel: 'silent', rateLimit: false }),
    { database, skipBootstrap: true },
  );
  await app.ready();
  const next = random(n);
  const order = Array.from({ length: WARM_UP + SAMPLES }, () =>
    Math.floor(next() * viewerIds.length),
  );

  const t0 = performance.now();
  const main = await measure(app, database.db, viewerIds, cookies, order, WARM_UP);
  console.log(`  ${order.length} requests (HTTP and SQL) in ${elapsed(t0)}, ${load()}`);

  if (ANALYSES) {
    await startAnalyses();
    const t2 = performance.now();
    const busy = await measure(app, database.db, viewerIds, cookies, order, WARM_UP);
    const seconds = (performance.now() - t2) / 1000;
    const done = await stopAnalyses();
    console.log(`  the same requests while analysing, in ${elapsed(t2)}, ${load()}:`);
    console.log(`    meanwhile ${describeAnalyses(done, seconds)}`);
    for (const [label, run] of [
      ['quiet    ', main],
      ['analysing', busy],
    ] as const)
      console.log(
        `    ${label} HTTP p50 ${ms(run.http.p50)} p95 ${ms(run.http.p95)} p99 ${ms(run.http.p99)}, ` +
          `SQL p50 ${ms(run.sql.p50)} p95 ${ms(run.sql.p95)} p99 ${ms(run.sql.p99)}`,
      );
  }

  const rare = await rareViewers(sql, 0.01);
  console.log(`  rare-preference viewers (${rare.length}), rarest first:`);
  for (const r of rare.slice(0, 5))
    console.log(`    ~${r.matching} of ~${r.inReach} in reach match: ${r.label}`);
  const rareIds = rare.map((r) => r.id);
  const rareCookies = await createSessions(sql, rareIds);
  const rareOrder = Array.from({ length: RARE_ROUNDS }, () => rareIds.map((_, i) => i)).flat();
  const t1 = performance.now();
  const rareRun = await measure(app, database.db, rareIds, rareCookies, rareOrder, rare.length);
  console.log(`  ${rareOrder.length} rare requests in ${elapsed(t1)}, ${load()}`);

  const row: Row = {
    n,
    viewers: viewerIds.length,
    history,
    deck: main.deck,
    http: main.http,
    sql: main.sql,
    rare: { ...rareRun, viewers: rare.length },
  };
  report([row]);
  if (explain) {
    console.log('\n## A random measured viewer');
    await explainCandidates(sql, main.viewers.get(order[WARM_UP] as number) as Viewer);
    console.log(`\n## The rarest viewer: ${rare[0]?.label}`);
    await explainCandidates(sql, rareRun.viewers.get(0) as Viewer);
  }

  await app.close();
  if (ANALYSES) await closeAnalyses();
  await database.close();
  await sql.end();
  if (KEEP) await bench.keep();
  else await bench.drop();
  return row;
}

function report(rows: Row[]) {
  console.log(
    '\n| N | viewers (swipes each) | deck | HTTP p50 | p95 | p99 | SQL p50 | p95 | p99 |' +
      ' rare viewers | rare deck | rare HTTP p50 | p99 | rare SQL p50 | p99 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.n.toLocaleString('en')} | ${r.viewers} (${r.history}) | ${r.deck.toFixed(1)} | ` +
        `${ms(r.http.p50)} | ${ms(r.http.p95)} | ${ms(r.http.p99)} | ` +
        `${ms(r.sql.p50)} | ${ms(r.sql.p95)} | ${ms(r.sql.p99)} | ` +
        `${r.rare.viewers} x ${r.rare.http.n / r.rare.viewers} | ${r.rare.deck.toFixed(1)} | ` +
        `${ms(r.rare.http.p50)} | ${ms(r.rare.http.p99)} | ${ms(r.rare.sql.p50)} | ${ms(r.rare.sql.p99)} |`,
    );
  }
}

{
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  console.log(await machine(admin));
  await admin.end();
}
const largest = Math.max(...sizes);
const rows: Row[] = [];
for (const n of sizes) rows.push(await benchmark(n, n === largest));
console.log(
  `\nGET /api/discovery, ${SAMPLES} sequential samples per N (app.inject), SQL = findCandidates`,
);
report(rows);
const small = rows.find((r) => r.n === Math.min(...sizes));
const big = rows.find((r) => r.n === largest);
if (big)
  console.log(`rare-preference p99 at ${largest}: HTTP ${ms(big.rare.http.p99)} (target <= 50 ms)`);
if (small && big && small !== big) {
  console.log(
    `p95 at ${largest}: ${ms(big.http.p95)} (target <= 12 ms), ` +
      `${(big.http.p95 / small.http.p95).toFixed(2)}x the ${small.n} figure (target <= 1.5x)`,
  );
}
