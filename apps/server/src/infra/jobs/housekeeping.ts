import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { JobDefinition } from './scheduler.js';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
/** Rows deleted per statement: short transactions, so sign-ins never wait long on a delete. */
export const DELETE_BATCH = 5_000;

/**
 * What the housekeeping job deletes, and when (docs/operations.md#background-jobs). Each rule only
 * removes rows the server would already ignore: expired sessions and View As links, answered
 * idempotency keys a week on (clients retry within minutes), sign-in failure counts a day after
 * their last failure (a new failure would start the count again anyway).
 */
export const HOUSEKEEPING_RULES: { table: string; stale: SQL }[] = [
  { table: 'sessions', stale: sql`expires_at < now()` },
  { table: 'impersonation_tokens', stale: sql`expires_at < now()` },
  {
    table: 'idempotency_keys',
    // A claim still running (status 0, live lease) is never touched, however old.
    stale: sql`created_at < now() - interval '7 days'
      and (response_status <> 0 or lease_expires_at is null or lease_expires_at < now())`,
  },
  {
    // Forgotten anyway a day after the last failure (SIGN_IN_FORGET_AFTER_S); delays end sooner.
    table: 'sign_in_failures',
    stale: sql`last_failed_at < now() - interval '1 day'
      and (blocked_until is null or blocked_until < now())`,
  },
];

/** Deletes the rows matching `stale` in batches; the count deleted. */
export async function deleteStale(
  db: Db,
  table: string,
  stale: SQL,
  signal?: AbortSignal,
): Promise<number> {
  const t = sql.identifier(table);
  let total = 0;
  for (;;) {
    // The condition again on the outer delete: a row changed meanwhile is checked as it is now.
    const rows = rowsOf(
      await db.execute(sql`
        delete from ${t} where ctid = any(array(
          select ctid from ${t} where ${stale} limit ${DELETE_BATCH}
        )) and ${stale}
        returning 1 as one`),
    );
    total += rows.length;
    if (rows.length < DELETE_BATCH || signal?.aborted) return total;
  }
}

/** Every rule once: rows deleted per table. */
export async function pruneExpired(db: Db, signal?: AbortSignal): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of HOUSEKEEPING_RULES) {
    if (signal?.aborted) break;
    deleted[rule.table] = await deleteStale(db, rule.table, rule.stale, signal);
  }
  return deleted;
}

export function housekeepingJob(db: Db): JobDefinition {
  return {
    name: 'housekeeping',
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
    run: ({ signal }) => pruneExpired(db, signal),
  };
}
