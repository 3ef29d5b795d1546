import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, type JobWithMetadata, PgBoss, type WorkOptions } from 'pg-boss';
import type { Database, Queryable } from '../db/client.js';
import { queueJobs, trackQueueBacklog } from '../metrics/index.js';
import { queueConnection, readBacklog } from './queue-db.js';
import type { JobContext, JobStats } from './scheduler.js';

/** What a queued job's handler gets besides its data: JobContext, and which attempt this is. */
export type QueueJobContext = JobContext & { id: string; attempt: number };

/** Runs one job; throwing fails this attempt (it is tried again up to `retryLimit` times). */
export type QueueHandler<T> = (data: T, context: QueueJobContext) => Promise<JobStats | undefined>;

export type QueueJobOptions = {
  /** Attempts after the first one fails. Default 2. */
  retryLimit?: number;
  /** Wait before the first retry, doubled for each further one. Default 10 s. */
  retryDelaySeconds?: number;
  /**
   * How long an attempt may run before it is taken for dead (its process crashed) and tried
   * again elsewhere. Default 5 minutes.
   */
  expireInSeconds?: number;
  /** Jobs of this queue one process runs at once. Default 1. */
  concurrency?: number;
};

export type QueueSendOptions = {
  /** While a job with this key waits or runs, sending another with it queues nothing. */
  singletonKey?: string;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
  /** Queue it in this transaction: it exists exactly when the transaction commits. */
  tx?: Queryable;
};

export type JobQueue = {
  /** Adds a queue and its handler, while the app is built (every process defines the same). */
  define<T extends object>(name: string, handler: QueueHandler<T>, options?: QueueJobOptions): void;
  /** Queues a job; its id, or null when one with the same singletonKey already waits or runs. */
  send<T extends object>(name: string, data: T, options?: QueueSendOptions): Promise<string | null>;
  names(): string[];
  /**
   * Creates the defined queues (when there are any), and with `background` (config.jobs) starts
   * this process's workers and pg-boss's upkeep. Every app calls it when ready.
   */
  start(): Promise<void>;
  /** Stops the workers: running handlers see their signal abort; pg-boss waits for them. */
  stop(): Promise<void>;
  /** Runs what is due now, in this process, until nothing is left (tests, tools): jobs run. */
  drain(): Promise<number>;
};

type DrizzleTx = Parameters<typeof fromDrizzle>[0];

const NAME = /^[a-z][a-z0-9-]{0,62}$/;
/** How often an idle worker asks for work. */
const POLL_SECONDS = 2;
/** What stop() gives running handlers before pg-boss fails their jobs (they are retried). */
const STOP_TIMEOUT_MS = 10_000;
/** drain() refuses to go on past this many jobs (a job that keeps queueing another). */
const DRAIN_LIMIT = 1_000;

type Entry = {
  name: string;
  handler: QueueHandler<object>;
  options: Required<QueueJobOptions>;
  log: FastifyBaseLogger;
  ready?: Promise<PgBoss>;
};

/** One attempt of a job: counted and logged; throws what the handler threw. */
async function attempt(entry: Entry, job: JobWithMetadata<object>, stop: AbortSignal) {
  const signal = job.signal ? AbortSignal.any([stop, job.signal]) : stop;
  const number = job.retryCount + 1;
  const log = entry.log.child({ jobId: job.id, attempt: number });
  const started = Date.now();
  try {
    const stats = await entry.handler(job.data, { signal, log, id: job.id, attempt: number });
    queueJobs.inc({ queue: entry.name, outcome: 'completed' });
    log.debug({ ...stats, ms: Date.now() - started }, `job ${entry.name} done`);
  } catch (error) {
    const final = job.retryCount >= job.retryLimit;
    queueJobs.inc({ queue: entry.name, outcome: final ? 'failed' : 'retry' });
    const level = final && !signal.aborted ? 'error' : 'warn';
    log[level]({ err: error }, `job ${entry.name} failed${final ? '' : ', will retry'}`);
    throw error ?? new Error('job failed');
  }
}

function entryOf(
  name: string,
  handler: QueueHandler<object>,
  options: QueueJobOptions,
  log: FastifyBaseLogger,
): Entry {
  if (!NAME.test(name)) throw new Error(`Invalid job queue name ${JSON.stringify(name)}`);
  return {
    name,
    handler,
    options: {
      retryLimit: options.retryLimit ?? 2,
      retryDelaySeconds: options.retryDelaySeconds ?? 10,
      expireInSeconds: options.expireInSeconds ?? 5 * 60,
      concurrency: options.concurrency ?? 1,
    },
    log: log.child({ queue: name }),
  };
}

/**
 * The app's job queue (docs/decisions/033-job-queue.md): pg-boss on the app's database. Each job
 * runs once across processes; one whose process dies is tried again after `expireInSeconds`.
 * `background` (config.jobs) arms pg-boss's upkeep and the workers; without it (tests, tools)
 * nothing polls, and `drain()` runs what is queued.
 */
export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  { background, pollSeconds = POLL_SECONDS }: { background: boolean; pollSeconds?: number },
): JobQueue {
  return new PgBossQueue(database, log, background, pollSeconds);
}

