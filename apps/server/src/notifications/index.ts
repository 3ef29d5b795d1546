import type { FastifyInstance } from 'fastify';
import { type PushDelivery, SWEEP_INTERVAL_MS, startPushDelivery } from './delivery.js';
import { pushRoutes } from './routes.js';
import { loadVapidKeys } from './vapid.js';

export type { PushDelivery } from './delivery.js';
export { enqueuePush, type PushEvent } from './outbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push outbox delivery of this process (tests await `drain()`). */
    push: PushDelivery;
  }
}

/** Web Push (docs/architecture.md#notifications): the routes and this process's delivery. */
export async function registerNotifications(app: FastifyInstance) {
  // The key pair exists from the first start on, so reading it (GET /api/push/config) never writes.
  await loadVapidKeys(app.database.db, app.config.push);
  await app.register(pushRoutes);
  const delivery = await startPushDelivery(app.database, app.config.push, app.log);
  app.decorate('push', delivery);
  // Retries and rows left by a crashed process; new events never wait for it (NOTIFY).
  app.jobs.register({ name: 'push-outbox', intervalMs: SWEEP_INTERVAL_MS, run: delivery.sweep });
  // preClose: before the database closes (an onClose hook of buildApp).
  app.addHook('preClose', async () => delivery.stop());
}
