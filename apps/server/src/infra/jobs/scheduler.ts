import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { jobRuns } from '../metrics/index.js';

/** What a job's run gets: a signal that aborts when the process stops, and its own logger. */
export type JobContext = { signal: AbortSignal; log: FastifyBaseLogger };

/** What a run did, in counts (rows deleted, files removed); logged with the run. */
export type JobStats = Record<string, number>;

export type JobDefinition = {
  /** Unique, `a-z0-9-`: the row in scheduled_jobs and the metrics label. */
  name: string;
  /** One run per this, however many processes are up. */
  intervalMs: number;
  /**
   * How long a run may take before another process may take the job over (its process is then
   * taken for dead). Default: twice the interval, between 1 and 30 minutes.
   */
  leaseMs?: number;
  /** Must be safe to run again after a crash half-way (jobs delete in batches, in transactions). */
  run: (context: JobContext) => Promise<JobStats | undefined>;
};

export type JobScheduler = {
  /** Adds a job; before or after start. */
  register(job: JobDefinition): void;
  names(): string[];
  /** Starts the timers (config.jobs); every process does, and each turn runs in one of them. */
  start(): void;
  /** Stops the timers, aborts running jobs and waits for them. */
  stop(): Promise<void>;
  /** Tries every job once, now (tests, tools): runs those due; returns the names run. */
  runDue(): Promise<string[]>;
};

const NAME = /^[a-z][a-z0-9-]{0,62}$/;
/** After a failed run the job is tried again this soon (at most its interval). */
const RETRY_AFTER_MS = 60_000;
/** When the schedule itself cannot be read (database down), timers try again this soon. */
const SCHEDULE_RETRY_MS = 30_000;

const millis = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

type Entry = {
  job: JobDefinition;
  leaseMs: number;
  log: FastifyBaseLogger;
  timer?: NodeJS.Timeout;
};

/**
 * Runs registered jobs exactly once per turn across all server processes that share the
 * database (docs/decisions/018-run-once-jobs.md). Each process keeps one timer per job; when it
 * fires, the process tries to claim the turn with one conditional upsert on scheduled_jobs that
 * moves `next_run_at` on by the interval. Of processes trying at once, PostgreSQL's row lock lets
 * exactly one succeed; the others see the moved time and sleep until it, by the database's clock.
 */
export function createJobScheduler(db: Db, log: FastifyBaseLogger): JobScheduler {
  const entries = new Map<string, Entry>();
  const inFlight = new Set<Promise<unknown>>();
  const abort = new AbortController();
  let started = false;
  let stopped = false;

  /** Claims the turn if it is due and no live run holds it: the turn's number, or null. */
  async function claim(entry: Entry): Promise<number | null> {
    const { name, intervalMs } = entry.job;
    const rows = rowsOf<{ runs: string | number }>(
      await db.execute(sql`
        insert into scheduled_jobs (name, next_run_at, lease_until, runs, last_started_at)
        values (${name}, now() + ${millis(intervalMs)}, now() + ${millis(entry.leaseMs)}, 1, now())
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
  async function finish(entry: Entry, turn: number, error: unknown) {
    const retry = millis(Math.min(entry.job.intervalMs, RETRY_AFTER_MS));
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
      where name = ${entry.job.name} and runs = ${turn}`);
  }

  /** Gives a claimed turn back (the process is stopping): another process runs it at once. */
  async function release(entry: Entry, turn: number) {
    await db.execute(sql`
      update scheduled_jobs set lease_until = null, next_run_at = now()
      where name = ${entry.job.name} and runs = ${turn}`);
  }

  /** Milliseconds until the job can be claimed, by the database's clock. */
  async function untilClaimable(entry: Entry): Promise<number> {
    const [row] = rowsOf<{ ms: number | string }>(
      await db.execute(sql`
        select greatest(0, extract(epoch from
          greatest(next_run_at, coalesce(lease_until, next_run_at)) - now()) * 1000)::float8 as ms
        from scheduled_jobs where name = ${entry.job.name}`),
    );
    return row ? Number(row.ms) : 0;
  }

  /** Claims and, if ours, runs one turn. True when it ran (whatever the outcome). */
  async function attempt(entry: Entry): Promise<boolean> {
    if (stopped) return false;
    const name = entry.job.name;
    const turn = await claim(entry);
    if (turn === null) {
      jobRuns.inc({ job: name, outcome: 'skipped' });
      return false;
    }
    if (stopped) {
      await release(entry, turn);
      return false;
    }
    const started = Date.now();
    let failure: unknown;
    try {
      const stats = await entry.job.run({ signal: abort.signal, log: entry.log });
      const ms = Date.now() - started;
      const busy = Object.values(stats ?? {}).some((n) => n > 0);
      entry.log[busy ? 'info' : 'debug']({ ...stats, ms, turn }, `job ${name} ran`);
    } catch (error) {
      // Even a thrown `undefined` counts as a failure.
      failure = error ?? new Error('job failed');
      if (!abort.signal.aborted) entry.log.error({ err: error, turn }, `job ${name} failed`);
    }
    jobRuns.inc({ job: name, outcome: failure === undefined ? 'ok' : 'failed' });
    // Cut short by a stop: the turn is given back, so another process (or the next start) runs
    // it now rather than an interval later.
    if (abort.signal.aborted) await release(entry, turn);
    else await finish(entry, turn, failure);
    return true;
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }

  function schedule(entry: Entry, delayMs: number) {
    if (!started || stopped) return;
    // A little jitter, so processes woken together do not all reach for the row at once.
    const jitter = Math.random() * Math.min(250, entry.job.intervalMs / 10);
    entry.timer = setTimeout(() => void track(cycle(entry)), delayMs + jitter);
    entry.timer.unref();
  }

  async function cycle(entry: Entry) {
    entry.timer = undefined;
    let next: number;
    try {
      await attempt(entry);
      next = Math.min(await untilClaimable(entry), entry.job.intervalMs);
    } catch (error) {
      if (stopped) return;
      entry.log.warn({ err: error }, `job ${entry.job.name}: schedule not reachable`);
      next = Math.min(entry.job.intervalMs, SCHEDULE_RETRY_MS);
    }
    schedule(entry, next);
  }

  return {
    register(job) {
      if (!NAME.test(job.name)) throw new Error(`Invalid job name ${JSON.stringify(job.name)}`);
      if (entries.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
      if (!(job.intervalMs >= 1)) throw new Error(`Job ${job.name}: intervalMs must be >= 1`);
      const leaseMs = job.leaseMs ?? Math.min(Math.max(2 * job.intervalMs, 60_000), 30 * 60_000);
      const entry: Entry = { job, leaseMs, log: log.child({ job: job.name }) };
      entries.set(job.name, entry);
      schedule(entry, 0);
    },
    names: () => [...entries.keys()],
    start() {
      if (started || stopped) return;
      started = true;
      for (const entry of entries.values()) schedule(entry, 0);
    },
    async stop() {
      stopped = true;
      for (const entry of entries.values()) clearTimeout(entry.timer);
      abort.abort();
      await Promise.allSettled([...inFlight]);
    },
    async runDue() {
      const ran = await Promise.all([...entries.values()].map((entry) => track(attempt(entry))));
      return [...entries.keys()].filter((_, i) => ran[i]);
    },
  };
}
