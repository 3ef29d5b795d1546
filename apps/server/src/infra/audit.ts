import type { AuditAction } from '@dating/shared';
import type { Queryable } from './db/client.js';
import { auditLog } from './db/schema.js';

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
