import type { AdminAuditEntry, AdminAuditResponse, AuditFilter } from '@dating/shared';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../infra/db/client.js';
import { auditLog, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';

/** Most rows one CSV export holds (newest first); a narrower filter gets older ones. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filter as SQL on the admin's and member's usernames (exact, any case). */
function conditions(filter: AuditFilter, adminName: AnyPgColumn, targetName: AnyPgColumn): SQL[] {
  const where: SQL[] = [];
  if (filter.admin) where.push(sql`lower(${adminName}) = ${filter.admin.toLowerCase()}`);
  if (filter.member) where.push(sql`lower(${targetName}) = ${filter.member.toLowerCase()}`);
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    // Both ends are whole UTC days: "to" includes its day.
    where.push(lt(auditLog.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)));
  }
  return where;
}

/** Newest first, filtered, paged by id (the log is append-only, so ids follow time). */
export async function auditEntries(
  db: Queryable,
  input: AuditFilter & { cursor?: string | undefined; limit: number },
): Promise<AdminAuditResponse> {
  let before: number | undefined;
  if (input.cursor) {
    before = Number(input.cursor);
    if (!Number.isSafeInteger(before) || before < 1) {
      throw new AppError('VALIDATION_FAILED', { field: 'cursor' });
    }
  }
  const admin = alias(userProfiles, 'admin');
  const target = alias(userProfiles, 'target');
  const where = conditions(input, admin.username, target.username);
  if (before !== undefined) where.push(lt(auditLog.id, before));
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      adminId: auditLog.adminId,
      adminUsername: admin.username,
      targetId: auditLog.targetUserId,
      targetUsername: target.username,
    })
    .from(auditLog)
    .leftJoin(admin, eq(admin.userId, auditLog.adminId))
    .leftJoin(target, eq(target.userId, auditLog.targetUserId))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const person = (id: string | null, username: string | null) =>
    id && username ? { id, username } : null;
  return {
    items: page.map((r) => ({
      id: String(r.id),
      admin: person(r.adminId, r.adminUsername),
      action: r.action,
      target: person(r.targetId, r.targetUsername),
      details: (r.details ?? {}) as Record<string, unknown>,
      created_at: r.createdAt.toISOString(),
    })),
    next_cursor: rows.length > input.limit ? String(page.at(-1)?.id) : null,
  };
}

/** The past admin actions on one member, newest first (the member page). */
export async function auditOfMember(db: Queryable, userId: string, limit = 100) {
  const admin = alias(userProfiles, 'admin');
  const target = alias(userProfiles, 'target');
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      adminId: auditLog.adminId,
      adminUsername: admin.username,
      targetUsername: target.username,
    })
    .from(auditLog)
    .leftJoin(admin, eq(admin.userId, auditLog.adminId))
    .leftJoin(target, eq(target.userId, auditLog.targetUserId))
    .where(eq(auditLog.targetUserId, userId))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(
    (r): AdminAuditEntry => ({
      id: String(r.id),
      admin: r.adminId && r.adminUsername ? { id: r.adminId, username: r.adminUsername } : null,
      action: r.action,
      target: r.targetUsername ? { id: userId, username: r.targetUsername } : null,
      details: (r.details ?? {}) as Record<string, unknown>,
      created_at: r.createdAt.toISOString(),
    }),
  );
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break (quotes doubled), and a cell a
 * spreadsheet would run as a formula (= + - @, or a tab / carriage return first) gets a `'` first.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const AUDIT_CSV_HEADER = ['id', 'time_utc', 'admin', 'action', 'member', 'details'];

/** The filtered log as CSV (RFC 4180, CRLF lines), newest first, at most AUDIT_CSV_MAX_ROWS. */
export async function auditCsv(db: Queryable, filter: AuditFilter): Promise<string> {
  const { items } = await auditEntries(db, { ...filter, limit: AUDIT_CSV_MAX_ROWS });
  const lines = [AUDIT_CSV_HEADER.join(',')];
  for (const entry of items) {
    lines.push(
      [
        entry.id,
        entry.created_at,
        entry.admin?.username ?? '',
        entry.action,
        entry.target?.username ?? '',
        JSON.stringify(entry.details),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
