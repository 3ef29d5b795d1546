import {
  ADMIN_REPORTS_PER_GROUP,
  type QueueCounts,
  type QueueReport,
  type ReportQueueQuery,
  type ReportQueueResponse,
  SEVERE_REPORT_REASONS,
  type WalletTransactionType,
} from '@dating/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordAudit } from '../infra/audit.js';
import type { Db, Queryable } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { kycRequests, reports, userProfiles, walletTransactions } from '../infra/db/schema.js';
import { duplicatesOfMembers } from '../infra/images/duplicates.js';
import { storageUrlOrNull } from '../infra/storage/index.js';
import { person } from './lists.js';
import { escapeLike } from './users.js';

const severeList = sql.join(
  SEVERE_REPORT_REASONS.map((reason) => sql`${reason}`),
  sql`, `,
);

/**
 * The open queue counts, one definition for the dashboard, the sidebar and the queue: Reports
 * counts members with an open report (the queue's items), not report lines.
 */
export function queueCountsSql() {
  const count = (query: SQL) => sql<number>`(select count(*) from ${query})::int`.mapWith(Number);
  const wallet = (type: WalletTransactionType) =>
    count(
      sql`${walletTransactions} where ${walletTransactions.status} = 'pending' and ${walletTransactions.type} = ${type}`,
    );
  return {
    reports:
      sql<number>`(select count(distinct ${reports.reportedUserId}) from ${reports} where ${reports.status} = 'pending')::int`.mapWith(
        Number,
      ),
    kyc: count(sql`${kycRequests} where ${kycRequests.status} = 'pending'`),
    deposits: wallet('deposit'),
    withdrawals: wallet('withdraw'),
  };
}

export async function queueCounts(db: Queryable): Promise<QueueCounts> {
  const [row] = await db.select(queueCountsSql()).from(sql`(select 1) as one`);
  if (!row) throw new Error('counts query returned nothing');
  return row;
}

type GroupRow = {
  user_id: string;
  username: string;
  first_name: string | null;
  avatar_url: string | null;
  is_blocked: boolean;
  role: 'user' | 'admin';
  count: number;
  open_count: number;
  severe: boolean;
  oldest_open: string | null;
  total: number;
};

/** Reports of the given members, open first, then newest; with who resolved them. */
export async function reportsOf(
  db: Queryable,
  where: SQL,
): Promise<(QueueReport & { reportedUserId: string; reported: string })[]> {
  const reporter = alias(userProfiles, 'reporter');
  const reported = alias(userProfiles, 'reported');
  const resolver = alias(userProfiles, 'resolver');
  const rows = await db
    .select({
      id: reports.id,
      reportedUserId: reports.reportedUserId,
      reported: reported.username,
      reason: reports.reason,
      details: reports.details,
      status: reports.status,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
      resolution: reports.resolution,
      resolverId: reports.resolvedBy,
      resolverUsername: resolver.username,
      reporterId: reports.reporterUserId,
      reporterUsername: reporter.username,
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.userId, reports.reporterUserId))
    .innerJoin(reported, eq(reported.userId, reports.reportedUserId))
    .leftJoin(resolver, eq(resolver.userId, reports.resolvedBy))
    .where(where)
    .orderBy(sql`${reports.status} = 'pending' desc`, desc(reports.createdAt), desc(reports.id));
  return rows.map((r) => ({
    id: r.id,
    reportedUserId: r.reportedUserId,
    reported: r.reported,
    reason: r.reason,
    details: r.details,
    reporter: { id: r.reporterId, username: r.reporterUsername },
    status: r.status,
    created_at: r.createdAt.toISOString(),
    resolved_at: r.resolvedAt?.toISOString() ?? null,
    resolved_by: person(r.resolverId, r.resolverUsername),
    resolution: r.resolution,
  }));
}

/**
 * The Reports queue: members grouped, paged by page number. Open: members with an open report,
 * those with an open Underage or scam report first, then the oldest open report first — so a
 * new report is on page 1 however many members were reviewed. Resolved: the rest, most
 * recently resolved first.
 */
