import type { ReportRequest } from '@dating/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { ReportMedia } from '../chat/index.js';
import type { Tx } from '../infra/db/client.js';
import { reports } from '../infra/db/schema.js';

/**
 * Stores the reporter's one report about a member (a unique index): reporting again replaces its
 * reason, details and time and makes it pending again, so repeats never inflate the admin's
 * count. A photo or voice note (issue 35) replaces the one carried before, whose copy's path is
 * returned for removal; a repeat without one keeps it.
 */
export async function upsertReport(
  tx: Tx,
  reporterId: string,
  input: ReportRequest,
  media: ReportMedia | null,
): Promise<string | null> {
  const values = {
    reason: input.reason,
    details: input.details || null,
    status: 'pending' as const,
    createdAt: sql`now()`,
    // A repeat reopens the report: the earlier resolution no longer applies.
    resolvedAt: null,
    resolvedBy: null,
    resolution: null,
    ...(media
      ? { mediaKind: media.kind, mediaPath: media.path, mediaDurationMs: media.durationMs }
      : {}),
  };
  const [earlier] = await tx
    .select({ path: reports.mediaPath })
    .from(reports)
    .where(
      and(
        eq(reports.reporterUserId, reporterId),
        eq(reports.reportedUserId, input.reported_user_id),
      ),
    )
    .for('update');
  await tx
    .insert(reports)
    .values({ reporterUserId: reporterId, reportedUserId: input.reported_user_id, ...values })
    .onConflictDoUpdate({ target: [reports.reporterUserId, reports.reportedUserId], set: values });
  return media ? (earlier?.path ?? null) : null;
}
