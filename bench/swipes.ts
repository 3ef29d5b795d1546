/**
 * Swipe throughput: likes/s through the real app (POST /api/swipes, with session, origin check,
 * validation, the advisory-locked insert and the match check) against a bare Fastify route
 * running the same SQL (bench/lib/swipe-server.ts), in the same run, with autocannon over HTTP.
 * Every request is a like of a distinct (swiper, target) pair, made up front: the nearest members
 * each of 2,000 viewers (with hundreds of swipes each) has not swiped yet; 25% of the targets
 * already like their swiper, so a quarter of the likes make a match. The servers run in a child
 * process; rounds alternate app and bare on fresh pairs.
 *
 *   node --import tsx bench/swipes.ts                      (N = 100k members, 16 connections)
 *   node --import tsx bench/swipes.ts 100000 32            (N, connections)
 *   BENCH_AMOUNT=20000 BENCH_ROUNDS=3 node --import tsx bench/swipes.ts
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import postgres from 'postgres';
import { openDatabase } from '../apps/server/src/infra/db/client.js';
import {
  createBenchDatabase,
  createSessions,
  load,
  machine,
  random,
  SERVER_URL,
} from './lib/db.js';
import { generate } from './lib/generate.js';
import { postEach } from './lib/load.js';

const N = Number(process.argv[2] ?? 100_000);
const CONNECTIONS = Number(process.argv[3] ?? 16);
const AMOUNT = Number(process.env.BENCH_AMOUNT ?? 15_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP = 2_000;
const SWIPERS = 2_000;
const KEEP = process.env.BENCH_KEEP === '1';

{
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  console.log(await machine(admin));
  await admin.end();
}
const bench = await createBenchDatabase(`swipes_${N}`);
await (await openDatabase(bench.url, os.tmpdir())).close();
await generate(bench.url, N, SWIPERS);
const sql = postgres(bench.url, { max: 2, onnotice: () => {} });

// The pairs: per swiper, the nearest discoverable members not swiped yet and not blocked.
const needed = 2 * WARM_UP + 2 * ROUNDS * AMOUNT;
const perSwiper = Math.ceil(needed / SWIPERS) + 2;
let t0 = performance.now();
const pairs = await sql.begin(async (tx) => {
  await tx`set local enable_bitmapscan = off`;
  return tx`select v.user_id as swiper, t.user_id as target
    from bench_viewers v cross join lateral (
      select p.user_id from user_profiles p
      where p.onboarding_complete and not p.is_blocked and p.role = 'user'
        and p.user_id <> v.user_id
        and not exists (select 1 from swipes s where s.swiper_user_id = v.user_id
          and s.swiped_user_id = p.user_id)
        and not exists (select 1 from blocks b where (b.blocker_user_id = v.user_id
          and b.blocked_user_id = p.user_id) or (b.blocker_user_id = p.user_id
          and b.blocked_user_id = v.user_id))
      order by p.geo_point <-> v.geo_point limit ${perSwiper}) t`;
});
const next = random(7);
const shuffled = pairs.map((p) => ({ swiper: p.swiper as string, target: p.target as string }));
for (let i = shuffled.length - 1; i > 0; i--) {
  const j = Math.floor(next() * (i + 1));
  [shuffled[i], shuffled[j]] = [
    shuffled[j] as (typeof shuffled)[0],
    shuffled[i] as (typeof shuffled)[0],
  ];
}
if (shuffled.length < needed) throw new Error(`only ${shuffled.length} pairs of ${needed}`);
const keys = new Set(shuffled.map((p) => `${p.swiper}:${p.target}`));
// Not where the reverse pair is itself to be sent: that like would meet a conflict.
const admirers = shuffled.filter((p) => next() < 0.25 && !keys.has(`${p.target}:${p.swiper}`));
for (let i = 0; i < admirers.length; i += 5000) {
  const rows = admirers.slice(i, i + 5000).map((p) => ({
    swiper_user_id: p.target,
    swiped_user_id: p.swiper,
    action: 'like',
  }));
  await sql`insert into swipes ${sql(rows)} on conflict do nothing`;
}
const swiperIds = [...new Set(shuffled.map((p) => p.swiper))];
const cookies = new Map(
  (await createSessions(sql, swiperIds)).map((cookie, i) => [swiperIds[i] as string, cookie]),
);
await sql`vacuum analyze swipes`;
console.log(
  `  ${shuffled.length} pairs of ${swiperIds.length} swipers, ${admirers.length} liked back ` +
    `already, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const child = fork(new URL('./lib/swipe-server.ts', import.meta.url), [bench.url], {
  execArgv: ['--import', 'tsx'],
});
const { appPort, barePort } = await new Promise<{ appPort: number; barePort: number }>((resolve) =>
  child.once('message', (m) => resolve(m as { appPort: number; barePort: number })),
);

type Pair = { swiper: string; target: string };
const appList = (list: Pair[]) =>
  list.map((p) => ({
    headers: {
      'content-type': 'application/json',
      cookie: cookies.get(p.swiper) as string,
      origin: `http://127.0.0.1:${appPort}`,
    },
    body: JSON.stringify({ target_user_id: p.target, action: 'like' }),
  }));
const bareList = (list: Pair[]) =>
  list.map((p) => ({
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ swiper_user_id: p.swiper, target_user_id: p.target }),
  }));

let taken = 0;
async function run(kind: 'app' | 'bare', count: number) {
  const list = shuffled.slice(taken, taken + count);
  taken += count;
  const url =
    kind === 'app'
      ? `http://127.0.0.1:${appPort}/api/swipes`
      : `http://127.0.0.1:${barePort}/bench/bare`;
  const { result, perSecond, ok } = await postEach(
    url,
    CONNECTIONS,
    kind === 'app' ? appList(list) : bareList(list),
  );
  const other = Object.entries(result.statusCodeStats).filter(([code]) => code !== '200');
  if (other.length > 0 || result.errors > 0) {
    console.log(`  ${kind}: unexpected ${JSON.stringify(other)}, ${result.errors} errors`);
  }
  return { perSecond, ok, latency: result.latency };
}

await run('app', WARM_UP);
await run('bare', WARM_UP);
const [before] = await sql`select count(*)::int as c from matches`;
const app: number[] = [];
const bare: number[] = [];
t0 = performance.now();
for (let round = 1; round <= ROUNDS; round++) {
  const a = await run('app', AMOUNT);
  const b = await run('bare', AMOUNT);
  app.push(a.perSecond);
  bare.push(b.perSecond);
  console.log(
    `  round ${round}: app ${a.perSecond.toFixed(0)} swipes/s (${a.ok} ok, latency p50 ` +
      `${a.latency.p50} ms, p99 ${a.latency.p99} ms), bare ${b.perSecond.toFixed(0)} swipes/s ` +
      `(${b.ok} ok, p50 ${b.latency.p50} ms, p99 ${b.latency.p99} ms), ratio ` +
      `${(a.perSecond / b.perSecond).toFixed(2)}; ${load()}`,
  );
}
const [after] = await sql`select count(*)::int as c from matches`;
const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
console.log(
  `\nN = ${N}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${AMOUNT} likes per side ` +
    `(${((performance.now() - t0) / 1000).toFixed(0)} s), ` +
    `${(after?.c ?? 0) - (before?.c ?? 0)} matches made`,
);
console.log(`| | swipes/s (mean of rounds) | rounds |`);
console.log(`|---|---|---|`);
console.log(
  `| app POST /api/swipes | ${mean(app).toFixed(0)} | ${app.map((v) => v.toFixed(0)).join(', ')} |`,
);
console.log(
  `| bare route, same SQL | ${mean(bare).toFixed(0)} | ${bare.map((v) => v.toFixed(0)).join(', ')} |`,
);
console.log(`| ratio app / bare | ${(mean(app) / mean(bare)).toFixed(2)} | |`);

child.send('close');
await new Promise((resolve) => child.once('exit', resolve));
await sql.end();
if (KEEP) await bench.keep();
else await bench.drop();
