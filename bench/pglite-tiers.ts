/**
 * What V8's optimising WebAssembly compiler buys the embedded database, to weigh against the
 * memory it costs (bench/RESULTS.md, "Server start"). Opens the embedded database the way the
 * server does (openDatabase: PGlite, the app's migrations), warms it up, then times a small,
 * repeatable mix of the engine's own work: short parameterised statements (a request's shape),
 * an aggregate over 300k generated rows, a sort of 100k rows and 10k rows built into JSON.
 * Run it once as it is and once with `--liftoff-only` (V8's baseline compiler only):
 *
 *   node --import tsx bench/pglite-tiers.ts
 *   node --liftoff-only --import tsx bench/pglite-tiers.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/infra/db/client.js';
import { load, stats } from './lib/db.js';

const ROUNDS = 5;
const SHORT_STATEMENTS = 2000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-tiers-'));
const database = await openDatabase(undefined, dataDir);
const { db } = database;

const workloads: Record<string, () => Promise<unknown>> = {
  [`${SHORT_STATEMENTS} short statements`]: async () => {
    for (let i = 0; i < SHORT_STATEMENTS; i++) {
      await db.execute(sql`select ${i}::int + 1 as n, now() as at, md5(${String(i)}) as h`);
    }
  },
  'aggregate over 300k rows': () =>
    db.execute(sql`select count(*), sum(g % 97), avg(length(md5(g::text)))
                   from generate_series(1, 300000) g`),
  'sort 100k rows': () =>
    db.execute(sql`select max(x) from (select md5(g::text) x from generate_series(1, 100000) g
                   order by 1 offset 99990) s`),
  'json of 10k rows': () =>
    db.execute(sql`select length(json_agg(json_build_object('id', g, 'h', md5(g::text)))::text)
                   from generate_series(1, 10000) g`),
};

const flags = process.execArgv.filter((a) => a !== '--import' && a !== 'tsx');
console.log(`node ${process.version}, flags: ${flags.join(' ') || '(none)'}`);
console.log(`before: ${load()}`);
try {
  for (const run of Object.values(workloads)) await run(); // warm-up: caches and tier-up
  for (const [name, run] of Object.entries(workloads)) {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    const { min, p50, max } = stats(times);
    console.log(
      `${name.padEnd(26)} median ${p50.toFixed(1)} ms ` +
        `(min ${min.toFixed(1)}, max ${max.toFixed(1)}; ${ROUNDS} rounds)`,
    );
  }
  console.log(`after: ${load()}`);
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
