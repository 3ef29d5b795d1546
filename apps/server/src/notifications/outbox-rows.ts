import type { Language, PushPayload } from '@dating/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PushConfig } from '../config.js';
import type { Db } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { pushNotifications } from '../infra/metrics/index.js';
import { isAllowedPushEndpoint } from './endpoints.js';
import type { PushEvent } from './outbox.js';
import { renderPush } from './render.js';
import { type SendOutcome, sendPush } from './sender.js';
import type { VapidKeys } from './vapid.js';

/** Sends per attempt, then the row is given up (kept with failed_at as the record). */
export const MAX_PUSH_ATTEMPTS = 5;
/** Pause before attempt n + 1: this × 4^(n - 1) (5 s, 20 s, 80 s, 320 s). */
const RETRY_BASE_MS = 5_000;
/** A claim lasts this long: longer than a batch of sends, so only a crashed process loses it. */
const CLAIM_SECONDS = 60;
const BATCH = 20;
/** Given-up rows are kept this long. */
const FAILED_KEPT_DAYS = 7;

/** Due, not claimed by a live process, not given up, not being sent (table alias `t`). */
const claimable = (t: SQL) => sql`${t}.failed_at is null and ${t}.sending_at is null
  and ${t}.due_at <= now() and (${t}.claimed_until is null or ${t}.claimed_until < now())`;

/** The row while this claim still holds it. */
const ours = (row: { id: number | string; claim_token: string }) =>
  sql`id = ${row.id} and claim_token = ${row.claim_token}`;

export type Claimed = {
  id: number | string;
  /** This claim's own token: the row is finished only while it still carries it. */
  claim_token: string;
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

/**
 * Takes up to a batch of due rows for this process, each under a new token. The outer WHERE
 * repeats the test, so a row another claim changed meanwhile is rechecked on its newest version.
 * A row being sent (`sending_at`) is never taken again, even after its lease ran out.
 */
export async function claimDue(db: Db): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update push_outbox o
    set attempts = o.attempts + 1, claim_token = gen_random_uuid(),
      claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    from push_subscriptions s
    where s.id = o.subscription_id and ${claimable(sql`o`)} and o.id in (
      select q.id from push_outbox q
      where ${claimable(sql`q`)}
      order by q.due_at, q.id
      limit ${BATCH}
      for update skip locked)
    returning o.id, o.claim_token, o.kind, o.collapse_key, o.data, o.attempts, o.subscription_id,
      s.user_id, s.endpoint, s.p256dh, s.auth, s.locale`);
  return rowsOf<Claimed>(result);
}

/**
 * Marks the row as being sent, under this process's claim. False when the claim is no longer
 * ours (another process took the row after our lease ran out): then we do not send it.
 */
async function markSending(db: Db, row: Claimed): Promise<boolean> {
  const marked = await db.execute(sql`update push_outbox set sending_at = now()
    where ${ours(row)} and sending_at is null returning id`);
  return rowsOf(marked).length > 0;
}

async function send(
  db: Db,
  config: PushConfig,
  row: Claimed,
  payload: PushPayload,
  keys: VapidKeys,
): Promise<SendOutcome | { lost: true }> {
  if (!isAllowedPushEndpoint(row.endpoint, config.extraEndpointOrigins)) {
    return { error: 'endpoint no longer allowed' };
  }
  if (!(await markSending(db, row))) return { lost: true };
  return sendPush(row, payload, keys);
}

/** Sends one claimed row and settles it: done, subscription gone, given up, or due again. */
export async function deliverRow(
  db: Db,
  config: PushConfig,
  log: FastifyBaseLogger,
  row: Claimed,
  keys: VapidKeys,
) {
  const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
  const payload = await renderPush(db, {
    userId: row.user_id,
    locale: row.locale,
    kind: row.kind,
    collapseKey: row.collapse_key,
    data,
  });
  const done = sql`delete from push_outbox where ${ours(row)}`;
  if (!payload) {
    await db.execute(done);
    return;
  }
  const outcome = await send(db, config, row, payload, keys);
  if ('lost' in outcome) return;
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
      set failed_at = now(), claimed_until = null, last_error = ${error} where ${ours(row)}`);
    return;
  }
  const delayMs = RETRY_BASE_MS * 4 ** (row.attempts - 1);
  // The push service did not take it: free the row for a retry (any process).
  await db.execute(sql`update push_outbox
    set claimed_until = null, claim_token = null, sending_at = null, last_error = ${error},
      due_at = now() + make_interval(secs => ${delayMs / 1000})
    where ${ours(row)}`);
}

/** Gives up rows a crashed process left mid-send and prunes old given-up rows (how many). */
export async function settleStaleRows(db: Db): Promise<number> {
  // A process died while calling the push service: whether the push went out is unknown, and
  // sending it again could show it twice, so the row is kept as given up.
  await db.execute(sql`update push_outbox
    set failed_at = now(), claimed_until = null, last_error = 'stopped while sending'
    where sending_at is not null and failed_at is null and claimed_until < now()`);
  return rowsOf(
    await db.execute(sql`delete from push_outbox
      where failed_at < now() - make_interval(days => ${FAILED_KEPT_DAYS}) returning id`),
  ).length;
}