export async function reportQueue(db: Db, query: ReportQueueQuery): Promise<ReportQueueResponse> {
  const open = query.state === 'open';
  const having: SQL[] = [
    open
      ? sql`count(*) filter (where r.status = 'pending') > 0`
      : sql`count(*) filter (where r.status = 'pending') = 0`,
  ];
  if (query.reason) {
    having.push(
      open
        ? sql`bool_or(r.status = 'pending' and r.reason = ${query.reason})`
        : sql`bool_or(r.reason = ${query.reason})`,
    );
  }
  const search = query.q?.trim();
  const searchSql = search
    ? sql`and (p.username ilike ${`%${escapeLike(search)}%`} or p.first_name ilike ${`%${escapeLike(search)}%`})`
    : sql``;
  const order = open
    ? sql`g.severe desc, g.oldest_open asc, g.user_id`
    : sql`g.last_resolved desc nulls last, g.latest desc, g.user_id`;
  const offset = (query.page - 1) * query.limit;
  const result = await db.execute(sql`
    with g as (
      select r.reported_user_id as user_id,
        count(*)::int as count,
        (count(*) filter (where r.status = 'pending'))::int as open_count,
        coalesce(bool_or(r.status = 'pending' and r.reason in (${severeList})), false) as severe,
        min(r.created_at) filter (where r.status = 'pending') as oldest_open,
        max(r.resolved_at) as last_resolved,
        max(r.created_at) as latest
      from reports r
      group by r.reported_user_id
      having ${sql.join(having, sql` and `)}
    )
    select g.user_id::text as user_id, p.username, p.first_name, p.avatar_url, p.is_blocked,
      p.role, g.count, g.open_count, g.severe,
      to_char(g.oldest_open at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as oldest_open,
      (count(*) over ())::int as total
    from g join user_profiles p on p.user_id = g.user_id
    where true ${searchSql}
    order by ${order}
    limit ${query.limit} offset ${offset}`);
  const groups = rowsOf<GroupRow>(result);
  let total = groups[0] ? Number(groups[0].total) : 0;
  if (groups.length === 0 && query.page > 1) {
    // Past the last page: the total still tells the screen how many pages there are.
    total = (await reportQueue(db, { ...query, page: 1 })).total;
  }
  const ids = groups.map((g) => g.user_id);
  const lines = ids.length ? await reportsOf(db, inArray(reports.reportedUserId, ids)) : [];
  const byUser = new Map<string, QueueReport[]>();
  for (const { reportedUserId, reported: _reported, ...line } of lines) {
    const list = byUser.get(reportedUserId) ?? [];
    if (list.length < ADMIN_REPORTS_PER_GROUP) list.push(line);
    byUser.set(reportedUserId, list);
  }
  const duplicates = await duplicatesOfMembers(db, ids);
  return {
    items: groups.map((g) => ({
      user: {
        id: g.user_id,
        username: g.username,
        first_name: g.first_name,
        avatar_url: storageUrlOrNull('media', g.avatar_url),
        is_blocked: g.is_blocked,
        role: g.role,
      },
      count: Number(g.count),
      open_count: Number(g.open_count),
      severe: Boolean(g.severe),
      oldest_open_at: g.oldest_open,
      reports: byUser.get(g.user_id) ?? [],
      duplicate_photo_of: duplicates.get(g.user_id) ?? [],
    })),
    total,
    page: query.page,
    page_count: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/**
 * Resolves the open reports of one member inside the caller's transaction, and writes ONE audit
 * entry for them (however many report lines): the count of reports it closed, or nothing.
 */
export async function resolveOpenReports(
  tx: Queryable,
  adminId: string,
  member: { id: string; username: string },
  note: string | null,
  context: Record<string, unknown> = {},
): Promise<number> {
  const resolved = await tx
    .update(reports)
    .set({ status: 'reviewed', resolvedAt: new Date(), resolvedBy: adminId, resolution: note })
    .where(and(eq(reports.reportedUserId, member.id), eq(reports.status, 'pending')))
    .returning({ id: reports.id });
  if (resolved.length === 0) return 0;
  await recordAudit(tx, adminId, 'reports.review', member.id, {
    username: member.username,
    reports: resolved.length,
    ...(note ? { note } : {}),
    ...context,
  });
  return resolved.length;
}

/** Bulk resolve: one transaction, one audit entry per member acted on. */
export async function resolveMany(
  db: Db,
  adminId: string,
  userIds: string[],
  note: string | null,
): Promise<{ members: number; reports: number }> {
  return db.transaction(async (tx) => {
    const members = await tx
      .select({ id: userProfiles.userId, username: userProfiles.username })
      .from(userProfiles)
      .where(inArray(userProfiles.userId, [...new Set(userIds)]))
      .orderBy(userProfiles.userId)
      .for('update');
    let acted = 0;
    let lines = 0;
    for (const member of members) {
      const count = await resolveOpenReports(
        tx,
        adminId,
        member,
        note,
        members.length > 1 ? { bulk: true } : {},
      );
      if (count > 0) acted += 1;
      lines += count;
    }
    return { members: acted, reports: lines };
  });
}
