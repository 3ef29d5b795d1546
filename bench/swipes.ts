/**
 * Swipe throughput: likes/s through the real app (POST /api/swipes, with session, origin check,
 * validation, the advisory-locked insert and the match check) against bare Fastify routes
 * (bench/lib/swipe-server.ts), in the same run, with autocannon over HTTP:
 * - `bare-session`: the app's SQL for one request (the session lookup, then the call): the ratio
 *   app / bare-session is what the app's own code costs (its batched realtime NOTIFY included);
 * - `bare`: the call alone, as the first version of this bench measured it;
 * - `bare-notice`: the call with its event's NOTIFY in its own commit (the app before batching).
 * Every request is a like of a distinct (swiper, target) pair, made up front: the nearest members
 * each of 2,000 viewers (with hundreds of swipes each) has not swiped yet; 25% of the targets
 * already like their swiper, so a quarter of the likes make a match. The servers run in a child
 * process; rounds alternate app and bare on fresh pairs.
 *
 *   node --import tsx bench/swipes.ts                      (N = 100k members, 16 connections)
 *   node --import tsx bench/swipes.ts 100000 32            (N, connections)
 *   BENCH_AMOUNT=20000 BENCH_ROUNDS=3 node --import tsx bench/swipes.ts
 *   BENCH_SIDES=app,bare-session ...       which routes to run (default: app and the three bare)
 *   BENCH_SIDES=app,app-analysing ...      the app, and the app while face analyses and receipt
 *                                          readings run back to back in its process (issue 33)
 *   BENCH_KEEP=1 ...                       keep the database, and reuse it next time
 *   BENCH_CPU_PROF=/tmp/prof ...           CPU profile of the servers' process into that folder
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import postgres from 'postgres';
import { mutualInterest } from '../apps/server/src/discovery/mutual-interest.js';
import { openDatabase } from '../apps/server/src/infra/db/client.js';
import { describeAnalyses } from './lib/analyses.js';
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
const SIDE_NAMES = ['app', 'bare-session', 'bare', 'bare-notice', 'app-analysing'] as const;
type Side = (typeof SIDE_NAMES)[number];
const DEFAULT_SIDES = 'app,bare-session,bare,bare-notice';
const SIDES = (process.env.BENCH_SIDES ?? DEFAULT_SIDES).split(',').map((side) => {
  if (!SIDE_NAMES.includes(side as Side)) throw new Error(`unknown side ${side}`);
  return side as Side;
});
const CPU_PROF = process.env.BENCH_CPU_PROF;

{
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  console.log(await machine(admin));
  await admin.end();
}
const bench = await createBenchDatabase(`swipes_${N}`, KEEP);
await (await openDatabase(bench.url, os.tmpdir())).close();
if (bench.reused) console.log(`  reusing ${bench.name}, kept by an earlier run`);
else await generate(bench.url, N, SWIPERS);
const sql = postgres(bench.url, { max: 2, onnotice: () => {} });

// The pairs: per swiper, the nearest discoverable members not swiped yet and not blocked.
const needed = SIDES.length * (WARM_UP + ROUNDS * AMOUNT);
const perSwiper = Math.ceil(needed / SWIPERS) + 2;
let t0 = performance.now();
const pairs = await sql.begin(async (tx) => {
  await tx`set local enable_bitmapscan = off`;
  return tx`select v.user_id as swiper, t.user_id as target
    from bench_viewers v join user_profiles vp on vp.user_id = v.user_id cross join lateral (
      select p.user_id from user_profiles p
      where p.onboarding_complete and not p.is_blocked and p.role = 'user'
        and p.user_id <> v.user_id
        -- A like needs mutual interest (the server refuses others with 403).
        and ${sql.unsafe(mutualInterest({ gender: 'vp.gender', interestedIn: 'vp.interested_in' }, 'p'))}
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
  execArgv: ['--import', 'tsx', ...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [])],
});
const { appPort, barePort } = await new Promise<{ appPort: number; barePort: number }>((resolve) =>
  child.once('message', (m) => resolve(m as { appPort: number; barePort: number })),
);

type Pair = { swiper: string; target: string };
const requestsOf = (side: Side, list: Pair[]) =>
  list.map((p) => ({
    headers: {
      'content-type': 'application/json',
      cookie: cookies.get(p.swiper) as string,
      origin: `http://127.0.0.1:${appPort}`,
    },
    body: JSON.stringify(
      side === 'app' || side === 'app-analysing' || side === 'bare-session'
        ? { target_user_id: p.target, action: 'like' }
        : { swiper_user_id: p.swiper, target_user_id: p.target },
    ),
  }));
const urlOf = (side: Side) =>
  side === 'app' || side === 'app-analysing'
    ? `http://127.0.0.1:${appPort}/api/swipes`
    : `http://127.0.0.1:${barePort}/bench/${side}`;

/**
 * Where the time goes, from /proc: CPU of the servers' process (user + system), its write
 * system calls, and the whole machine's busy CPU (PostgreSQL and the load generator included).
 */
