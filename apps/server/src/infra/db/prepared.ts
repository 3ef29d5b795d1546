import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import type { Db } from './client.js';

/** The driver's own client under drizzle: postgres-js on a server, PGlite embedded. */
const clientOf = (db: Db) => (db as unknown as { $client: Sql | PGlite }).$client;

/**
 * Runs one statement outside any transaction (it commits by itself), PREPARED on a PostgreSQL
 * server: postgres-js parses and plans it once per connection and reuses that plan, which
 * drizzle's postgres-js driver never asks for (it sends every query with `prepare: false`).
 * For hot paths written as one statement or one SQL function (discovery's swipe). PGlite, which
 * runs in this process, gets the same text and parameters through its own client.
 * `text` uses $1, $2... and should cast each parameter, as PGlite and the server infer alike.
 */
export async function queryPrepared<T>(db: Db, text: string, params: unknown[]): Promise<T[]> {
  const client = clientOf(db);
  if ('unsafe' in client) {
    return (await client.unsafe(text, params as never[], { prepare: true })) as unknown as T[];
  }
  return (await client.query<T>(text, params)).rows;
}

/**
 * One read statement, PREPARED as `queryPrepared` does, in a transaction of its own after
 * `set local` of planner settings (names and values are code constants, never input). On the
 * PostgreSQL server the settings and the statement go out together (pipelined): three round
 * trips in all, with BEGIN and COMMIT.
 */
export async function queryPreparedWithSettings<T>(
  db: Db,
  settings: Readonly<Record<string, string>>,
  text: string,
  params: unknown[],
): Promise<T[]> {
  const set = `select ${Object.entries(settings)
    .map(([name, value]) => `set_config('${name}', '${value}', true)`)
    .join(', ')}`;
  const client = clientOf(db);
  if ('unsafe' in client) {
    const [, rows] = await client.begin((tx) => [
      tx.unsafe(set, [], { prepare: true }),
      tx.unsafe(text, params as never[], { prepare: true }),
    ]);
    return rows as unknown as T[];
  }
  return client.transaction(async (tx) => {
    await tx.query(set);
    return (await tx.query<T>(text, params)).rows;
  });
}
