import { SUSPECTED_INTERVAL_MS } from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import { suspectedRoutes } from './routes.js';
import { createSuspectedService } from './service.js';

export { computeSuspected } from './compute.js';

/**
 * Scam signals and the Suspected queue (issue 33, docs/decisions/034-suspected-queue.md): the
 * routes, and the job that recomputes the signals every SUSPECTED_INTERVAL_MS in one process.
 */
export async function registerSuspected(app: FastifyInstance) {
  const service = createSuspectedService(app.database.db, (event) => app.realtime.publish(event));
  await app.register(suspectedRoutes, { service });
  app.jobs.register({
    name: 'suspected-signals',
    intervalMs: SUSPECTED_INTERVAL_MS,
    run: async () => ({ ...(await service.compute()) }),
  });
}
