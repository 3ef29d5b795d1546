import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import type { Db } from './client.js';

/**
 * Runs one statement outside any transaction (it commits by itself), PREPARED on a PostgreSQL
 * server: postgres-js parses and plans it once per connection and reuses that plan, which
 * drizzle's postgres-js driver never asks for (it sends every query with `prepare: false`).
 * For hot paths written as one statement or one SQL function (discovery's swipe). PGlite, which
 * runs in this process, gets the same text and parameters through its own client.
 * `text` uses $1, $2... and should cast each parameter, as PGlite and the server infer alike.
 */
export async function queryPrepared<T>(db: Db, text: string, params: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: Sql | PGlite }).$client;
  if ('unsafe' in client) {
    return (await client.unsafe(text, params as never[], { prepare: true })) as unknown as T[];
  }
  return (await client.query<T>(text, params)).rows;
}
