import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/**
 * A job's turns in scheduled_jobs (docs/decisions/018-run-once-jobs.md): the row statements
 * scheduler.ts runs each turn with.
 */

/** After a failed run the job is tried again this soon (at most its interval). */
const RETRY_AFTER_MS = 60_000;

const millis = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/** Claims the turn if it is due and no live run holds it: the turn's number, or null. */
export async function claimTurn(
  db: Db,
  name: string,
  intervalMs: number,
  leaseMs: number,
): Promise<number | null> {
  const rows = rowsOf<{ runs: string | number }>(
    await db.execute(sql`
      insert into scheduled_jobs (name, next_run_at, lease_until, runs, last_started_at)
      values (${name}, now() + ${millis(intervalMs)}, now() + ${millis(leaseMs)}, 1, now())
      on conflict (name) do update set
        next_run_at = excluded.next_run_at,
        lease_until = excluded.lease_until,
        runs = scheduled_jobs.runs + 1,
        last_started_at = excluded.last_started_at
      where scheduled_jobs.next_run_at <= now()
        and (scheduled_jobs.lease_until is null or scheduled_jobs.lease_until <= now())
      returning runs`),
  );
  return rows[0] ? Number(rows[0].runs) : null;
}

/** Ends our turn (only ours: a turn taken over has another number). */
export async function finishTurn(
  db: Db,
  name: string,
  turn: number,
  intervalMs: number,
  error: unknown,
) {
  const retry = millis(Math.min(intervalMs, RETRY_AFTER_MS));
  const failed = error !== undefined;
  const message = failed ? String((error as Error)?.message ?? error).slice(0, 500) : null;
  await db.execute(sql`
    update scheduled_jobs set
      lease_until = null,
      last_finished_at = now(),
      last_outcome = ${failed ? 'failed' : 'ok'},
      last_error = ${message},
      next_run_at = case when ${failed}::boolean then least(next_run_at, now() + ${retry})
        else next_run_at end
    where name = ${name} and runs = ${turn}`);
}

/** Gives a claimed turn back (the process is stopping): another process runs it at once. */
export async function releaseTurn(db: Db, name: string, turn: number) {
  await db.execute(sql`
    update scheduled_jobs set lease_until = null, next_run_at = now()
    where name = ${name} and runs = ${turn}`);
}

/** Milliseconds until the job can be claimed, by the database's clock. */
export async function msUntilClaimable(db: Db, name: string): Promise<number> {
  const [row] = rowsOf<{ ms: number | string }>(
    await db.execute(sql`
      select greatest(0, extract(epoch from
        greatest(next_run_at, coalesce(lease_until, next_run_at)) - now()) * 1000)::float8 as ms
      from scheduled_jobs where name = ${name}`),
  );
  return row ? Number(row.ms) : 0;
}
