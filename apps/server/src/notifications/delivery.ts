import type { FastifyBaseLogger } from 'fastify';
import type { PushConfig } from '../config.js';
import type { Database } from '../infra/db/client.js';
import { PUSH_OUTBOX_CHANNEL } from './outbox.js';
import { claimDue, deliverRow, settleStaleRows } from './outbox-rows.js';
import { loadVapidKeys, type VapidKeys } from './vapid.js';

export { MAX_PUSH_ATTEMPTS } from './outbox-rows.js';

/** How often the push-outbox job sweeps for retries that came due and rows a crash left. */
export const SWEEP_INTERVAL_MS = 30_000;

export type PushDelivery = {
  /** Sends everything due now; resolves once the outbox has nothing due (tests await it). */
  drain(): Promise<void>;
  /** The periodic pass: prunes old given-up rows, then drains (retries come due, crashes). */
  sweep(): Promise<{ pruned: number }>;
  stop(): Promise<void>;
};

/**
 * Drains the outbox in every process: woken by NOTIFY after a commit and by the periodic sweep
 * (the `push-outbox` job).
 * Rows are claimed with FOR UPDATE SKIP LOCKED, a lease and a token, so whichever process takes a
 * row sends it and no other does (docs/decisions/013-web-push-outbox.md). The row is marked
 * `sending_at` under the token before the push service is called: a process whose lease ran out
 * and whose row another took never sends it, and a marked row is never sent again
 * (docs/decisions/029-push-uploads-headers.md).
 */
export async function startPushDelivery(
  database: Database,
  config: PushConfig,
  log: FastifyBaseLogger,
): Promise<PushDelivery> {
  const { db } = database;
  let vapid: Promise<VapidKeys> | undefined;
  let running: Promise<void> | undefined;
  let requested = false;
  let stopped = false;

  async function drainAll() {
    for (;;) {
      requested = false;
      if (stopped) return;
      const rows = await claimDue(db);
      // Nothing due and no commit announced meanwhile: done until the next wake-up.
      if (rows.length === 0 && !requested) return;
      if (rows.length === 0) continue;
      vapid ??= loadVapidKeys(db, config);
      const keys = await vapid;
      await Promise.all(
        rows.map((row) =>
          deliverRow(db, config, log, row, keys).catch((error: unknown) =>
            log.error({ err: error }, 'push failed'),
          ),
        ),
      );
    }
  }

  function drain(): Promise<void> {
    if (running) {
      requested = true;
      return running;
    }
    running = drainAll()
      .catch((error: unknown) => {
        if (!stopped) log.error({ err: error }, 'push outbox drain failed');
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  async function sweep() {
    const pruned = await settleStaleRows(db);
    await drain();
    return { pruned };
  }

  const unlisten = await database.listen(PUSH_OUTBOX_CHANNEL, () => void drain());
  void drain();

  return {
    drain,
    sweep,
    async stop() {
      stopped = true;
      await unlisten();
      await running;
    },
  };
}
