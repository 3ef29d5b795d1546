import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { trackPool } from '../metrics/index.js';
import { lockDataDir } from './data-dir-lock.js';
import { applyFunctions } from './functions.js';
import { countPoolUse } from './pool-stats.js';
import * as schema from './schema.js';
import { retryConflictingTransactions } from './transactions.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A query runner: the database itself or an open transaction. */
export type Queryable = Db | Tx;

export type NotificationHandler = (payload: string) => void;

/**
 * One database, embedded (PGlite) or a PostgreSQL server, behind the same drizzle API.
 * listen/notify carry realtime fan-out between server processes (docs/architecture.md#realtime).
 * Transactions that hit a deadlock or serialization failure run again (transactions.ts).
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Connections per process to a PostgreSQL server (docs/operations.md#capacity). */
const POOL_MAX = 10;
/**
 * The embedded PostgreSQL's buffer cache. PGlite starts with the server default of 128 MB, which
 * fills its WebAssembly heap as pages are read and kept most of a 400 MB process; its files
 * still sit in the operating system's page cache behind a smaller one. Measured in
 * bench/RESULTS.md ("Server start").
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Opens the database and applies the checked-in migrations, then the database functions
 * (functions.ts: each file in functions/ is its function's one definition).
 * `url` undefined = PGlite files in `${dataDir}/pglite`, locked to this process until close
 * (DataDirInUseError if another live process has it); `memory://` = in-memory PGlite.
 * `pgliteLoadDataDir`: an in-memory PGlite starts from this dumped data folder (tests' migrated
 * base, docs/decisions/031-test-base-database.md); the migrations still run, a no-op if applied.
 */
export async function openDatabase(
  url: string | undefined,
  dataDir: string,
  options: { pgliteLoadDataDir?: Blob } = {},
): Promise<Database> {
  if (url === undefined || url === 'memory://') {
    let dir: string | undefined;
    // Files in a folder: one process at a time, or one's writes are lost (data-dir-lock.ts).
    let unlock = () => {};
    if (url === undefined) {
      unlock = lockDataDir(dataDir);
      dir = path.join(dataDir, 'pglite');
      fs.mkdirSync(dir, { recursive: true });
    }
    let client: PGlite;
    try {
      // One options object: PGlite ignores the second argument when the first is undefined.
      client = new PGlite({
        dataDir: dir,
        loadDataDir: dir === undefined ? options.pgliteLoadDataDir : undefined,
        startParams: [
          ...PGlite.defaultStartParams,
          '-c',
          `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
        ],
      });
      await client.waitReady;
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await client.transaction(async (tx) => applyFunctions((text) => tx.exec(text)));
    } catch (error) {
      unlock();
      throw error;
    }
    const db = retryConflictingTransactions(drizzlePglite(client, { schema }) as unknown as Db);
    return {
      kind: 'pglite',
      db,
      async listen(channel, handler) {
        const unsubscribe = await client.listen(channel, handler);
        return async () => unsubscribe();
      },
      async notify(channel, payload) {
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      },
      async close() {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  }

  const pool = countPoolUse(postgres(url, { max: POOL_MAX, onnotice: () => {} }), POOL_MAX);
  const sql = pool.sql;
  const migrator = drizzlePostgres(sql, { schema });
  // Several server processes may start at once: one migrates, the others wait.
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(727311)`;
    await migratePostgres(migrator, { migrationsFolder });
    await applyFunctions((text) => tx.unsafe(text));
  });
  const untrackPool = trackPool(pool.stats);
  return {
    kind: 'postgres',
    db: retryConflictingTransactions(migrator as unknown as Db),
    async listen(channel, handler) {
      const sub = await sql.listen(channel, handler);
      return async () => sub.unlisten();
    },
    async notify(channel, payload) {
      await sql`select pg_notify(${channel}, ${payload})`;
    },
    async close() {
      untrackPool();
      await sql.end({ timeout: 5 });
    },
  };
}
