import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type ConstructorOptions, PgBoss, type Db as QueueDb } from 'pg-boss';
import type { Database, Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { QueueBacklog } from '../metrics/index.js';

/**
 * Where pg-boss sends its statements (docs/decisions/033-job-queue.md): on PGlite the app's one
 * instance, through `pgliteQueueDb`; on a PostgreSQL server a small pool of its own, opened to
 * the server and database the app's pool uses.
 */

/** Connections pg-boss may open per process on a PostgreSQL server (besides the app's pool). */
export const QUEUE_POOL_MAX = 2;

/** A pg-boss transaction script: `BEGIN; ...; COMMIT;` (plans.transaction in pg-boss). */
const SCRIPT = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/i;

/**
 * pg-boss on the app's PGlite. PGlite is one session, and its `query`, `exec` and `transaction`
 * take turns on one mutex, so a pg-boss statement never lands inside an app transaction. What
 * pg-boss's own `fromPglite` leaves open is a script that fails half-way: `exec` returns with the
 * session still inside the script's aborted BEGIN, and the ROLLBACK comes in a later turn, after
 * an app statement may already have failed on the aborted transaction. Here a script's body runs
 * inside `transaction()`, which rolls back before it lets anyone else in.
 */
export function pgliteQueueDb(pglite: PGlite): QueueDb {
  return {
    async executeSql(text, values) {
      if (values?.length) return pglite.query(text, values);
      const script = SCRIPT.exec(text);
      const results = script
        ? await pglite.transaction((tx) => tx.exec(script[1] as string))
        : // Without BEGIN, several statements in one simple query are one implicit transaction:
          // a failure rolls it back at once.
          await pglite.exec(text);
      // One result per statement: a RETURNING in the middle must not be lost.
      return { rows: results.flatMap((result) => result.rows ?? []) };
    },
  };
}

type PostgresJsOptions = {
  host: string[];
  port: number[];
  database: string;
  user: string;
  pass: string | (() => string | Promise<string>) | null;
  ssl: unknown;
};

/** pg-boss's connection options for this database. */
export function queueConnection(database: Database): ConstructorOptions {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    if (!(client instanceof PGlite)) throw new Error('queue: the PGlite client is not reachable');
    return { db: pgliteQueueDb(client), backend: 'pglite' };
  }
  // The app's postgres.js pool knows where it connects; pg-boss's own pool goes to the same place.
  const options = (client as { options?: PostgresJsOptions }).options;
  if (!options?.host?.[0]) throw new Error('queue: the PostgreSQL connection is not known');
  return {
    host: options.host[0],
    port: options.port[0],
    database: options.database,
    user: options.user,
    ...(options.pass ? { password: options.pass } : {}),
    ...(options.ssl ? { ssl: options.ssl } : {}),
    max: QUEUE_POOL_MAX,
    application_name: 'dating-queue',
  };
}

/** Jobs waiting and the oldest ready one's age, per queue, read from pg-boss's tables. */
export async function readBacklog(db: Queryable): Promise<QueueBacklog[]> {
  const rows = rowsOf<{ queue: string; waiting: number | string; oldest: number | string }>(
    await db.execute(sql`
      select q.name as queue, count(j.id)::int as waiting,
        coalesce(extract(epoch from now() - min(j.created_on) filter (where j.start_after <= now())),
          0)::float8 as oldest
      from pgboss.queue q
      left join pgboss.job j on j.name = q.name and j.state < 'active'
      group by q.name`),
  );
  return rows.map((r) => ({
    queue: r.queue,
    waiting: Number(r.waiting),
    oldestSeconds: Number(r.oldest),
  }));
}

/**
 * Creates or brings up to date pg-boss's schema (`pgboss`) in this database, as the first start
 * would: the tests' base database gets it once (test/global-setup.ts), not every test app.
 */
export async function installQueueSchema(database: Database): Promise<void> {
  const boss = new PgBoss({
    ...queueConnection(database),
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
