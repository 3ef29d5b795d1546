import type { AdminAuditEntry, AdminAuditResponse, AuditFilter } from '@dating/shared';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../infra/db/client.js';
import { auditLog, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { keysetPage, person } from './lists.js';

/** Most rows one CSV export holds (newest first); a narrower filter gets older ones. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

const DAY_MS = 24 * 60 * 60 * 1000;

const admin = alias(userProfiles, 'admin');
const target = alias(userProfiles, 'target');

/** The filter as SQL on the admin's and member's usernames (exact, any case). */
function conditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.admin) where.push(sql`lower(${admin.username}) = ${filter.admin.toLowerCase()}`);
  if (filter.member) where.push(sql`lower(${target.username}) = ${filter.member.toLowerCase()}`);
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    // Both ends are whole UTC days: "to" includes its day.
    where.push(lt(auditLog.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)));
  }
  return where;
}

/** Log rows with the admin's and the member's usernames, newest first (ids follow time). */
function auditRows(db: Queryable, where: SQL | undefined, limit: number) {
  return db
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
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

const toEntry = (r: Awaited<ReturnType<typeof auditRows>>[number]): AdminAuditEntry => ({
  id: String(r.id),
  admin: person(r.adminId, r.adminUsername),
  action: r.action,
  target: person(r.targetId, r.targetUsername),
  details: (r.details ?? {}) as Record<string, unknown>,
  created_at: r.createdAt.toISOString(),
});

/** Newest first, filtered, paged by id (the log is append-only, so ids follow time). */
export async function auditEntries(
  db: Queryable,
  input: AuditFilter & { cursor?: string | undefined; limit: number },
): Promise<AdminAuditResponse> {
  const where = conditions(input);
  if (input.cursor) {
    const before = Number(input.cursor);
    if (!Number.isSafeInteger(before) || before < 1) {
      throw new AppError('VALIDATION_FAILED', { field: 'cursor' });
    }
    where.push(lt(auditLog.id, before));
  }
  const rows = await auditRows(db, and(...where), input.limit + 1);
  const page = keysetPage(rows, input.limit, (last) => String(last.id));
  return { items: page.items.map(toEntry), next_cursor: page.next_cursor };
}

/** The past admin actions on one member, newest first (the member page). */
export async function auditOfMember(db: Queryable, userId: string, limit = 100) {
  return (await auditRows(db, eq(auditLog.targetUserId, userId), limit)).map(toEntry);
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
