import type {
  AdminStats,
  AuditFilter,
  ReportQueueQuery,
  ReviewReportsResponse,
} from '@dating/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { matches, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { assertClaimFree } from '../moderation-claims/index.js';
import { auditCsv, auditEntries } from './audit-log.js';
import { memberOverview } from './member-overview.js';
import {
  openReportCount,
  queueCounts,
  queueCountsSql,
  reportQueue,
  resolveMany,
  resolveOpenReports,
} from './report-queue.js';

/** Dashboard counts, the Reports queue, the member page and the audit log. */
export function createModerationService(db: Db) {
  /**
   * Dashboard figures in one round trip. The pending counts are the queue counts (one
   * definition, report-queue.ts): the dashboard, the sidebar and the queues agree.
   */
  async function stats(): Promise<AdminStats> {
    const count = (query: SQL) => sql<number>`(select count(*) from ${query})::int`.mapWith(Number);
    const queues = queueCountsSql();
    const [row] = await db
      .select({
        total_users: count(sql`${userProfiles} where ${userProfiles.role} = 'user'`),
        total_matches: count(sql`${matches}`),
        pending_verifications: queues.kyc,
        pending_reports: queues.reports,
        pending_deposits: queues.deposits,
        pending_withdrawals: queues.withdrawals,
        pending_suspected: queues.suspected,
      })
      .from(sql`(select 1) as one`);
    if (!row) throw new Error('stats query returned nothing');
    return row;
  }

  /**
   * That member's pending reports the moderator saw become reviewed (one audit entry); reports
   * that arrived since stay open and are counted (decision 025). 404 for an unknown member.
   */
  async function review(
    adminId: string,
    reportedUserId: string,
    seen: readonly string[],
  ): Promise<ReviewReportsResponse> {
    return db.transaction(async (tx) => {
      const [member] = await tx
        .select({ id: userProfiles.userId, username: userProfiles.username })
        .from(userProfiles)
        .where(eq(userProfiles.userId, reportedUserId))
        .for('update')
        .limit(1);
      if (!member) throw new AppError('NOT_FOUND');
      await assertClaimFree(tx, 'report', member.id, adminId);
      const closed = await resolveOpenReports(tx, adminId, member, null, {}, seen);
      return { reports: closed, left_open: await openReportCount(tx, [member.id]) };
    });
  }

  return {
    stats,
    counts: () => queueCounts(db),
    queue: (query: ReportQueueQuery) => reportQueue(db, query),
    resolve: (adminId: string, userIds: string[], note: string | null, seen: readonly string[]) =>
      resolveMany(db, adminId, userIds, note, seen),
    review,
    audit: (input: AuditFilter & { cursor?: string | undefined; limit: number }) =>
      auditEntries(db, input),
    auditCsv: (filter: AuditFilter) => auditCsv(db, filter),
    member: (userId: string) => memberOverview(db, userId),
  };
}
