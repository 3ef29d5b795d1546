import type { MemberOverview } from '@dating/shared';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { memberFaceLinks } from '../faces/index.js';
import type { Db } from '../infra/db/client.js';
import {
  coinLedger,
  kycRequests,
  reports,
  userProfiles,
  walletTransactions,
} from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { duplicatesOfMembers, linkedAccountsOf } from '../infra/images/duplicates.js';
import { storageUrl, storageUrlOrNull } from '../infra/storage/index.js';
import { auditOfMember } from './audit-log.js';
import { person } from './lists.js';
import { toAdminUser, userColumns } from './member-row.js';
import { reportsOf } from './report-queue.js';

/** How many of each history the page shows (newest first). */
const HISTORY_LIMIT = 100;

/**
 * Everything an admin needs to know about one member before deciding, read in one
 * transaction: profile and photos, reports against and by
 * them, verification attempts, coins, linked accounts and the admin actions on them.
 */
export async function memberOverview(db: Db, userId: string): Promise<MemberOverview> {
  return db.transaction(async (tx) => {
    const blocker = alias(userProfiles, 'blocker');
    const [row] = await tx
      .select({
        ...userColumns,
        isVerified: userProfiles.isVerified,
        kycStatus: userProfiles.kycStatus,
        blockedReason: userProfiles.blockedReason,
        blockedAt: userProfiles.blockedAt,
        blockedBy: userProfiles.blockedBy,
        blockerUsername: blocker.username,
        bio: userProfiles.bio,
        media: userProfiles.media,
      })
      .from(userProfiles)
      .leftJoin(blocker, eq(blocker.userId, userProfiles.blockedBy))
      .where(eq(userProfiles.userId, userId))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND');

    const against = await reportsOf(tx, eq(reports.reportedUserId, userId));
    const filed = await reportsOf(tx, eq(reports.reporterUserId, userId));
    const attempts = await tx
      .select()
      .from(kycRequests)
      .where(eq(kycRequests.userId, userId))
      .orderBy(desc(kycRequests.createdAt))
      .limit(HISTORY_LIMIT);
    const ledger = await tx
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.userId, userId))
      .orderBy(desc(coinLedger.id))
      .limit(HISTORY_LIMIT);
    const transactions = await tx
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, userId))
      .orderBy(desc(walletTransactions.createdAt))
      .limit(HISTORY_LIMIT);
    const duplicates = (await duplicatesOfMembers(tx, [userId])).get(userId);
    const linked = await linkedAccountsOf(tx, userId);
    const audit = await auditOfMember(tx, userId, HISTORY_LIMIT);

    const strip = ({ reportedUserId: _id, reported: _name, ...line }: (typeof against)[0]) => line;
    return {
      user: {
        ...toAdminUser(row, duplicates),
        is_verified: row.isVerified,
        kyc_status: row.kycStatus,
        blocked_reason: row.blockedReason,
        blocked_at: row.blockedAt?.toISOString() ?? null,
        blocked_by: person(row.blockedBy, row.blockerUsername),
        bio: row.bio,
      },
      photos: row.media.map((path) => storageUrl('media', path)),
      reports_against: against.map(strip),
      reports_filed: filed.map((line) => ({
        ...strip(line),
        reported: { id: line.reportedUserId, username: line.reported },
      })),
      verifications: attempts.map((k) => ({
        id: k.id,
        status: k.status,
        images: [
          { label: 'selfie1', url: storageUrlOrNull('kyc', k.selfie1Url) },
          { label: 'selfie2', url: storageUrlOrNull('kyc', k.selfie2Url) },
          { label: 'avatar', url: storageUrlOrNull('kyc', k.avatarSnapshotUrl) },
        ].filter((image): image is { label: string; url: string } => image.url !== null),
        notes: k.notes,
        decided_at: k.decidedAt?.toISOString() ?? null,
        created_at: k.createdAt.toISOString(),
      })),
      ledger: ledger.map((l) => ({
        id: String(l.id),
        delta: l.delta,
        reason: l.reason,
        balance_after: l.balanceAfter,
        created_at: l.createdAt.toISOString(),
      })),
      transactions: transactions.map((w) => ({
        id: w.id,
        type: w.type,
        status: w.status,
        amount: w.amount,
        method: w.paymentMethod,
        created_at: w.createdAt.toISOString(),
      })),
      linked_accounts: linked.map((l) => ({ id: l.user_id, username: l.username, kinds: l.kinds })),
      face_links: await memberFaceLinks(tx, userId),
      audit,
    };
  });
}
