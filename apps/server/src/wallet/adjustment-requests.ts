import type { PendingAdjustment } from '@dating/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../infra/audit.js';
import type { Queryable } from '../infra/db/client.js';
import { coinAdjustmentRequests } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { lockMemberRow } from './ledger.js';

/**
 * Corrections waiting for a second, different admin (docs/decisions/024-four-eyes-without-side-doors.md):
 * rows of `coin_adjustment_requests`. Nothing moves while one is pending.
 */
const r = coinAdjustmentRequests;
export type AdjustmentRequestRow = typeof r.$inferSelect;

const usernameOf = (column: typeof r.userId | typeof r.requestedBy) =>
  sql<string | null>`(select a.username from accounts a where a.id = ${column})`;

/** Requests with the member's and the requesting admin's usernames. */
export function selectRequests(q: Queryable, where: SQL | undefined) {
  return q
    .select({
      row: r,
      username: usernameOf(r.userId),
      requestedByUsername: usernameOf(r.requestedBy),
    })
    .from(r)
    .where(where);
}

export function toPending(found: {
  row: AdjustmentRequestRow;
  username: string | null;
  requestedByUsername: string | null;
}): PendingAdjustment {
  const { row } = found;
  return {
    id: row.id,
    user: found.username === null ? null : { id: row.userId, username: found.username },
    delta: row.delta,
    reason: row.reason,
    transaction_id: row.transactionId,
    requested_by: row.requestedBy,
    requested_by_username: found.requestedByUsername,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

export async function loadRequest(q: Queryable, id: string): Promise<PendingAdjustment> {
  const [found] = await selectRequests(q, eq(r.id, id)).limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  return toPending(found);
}

/** Records a correction that needs a second admin (audited as `coins.adjust_request`). */
export async function requestAdjustment(
  tx: Queryable,
  adminId: string,
  change: { userId: string; delta: number; reason: string; transactionId: string | null },
): Promise<PendingAdjustment> {
  const [row] = await tx
    .insert(r)
    .values({
      userId: change.userId,
      delta: change.delta,
      reason: change.reason,
      transactionId: change.transactionId,
      requestedBy: adminId,
    })
    .returning();
  const request = row as AdjustmentRequestRow;
  await recordAudit(tx, adminId, 'coins.adjust_request', change.userId, {
    request_id: request.id,
    delta: change.delta,
    reason: change.reason,
    ...(change.transactionId ? { transaction_id: change.transactionId } : {}),
  });
  return loadRequest(tx, request.id);
}

/**
 * Locks a request for its decision, in the ledger.ts lock order: its member's profile row first
 * (the owner read without a lock), then the request row. NOT_FOUND when there is none.
 */
export async function lockRequest(tx: Queryable, id: string): Promise<AdjustmentRequestRow> {
  const [owner] = await tx.select({ userId: r.userId }).from(r).where(eq(r.id, id)).limit(1);
  if (!owner) throw new AppError('NOT_FOUND');
  await lockMemberRow(tx, owner.userId, 'no key update');
  const [row] = await tx.select().from(r).where(eq(r.id, id)).limit(1).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
