import {
  ADMIN_REPORTS_PER_GROUP,
  type QueueCounts,
  type QueueReport,
  type ReportQueueQuery,
  type ReportQueueResponse,
  type ResolveReportsResponse,
  SEVERE_REPORT_REASONS,
  type WalletTransactionType,
} from '@dating/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { recordAudit } from '../infra/audit.js';
import type { Db, Queryable } from '../infra/db/client.js';
import { escapeLike } from '../infra/db/like.js';
import { rowsOf } from '../infra/db/rows.js';
import {
  kycRequests,
  reports,
  suspectedMembers,
  userProfiles,
  walletTransactions,
} from '../infra/db/schema.js';
import { duplicatesOfMembers } from '../infra/images/duplicates.js';
import { storageUrlOrNull } from '../infra/storage/index.js';
import { assertClaimFree } from '../moderation-claims/index.js';
import { cursorTimestamp, decodeKeys, encodeKeys } from './cursor.js';
import { keysetPage, person } from './lists.js';

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
    // Stored by the scam-signal job (suspected/compute.ts), so counting is one indexed read.
    suspected: count(sql`${suspectedMembers} where ${suspectedMembers.state} = 'open'`),
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
  oldest_key: string;
  resolved_key: string;
  latest_key: string;
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
      mediaKind: reports.mediaKind,
      mediaDurationMs: reports.mediaDurationMs,
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
    media: r.mediaKind
      ? {
          kind: r.mediaKind,
          url: `/api/admin/reports/${r.id}/media`,
          duration_ms: r.mediaDurationMs,
        }
      : null,
  }));
}

const openCursor = z.object({ severe: z.boolean(), at: cursorTimestamp, id: z.uuid() });
const resolvedCursor = z.object({ at: cursorTimestamp, latest: cursorTimestamp, id: z.uuid() });

/**
 * The Reports queue: members grouped, paged by keyset (decision 025). Open: members with an open
 * report, those with an open Underage or scam report first, then the oldest open report first —
 * so a new report is on page 1 however many members were reviewed. Resolved: the rest, most
 * recently resolved first. A page starts after the last member of the page before (its sort
 * keys, not its position), so members decided meanwhile never push others past "next".
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
  // Row comparisons: the order's keys, so "after the cursor" is exactly "on a later page".
  const keys = open
    ? sql`(case when f.severe then 0 else 1 end, f.oldest_open, f.user_id)`
    : sql`(coalesce(f.last_resolved, '-infinity'), f.latest, f.user_id)`;
  const order = open
    ? sql`f.severe desc, f.oldest_open asc, f.user_id asc`
    : sql`coalesce(f.last_resolved, '-infinity') desc, f.latest desc, f.user_id desc`;
  let after = sql`true`;
  if (open) {
    const c = decodeKeys(openCursor, query.cursor);
    if (c) after = sql`${keys} > (${c.severe ? 0 : 1}, ${c.at}::timestamptz, ${c.id}::uuid)`;
  } else {
    const c = decodeKeys(resolvedCursor, query.cursor);
    if (c) after = sql`${keys} < (${c.at}::timestamptz, ${c.latest}::timestamptz, ${c.id}::uuid)`;
  }
  const filtered = sql`
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
    ), f as (
      select g.*, p.username, p.first_name, p.avatar_url, p.is_blocked, p.role
      from g join user_profiles p on p.user_id = g.user_id
      where true ${searchSql}
    )`;
  const result = await db.execute(sql`${filtered}
    select f.user_id::text as user_id, f.username, f.first_name, f.avatar_url, f.is_blocked,
      f.role, f.count, f.open_count, f.severe,
      to_char(f.oldest_open at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as oldest_open,
      f.oldest_open::text as oldest_key,
      coalesce(f.last_resolved, '-infinity')::text as resolved_key, f.latest::text as latest_key,
      (select count(*) from f)::int as total
    from f where ${after}
    order by ${order}
    limit ${query.limit + 1}`);
  const page = keysetPage(rowsOf<GroupRow>(result), query.limit, (last) =>
    open
      ? encodeKeys({ severe: Boolean(last.severe), at: last.oldest_key, id: last.user_id })
      : encodeKeys({ at: last.resolved_key, latest: last.latest_key, id: last.user_id }),
  );
  const groups = page.items;
  let total = groups[0] ? Number(groups[0].total) : 0;
  if (groups.length === 0 && query.cursor) {
    // Past the last page: the total still tells the screen how many there are.
    const [counted] = rowsOf<{ total: number }>(
      await db.execute(sql`${filtered} select count(*)::int as total from f`),
    );
    total = Number(counted?.total ?? 0);
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
    next_cursor: page.next_cursor,
  };
}

/**
 * Resolves the open reports of one member inside the caller's transaction, and writes ONE audit
 * entry for them (however many report lines): the count of reports it closed, or nothing.
 * `seen` (decision 025): only these reports — the ones the moderator saw — are closed.
 */
export async function resolveOpenReports(
  tx: Queryable,
  adminId: string,
  member: { id: string; username: string },
  note: string | null,
  context: Record<string, unknown> = {},
  seen?: readonly string[],
): Promise<number> {
  const resolved = await tx
    .update(reports)
    .set({ status: 'reviewed', resolvedAt: new Date(), resolvedBy: adminId, resolution: note })
    .where(
      and(
        eq(reports.reportedUserId, member.id),
        eq(reports.status, 'pending'),
        seen ? inArray(reports.id, [...seen]) : undefined,
      ),
    )
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

/** Open reports of these members (after a decision: the ones it left open). */
export async function openReportCount(tx: Queryable, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(reports)
    .where(and(inArray(reports.reportedUserId, userIds), eq(reports.status, 'pending')));
  return row?.count ?? 0;
}

/**
 * Bulk resolve: one transaction, one audit entry per member acted on. Only the `seen` reports
 * are closed (decision 025); `left_open` counts the members' open reports that were not seen.
 */
export async function resolveMany(
  db: Db,
  adminId: string,
  userIds: string[],
  note: string | null,
  seen: readonly string[],
): Promise<ResolveReportsResponse> {
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
      await assertClaimFree(tx, 'report', member.id, adminId);
      const count = await resolveOpenReports(
        tx,
        adminId,
        member,
        note,
        members.length > 1 ? { bulk: true } : {},
        seen,
      );
      if (count > 0) acted += 1;
      lines += count;
    }
    const leftOpen = await openReportCount(
      tx,
      members.map((m) => m.id),
    );
    return { members: acted, reports: lines, left_open: leftOpen };
  });
}
