import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { jobRuns } from '../metrics/index.js';
import { claimTurn, finishTurn, msUntilClaimable, releaseTurn } from './turns.js';

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
/** When the schedule itself cannot be read (database down), timers try again this soon. */
const SCHEDULE_RETRY_MS = 30_000;

type Entry = {
  job: JobDefinition;
  leaseMs: number;
  log: FastifyBaseLogger;
  timer?: NodeJS.Timeout;
};

/** A checked job with its lease and logger. */
function entryOf(job: JobDefinition, log: FastifyBaseLogger): Entry {
  if (!NAME.test(job.name)) throw new Error(`Invalid job name ${JSON.stringify(job.name)}`);
  if (!(job.intervalMs >= 1)) throw new Error(`Job ${job.name}: intervalMs must be >= 1`);
  const leaseMs = job.leaseMs ?? Math.min(Math.max(2 * job.intervalMs, 60_000), 30 * 60_000);
  return { job, leaseMs, log: log.child({ job: job.name }) };
}

/** Runs one claimed turn and logs it; the failure (undefined when it went well). */
async function runTurn(entry: Entry, turn: number, signal: AbortSignal): Promise<unknown> {
  const name = entry.job.name;
  const started = Date.now();
  try {
    const stats = await entry.job.run({ signal, log: entry.log });
    const ms = Date.now() - started;
    const busy = Object.values(stats ?? {}).some((n) => n > 0);
    entry.log[busy ? 'info' : 'debug']({ ...stats, ms, turn }, `job ${name} ran`);
    return undefined;
  } catch (error) {
    if (!signal.aborted) entry.log.error({ err: error, turn }, `job ${name} failed`);
    // Even a thrown `undefined` counts as a failure.
    return error ?? new Error('job failed');
  }
}

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

  /** Claims and, if ours, runs one turn. True when it ran (whatever the outcome). */
  async function attempt(entry: Entry): Promise<boolean> {
    if (stopped) return false;
    const name = entry.job.name;
    const turn = await claimTurn(db, name, entry.job.intervalMs, entry.leaseMs);
    if (turn === null) {
      jobRuns.inc({ job: name, outcome: 'skipped' });
      return false;
    }
    if (stopped) {
      await releaseTurn(db, name, turn);
      return false;
    }
    const failure = await runTurn(entry, turn, abort.signal);
    jobRuns.inc({ job: name, outcome: failure === undefined ? 'ok' : 'failed' });
    // Cut short by a stop: the turn is given back, so another process (or the next start) runs
    // it now rather than an interval later.
    if (abort.signal.aborted) await releaseTurn(db, name, turn);
    else await finishTurn(db, name, turn, entry.job.intervalMs, failure);
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
      next = Math.min(await msUntilClaimable(db, entry.job.name), entry.job.intervalMs);
    } catch (error) {
      if (stopped) return;
      entry.log.warn({ err: error }, `job ${entry.job.name}: schedule not reachable`);
      next = Math.min(entry.job.intervalMs, SCHEDULE_RETRY_MS);
    }
    schedule(entry, next);
  }

  return {
    register(job) {
      if (entries.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
      const entry = entryOf(job, log);
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