class PgBossQueue implements JobQueue {
  private readonly entries = new Map<string, Entry>();
  private readonly abort = new AbortController();
  private readonly inFlight = new Set<Promise<unknown>>();
  /**
   * Queues are created when the app starts, not when first used, where a send in a transaction
   * could otherwise wait for itself: on PGlite (one session). A PostgreSQL server gives pg-boss
   * its own connections, so there, with jobs off (tests), pg-boss opens on first use instead.
   */
  private readonly eager: boolean;
  private opening: Promise<PgBoss> | undefined;
  /** start() ran: queues defined from now on are created at once (when eager). */
  private opened = false;
  private working = false;
  private stopped = false;
  private untrack = () => {};

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly background: boolean,
    private readonly pollSeconds: number,
  ) {
    this.eager = background || database.kind === 'pglite';
  }

  private open(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('The job queue is stopped'));
    this.opening ??= (async () => {
      const boss = new PgBoss({
        ...queueConnection(this.database),
        migrate: true,
        supervise: this.background,
        schedule: false,
        registerInstance: this.background,
      });
      boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
      await boss.start();
      this.untrack = trackQueueBacklog(() => readBacklog(this.database.db));
      return boss;
    })().catch((error) => {
      this.opening = undefined;
      throw error;
    });
    return this.opening;
  }

  private ready(entry: Entry): Promise<PgBoss> {
    entry.ready ??= this.open().then(async (boss) => {
      // Exclusive: one job per singletonKey waiting or running (send() keys every job).
      await boss.createQueue(entry.name, { policy: 'exclusive' });
      return boss;
    });
    entry.ready.catch(() => {
      entry.ready = undefined;
    });
    return entry.ready;
  }

  private entry(name: string): Entry {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`No job queue ${JSON.stringify(name)} is defined`);
    return entry;
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }

  /**
   * One pg-boss worker per job the queue runs at once. pg-boss waits its polling interval after
   * every fetch, even one that found a job, which held a queue to a job every 2 s however long
   * its backlog (the browser suite's photos waited two minutes for 0.1 s of work each): after a
   * job, each worker is told to fetch again at once, and polls only once it finds none.
   */
  private async startWorker(entry: Entry) {
    const boss = await this.ready(entry);
    for (let slot = 0; slot < entry.options.concurrency; slot++) {
      let workerId = '';
      workerId = await boss.work<object, unknown, WorkOptions & { includeMetadata: true }>(
        entry.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.pollSeconds },
        async ([job]) => {
          if (!job) return;
          try {
            await attempt(entry, job, this.abort.signal);
          } finally {
            boss.notifyWorker(workerId);
          }
        },
      );
    }
  }

  /** Fetches and runs one due job of the queue, settling it; false when there was none. */
  private async runOne(entry: Entry): Promise<boolean> {
    const boss = await this.ready(entry);
    const [job] = await boss.fetch<object>(entry.name, { includeMetadata: true, batchSize: 1 });
    if (!job) return false;
    // Settles only this attempt: a late settle of an attempt that expired changes nothing.
    const settle = { id: job.id, retryCount: job.retryCount };
    try {
      await this.track(attempt(entry, job, this.abort.signal));
      await boss.complete(entry.name, settle);
    } catch (error) {
      await boss.fail(entry.name, settle, { message: String((error as Error)?.message ?? error) });
    }
    return true;
  }

  define<T extends object>(name: string, handler: QueueHandler<T>, options: QueueJobOptions = {}) {
    if (this.entries.has(name)) throw new Error(`Job queue ${name} is defined twice`);
    const entry = entryOf(name, handler as QueueHandler<object>, options, this.log);
    this.entries.set(name, entry);
    if (!this.opened || !this.eager) return;
    // Defined late: created now, so that a send in a transaction never has to.
    (this.working ? this.startWorker(entry) : this.ready(entry)).catch((error) =>
      entry.log.error({ err: error }, 'queue not started'),
    );
  }

  async send<T extends object>(name: string, data: T, options: QueueSendOptions = {}) {
    const entry = this.entry(name);
    if (this.stopped) throw new Error('The job queue is stopped');
    const boss = await this.ready(entry);
    const { retryLimit, retryDelaySeconds, expireInSeconds } = entry.options;
    return boss.send(name, data, {
      // A key of its own when none is given, so the queue's exclusive policy never merges them.
      singletonKey: options.singletonKey ?? crypto.randomUUID(),
      retryLimit,
      retryDelay: retryDelaySeconds,
      retryBackoff: retryDelaySeconds > 0,
      expireInSeconds,
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.tx ? { db: fromDrizzle(options.tx as unknown as DrizzleTx, sql) } : {}),
    });
  }

  names() {
    return [...this.entries.keys()];
  }

  async start() {
    if (this.opened || this.stopped) return;
    this.opened = true;
    if (!this.eager) return;
    this.working = this.background;
    for (const entry of this.entries.values()) {
      await (this.working ? this.startWorker(entry) : this.ready(entry));
    }
  }

  async stop() {
    this.stopped = true;
    this.abort.abort();
    // drain()'s runs, given as long as pg-boss gives its workers' (a handler may ignore its signal).
    const bound = new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref());
    await Promise.race([Promise.allSettled([...this.inFlight]), bound]);
    const boss = await this.opening?.catch(() => undefined);
    if (!boss) return;
    this.untrack();
    await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: true });
  }

  async drain() {
    if (this.entries.size === 0) return 0;
    const boss = await this.open();
    // Jobs whose process died mid-run (past expireInSeconds) go back to be retried.
    await boss.supervise();
    let ran = 0;
    for (;;) {
      let found = 0;
      for (const entry of this.entries.values()) if (await this.runOne(entry)) found++;
      ran += found;
      if (found === 0) return ran;
      if (ran > DRAIN_LIMIT) throw new Error(`drain(): more than ${DRAIN_LIMIT} jobs`);
    }
  }
}
