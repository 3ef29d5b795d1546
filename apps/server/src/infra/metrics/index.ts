import {
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  type Registry as PromRegistry,
  Registry,
} from 'prom-client';

/**
 * The process's Prometheus metrics (docs/operations.md#metrics), served by GET /metrics.
 * Everything is created once per process at module load: tests build many apps in one process,
 * and prom-client refuses a second metric of the same name in one registry.
 */
export const registry: PromRegistry = new Registry();
collectDefaultMetrics({ register: registry });

/** Latency per route PATTERN (`/api/matches/:id`), never the raw URL: bounded label values. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Background job runs (outcome: ok, failed, skipped when another process holds the job). */
export const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Background job runs by job and outcome',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

/** Background queue jobs that ended an attempt (outcome: completed, retry, failed for good). */
export const queueJobs = new Counter({
  name: 'queue_jobs_total',
  help: 'Job queue attempts by queue and outcome (completed, retry, failed)',
  labelNames: ['queue', 'outcome'] as const,
  registers: [registry],
});

/** One queue's backlog, read from the database at scrape time (infra/jobs/queue.ts). */
export type QueueBacklog = { queue: string; waiting: number; oldestSeconds: number };

// Every started queue of the process; one read per scrape serves both gauges.
const backlogs = new Set<() => Promise<QueueBacklog[]>>();
let reading: Promise<QueueBacklog[]> | undefined;
function readBacklogs(): Promise<QueueBacklog[]> {
  reading ??= Promise.all([...backlogs].map((read) => read().catch(() => [])))
    .then((all) => all.flat())
    .finally(() => {
      reading = undefined;
    });
  return reading;
}

new Gauge({
  name: 'queue_jobs_waiting',
  help: 'Jobs waiting in the queue (created or awaiting a retry)',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const b of await readBacklogs()) this.inc({ queue: b.queue }, b.waiting);
  },
});

new Gauge({
  name: 'queue_oldest_waiting_seconds',
  help: 'Age of the oldest job ready to run and not yet started, per queue',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const oldest = new Map<string, number>();
    for (const b of await readBacklogs()) {
      oldest.set(b.queue, Math.max(oldest.get(b.queue) ?? 0, b.oldestSeconds));
    }
    for (const [queue, seconds] of oldest) this.set({ queue }, seconds);
  },
});

/** Adds a queue's backlog to the gauges; the returned function removes it (queue stopped). */
export function trackQueueBacklog(read: () => Promise<QueueBacklog[]>): () => void {
  backlogs.add(read);
  return () => {
    backlogs.delete(read);
  };
}

/** Web push notifications (outcome: sent, failed, expired subscription). */
export const pushNotifications = new Counter({
  name: 'push_notifications_total',
  help: 'Web push notifications by kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

/** Open realtime WebSockets in this process. */
export const openSockets = new Gauge({
  name: 'websocket_open_connections',
  help: 'Open realtime WebSocket connections in this process',
  registers: [registry],
});

/** A database connection pool as the gauges see it (PostgreSQL; the embedded PGlite has none). */
export type PoolStats = {
  /** Connections the pool may open. */
  max: number;
  /** Queries and transactions holding a connection now. */
  busy: number;
  /** Queries and transactions waiting for a free connection. */
  waiting: number;
};

// Every open pool of the process (tests open several); the gauges add them up on scrape.
const pools = new Set<() => PoolStats>();

function poolGauge(name: string, help: string, pick: (s: PoolStats) => number) {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let total = 0;
      for (const stats of pools) total += pick(stats());
      this.set(total);
    },
  });
}

poolGauge('db_pool_max_connections', 'Database connections the pool may open', (s) => s.max);
poolGauge('db_pool_busy_connections', 'Database connections in use now', (s) => s.busy);
poolGauge('db_pool_waiting', 'Queries and transactions waiting for a connection', (s) => s.waiting);

/** Adds a pool to the gauges; the returned function removes it (when the pool closes). */
export function trackPool(stats: () => PoolStats): () => void {
  pools.add(stats);
  return () => {
    pools.delete(stats);
  };
}