function counters() {
  const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const io = fs.readFileSync(`/proc/${child.pid}/io`, 'utf8');
  const cpu = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1);
  const idle = Number(cpu[3]) + Number(cpu[4]);
  const all = cpu.reduce((sum, v) => sum + (Number(v) || 0), 0);
  return {
    serverTicks: Number(stat[11]) + Number(stat[12]),
    serverWrites: Number(/syscw: (\d+)/.exec(io)?.[1]),
    machineBusyTicks: all - idle,
  };
}
const TICK_MS = 1000 / 100; // USER_HZ

/** Asks the servers' process to start or stop its background analyses; answers its reply. */
function analyses(command: 'on' | 'off') {
  const reply = new Promise<{ done?: { faces: number; receipts: number } }>((resolve) => {
    const listen = (m: unknown) => {
      if ((m as { analyses?: string }).analyses !== command) return;
      child.off('message', listen);
      resolve(m as { done?: { faces: number; receipts: number } });
    };
    child.on('message', listen);
  });
  child.send(`analyses:${command}`);
  return reply;
}

let taken = 0;
async function run(side: Side, count: number) {
  const list = shuffled.slice(taken, taken + count);
  taken += count;
  if (side === 'app-analysing') await analyses('on');
  const started = performance.now();
  const before = counters();
  const { result, perSecond, ok } = await postEach(
    urlOf(side),
    CONNECTIONS,
    requestsOf(side, list),
  );
  const after = counters();
  const seconds = (performance.now() - started) / 1000;
  const background =
    side === 'app-analysing'
      ? await analyses('off').then(({ done }) =>
          done ? `; meanwhile ${describeAnalyses(done, seconds)}` : '',
        )
      : '';
  const per = (key: keyof typeof before, scale = 1) =>
    (((after[key] - before[key]) * scale) / count).toFixed(2);
  const cost = `server ${per('serverTicks', TICK_MS)} ms CPU and ${per('serverWrites')} writes, machine ${per('machineBusyTicks', TICK_MS)} ms CPU per like`;
  const other = Object.entries(result.statusCodeStats).filter(([code]) => code !== '200');
  if (other.length > 0 || result.errors > 0) {
    console.log(`  ${side}: unexpected ${JSON.stringify(other)}, ${result.errors} errors`);
  }
  return { perSecond, ok, latency: result.latency, cost: cost + background };
}

for (const side of SIDES) await run(side, WARM_UP);
const [before] = await sql`select count(*)::int as c from matches`;
const rates = new Map<Side, number[]>(SIDES.map((side) => [side, []]));
t0 = performance.now();
for (let round = 1; round <= ROUNDS; round++) {
  const parts: string[] = [];
  for (const side of SIDES) {
    const r = await run(side, AMOUNT);
    rates.get(side)?.push(r.perSecond);
    parts.push(
      `${side} ${r.perSecond.toFixed(0)}/s (${r.ok} ok, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms; ${r.cost})`,
    );
  }
  console.log(`  round ${round}, ${load()}:\n    ${parts.join('\n    ')}`);
}
const [after] = await sql`select count(*)::int as c from matches`;
const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
console.log(
  `\nN = ${N}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${AMOUNT} likes per route ` +
    `(${((performance.now() - t0) / 1000).toFixed(0)} s), ` +
    `${(after?.c ?? 0) - (before?.c ?? 0)} matches made`,
);
const WHAT: Record<Side, string> = {
  app: 'app POST /api/swipes',
  'bare-session': "bare route, the app's SQL (session lookup + like)",
  bare: 'bare route, like alone',
  'bare-notice': "bare route, like with its NOTIFY in the like's commit",
  'app-analysing': 'app POST /api/swipes while faces and receipts are analysed',
};
console.log(`| | swipes/s (mean of rounds) | rounds |`);
console.log(`|---|---|---|`);
for (const side of SIDES) {
  const values = rates.get(side) ?? [];
  console.log(
    `| ${WHAT[side]} | ${mean(values).toFixed(0)} | ${values.map((v) => v.toFixed(0)).join(', ')} |`,
  );
}
const app = rates.get('app');
for (const side of SIDES.filter((s) => s !== 'app')) {
  if (app)
    console.log(
      `| ratio app / ${side} | ${(mean(app) / mean(rates.get(side) ?? [])).toFixed(2)} | |`,
    );
}

child.send('close');
await new Promise((resolve) => child.once('exit', resolve));
await sql.end();
if (KEEP) await bench.keep();
else await bench.drop();
