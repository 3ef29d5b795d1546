import type { Queryable } from './db/client.js';
import { auditLog } from './db/schema.js';

export type AuditAction =
  | 'user.block'
  | 'user.unblock'
  | 'user.impersonate'
  | 'user.password_reset'
  | 'kyc.approve'
  | 'kyc.deny'
  | 'reports.review'
  | 'deposit.approve'
  | 'deposit.reject'
  | 'withdrawal.approve'
  | 'withdrawal.reject'
  // Four eyes: the first of two approvals (decision 016).
  | 'deposit.first_approve'
  | 'withdrawal.first_approve'
  | 'coins.adjust';

/** Writes one admin action to the audit log; call it inside the action's own transaction. */
export async function recordAudit(
  db: Queryable,
  adminId: string,
  action: AuditAction,
  targetUserId: string | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(auditLog).values({ adminId, action, targetUserId, details });
}
