import type { FastifyInstance } from 'fastify';
import { housekeepingJob } from './housekeeping.js';
import { photoSweepJob } from './photo-sweep.js';

export * from './housekeeping.js';
export * from './photo-sweep.js';
export * from './queue.js';
export { installQueueSchema, QUEUE_POOL_MAX } from './queue-db.js';
export * from './scheduler.js';

/**
 * The jobs every deployment runs (docs/operations.md#background-jobs). A feature adds its own
 * with `app.jobs.register({ name, intervalMs, run })` while the app is built.
 */
export function registerCoreJobs(app: FastifyInstance): void {
  app.jobs.register(housekeepingJob(app.database.db));
  app.jobs.register(photoSweepJob(app.database.db, app.storage));
}
