import {
  ADMIN_REPORTS_PER_GROUP,
  type AdminAuditResponse,
  type AdminReportGroup,
  type AdminStats,
  LIST_LIMIT_MAX,
  type WalletTransactionType,
} from '@dating/shared';
import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordAudit } from '../infra/audit.js';
import type { Db } from '../infra/db/client.js';
import {
  auditLog,
  kycRequests,
  matches,
  reports,
  userProfiles,
  walletTransactions,
} from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { duplicatesOfMembers } from '../infra/images/duplicates.js';
import { storageUrlOrNull } from '../infra/storage/index.js';

/** Dashboard counts, reports grouped per member, and the audit log. */
export function createModerationService(db: Db) {
  /** Six counts in one round trip; each pending count uses its status index. */
  async function stats(): Promise<AdminStats> {
    const count = (query: SQL) => sql<number>`(select count(*) from ${query})::int`.mapWith(Number);
    const wallet = (type: WalletTransactionType) =>
      count(
        sql`${walletTransactions} where ${walletTransactions.status} = 'pending' and ${walletTransactions.type} = ${type}`,
      );
    const [row] = await db
      .select({
        total_users: count(sql`${userProfiles} where ${userProfiles.role} = 'user'`),
        total_matches: count(sql`${matches}`),
        pending_verifications: count(sql`${kycRequests} where ${kycRequests.status} = 'pending'`),
        pending_reports: count(sql`${reports} where ${reports.status} = 'pending'`),
        pending_deposits: wallet('deposit'),
        pending_withdrawals: wallet('withdraw'),
      })
      .from(sql`(select 1) as one`);
    if (!row) throw new Error('stats query returned nothing');
    return row;
  }

  /** Reported members, most reported first (ties: most recently reported), with their reports. */
  async function reportGroups(): Promise<AdminReportGroup[]> {
    const count = sql<number>`count(*)::int`;
    const latest = sql`max(${reports.createdAt})`;
    const groups = await db
      .select({
        userId: reports.reportedUserId,
        count,
        pending: sql<number>`(count(*) filter (where ${reports.status} = 'pending'))::int`,
        username: userProfiles.username,
        firstName: userProfiles.firstName,
        avatarUrl: userProfiles.avatarUrl,
        isBlocked: userProfiles.isBlocked,
        role: userProfiles.role,
      })
      .from(reports)
      .innerJoin(userProfiles, eq(userProfiles.userId, reports.reportedUserId))
      .groupBy(
        reports.reportedUserId,
        userProfiles.username,
        userProfiles.firstName,
        userProfiles.avatarUrl,
        userProfiles.isBlocked,
        userProfiles.role,
      )
      .orderBy(desc(count), desc(latest), reports.reportedUserId)
      .limit(LIST_LIMIT_MAX);
    if (groups.length === 0) return [];

    const reporter = alias(userProfiles, 'reporter');
    const rows = await db
      .select({
        id: reports.id,
        reportedUserId: reports.reportedUserId,
        reason: reports.reason,
        details: reports.details,
        status: reports.status,
        createdAt: reports.createdAt,
        reporterId: reports.reporterUserId,
        reporterUsername: reporter.username,
      })
      .from(reports)
      .innerJoin(reporter, eq(reporter.userId, reports.reporterUserId))
      .where(
        inArray(
          reports.reportedUserId,
          groups.map((g) => g.userId),
        ),
      )
      .orderBy(desc(reports.createdAt), desc(reports.id));

    const byUser = new Map<string, AdminReportGroup['reports']>();
    for (const r of rows) {
      const list = byUser.get(r.reportedUserId) ?? [];
      if (list.length >= ADMIN_REPORTS_PER_GROUP) continue;
      list.push({
        id: r.id,
        reason: r.reason,
        details: r.details,
        reporter: { id: r.reporterId, username: r.reporterUsername },
        status: r.status,
        created_at: r.createdAt.toISOString(),
      });
      byUser.set(r.reportedUserId, list);
    }
    const duplicates = await duplicatesOfMembers(
      db,
      groups.map((g) => g.userId),
    );
    return groups.map((g) => ({
      user: {
        id: g.userId,
        username: g.username,
        first_name: g.firstName,
        avatar_url: storageUrlOrNull('media', g.avatarUrl),
        is_blocked: g.isBlocked,
        role: g.role,
      },
      count: Number(g.count),
      pending_count: Number(g.pending),
      reports: byUser.get(g.userId) ?? [],
      duplicate_photo_of: duplicates.get(g.userId) ?? [],
    }));
  }

  /** That member's pending reports become reviewed; 404 for an unknown member. */
  async function review(adminId: string, reportedUserId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ username: userProfiles.username })
        .from(userProfiles)
        .where(eq(userProfiles.userId, reportedUserId))
        .limit(1);
      if (!member) throw new AppError('NOT_FOUND');
      const reviewed = await tx
        .update(reports)
        .set({ status: 'reviewed' })
        .where(and(eq(reports.reportedUserId, reportedUserId), eq(reports.status, 'pending')))
        .returning({ id: reports.id });
      if (reviewed.length === 0) return;
      await recordAudit(tx, adminId, 'reports.review', reportedUserId, {
        username: member.username,
        reports: reviewed.length,
      });
    });
  }

  /** Newest first, paged by id (the log is append-only, so ids follow time). */
  async function audit(input: {
    cursor?: string | undefined;
    limit: number;
  }): Promise<AdminAuditResponse> {
    let before: number | undefined;
    if (input.cursor) {
      before = Number(input.cursor);
      if (!Number.isSafeInteger(before) || before < 1) {
        throw new AppError('VALIDATION_FAILED', { field: 'cursor' });
      }
    }
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
        targetId: auditLog.targetUserId,
        targetUsername: target.username,
      })
      .from(auditLog)
      .leftJoin(admin, eq(admin.userId, auditLog.adminId))
      .leftJoin(target, eq(target.userId, auditLog.targetUserId))
      .where(before === undefined ? undefined : lt(auditLog.id, before))
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

  return { stats, reportGroups, review, audit };
}
