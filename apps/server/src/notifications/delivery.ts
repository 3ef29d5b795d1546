import type { Language } from '@dating/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PushConfig } from '../config.js';
import type { Database } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { pushNotifications } from '../infra/metrics/index.js';
import { isAllowedPushEndpoint } from './endpoints.js';
import type { PushEvent } from './outbox.js';
import { PUSH_OUTBOX_CHANNEL } from './outbox.js';
import { renderPush } from './render.js';
import { sendPush } from './sender.js';
import { loadVapidKeys, type VapidKeys } from './vapid.js';

/** Sends per attempt, then the row is given up (kept with failed_at as the record). */
export const MAX_PUSH_ATTEMPTS = 5;
/** Pause before attempt n + 1: this × 4^(n - 1) (5 s, 20 s, 80 s, 320 s). */
const RETRY_BASE_MS = 5_000;
/** A claim lasts this long: longer than a batch of sends, so only a crashed process loses it. */
const CLAIM_SECONDS = 60;
const BATCH = 20;
/** How often the push-outbox job sweeps for retries that came due and rows a crash left. */
export const SWEEP_INTERVAL_MS = 30_000;
/** Given-up rows are kept this long. */
const FAILED_KEPT_DAYS = 7;

type Claimed = {
  id: number | string;
  kind: PushEvent['kind'];
  collapse_key: string;
  data: Record<string, unknown> | string;
  attempts: number;
  subscription_id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: Language;
};

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
 * Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so whichever process takes a row
 * sends it and no other does (docs/decisions/013-web-push-outbox.md).
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

  async function claim(): Promise<Claimed[]> {
    const result = await db.execute(sql`
      update push_outbox o
      set attempts = o.attempts + 1, claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
      from push_subscriptions s
      where s.id = o.subscription_id and o.id in (
        select id from push_outbox
        where failed_at is null and due_at <= now() and (claimed_until is null or claimed_until < now())
        order by due_at, id
        limit ${BATCH}
        for update skip locked)
      returning o.id, o.kind, o.collapse_key, o.data, o.attempts, o.subscription_id,
        s.user_id, s.endpoint, s.p256dh, s.auth, s.locale`);
    return rowsOf<Claimed>(result);
  }

  async function deliver(row: Claimed, keys: VapidKeys) {
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    const payload = await renderPush(db, {
      userId: row.user_id,
      locale: row.locale,
      kind: row.kind,
      collapseKey: row.collapse_key,
      data,
    });
    const done = sql`delete from push_outbox where id = ${row.id}`;
    if (!payload) {
      await db.execute(done);
      return;
    }
    const outcome = isAllowedPushEndpoint(row.endpoint, config.extraEndpointOrigins)
      ? await sendPush(row, payload, keys)
      : { error: 'endpoint no longer allowed' };
    if ('status' in outcome && outcome.status >= 200 && outcome.status < 300) {
      pushNotifications.inc({ kind: row.kind, outcome: 'sent' });
      await db.execute(done);
      return;
    }
    if ('status' in outcome && (outcome.status === 404 || outcome.status === 410)) {
      // The browser dropped this subscription: forget it (its outbox rows go with it).
      pushNotifications.inc({ kind: row.kind, outcome: 'expired' });
      await db.execute(sql`delete from push_subscriptions where id = ${row.subscription_id}`);
      return;
    }
    const error = 'status' in outcome ? `push service answered ${outcome.status}` : outcome.error;
    if (row.attempts >= MAX_PUSH_ATTEMPTS) {
      pushNotifications.inc({ kind: row.kind, outcome: 'failed' });
      log.warn({ outboxId: row.id, kind: row.kind, error }, 'push given up');
      await db.execute(sql`update push_outbox
        set failed_at = now(), claimed_until = null, last_error = ${error} where id = ${row.id}`);
      return;
    }
    const delayMs = RETRY_BASE_MS * 4 ** (row.attempts - 1);
    await db.execute(sql`update push_outbox
      set claimed_until = null, last_error = ${error},
        due_at = now() + make_interval(secs => ${delayMs / 1000})
      where id = ${row.id}`);
  }

  async function drainAll() {
    for (;;) {
      requested = false;
      if (stopped) return;
      const rows = await claim();
      // Nothing due and no commit announced meanwhile: done until the next wake-up.
      if (rows.length === 0 && !requested) return;
      if (rows.length === 0) continue;
      vapid ??= loadVapidKeys(db, config);
      const keys = await vapid;
      await Promise.all(
        rows.map((row) =>
          deliver(row, keys).catch((error: unknown) => log.error({ err: error }, 'push failed')),
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
    const pruned = rowsOf(
      await db.execute(sql`delete from push_outbox
        where failed_at < now() - make_interval(days => ${FAILED_KEPT_DAYS}) returning id`),
    ).length;
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
