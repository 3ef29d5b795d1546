import type { AdminKycDecisionRequest, AdminKycDecisionResponse } from '@dating/shared';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../infra/audit.js';
import type { Db } from '../infra/db/client.js';
import { kycRequests, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { assertClaimFree } from '../moderation-claims/index.js';
import { enqueuePush } from '../notifications/index.js';
import { loadKycItems } from './admin-kyc-load.js';

/**
 * The spec's handle_kyc_decision in one transaction: the request (only while pending, so two
 * admins clicking at once decide it once), the profile (verified on approval) and the audit.
 * The same decision again (a double click, a second tab) answers `already_decided` with the
 * decision made; a different one is refused with ALREADY_DECIDED (decision 025).
 */
export async function decideKyc(
  db: Db,
  adminId: string,
  requestId: string,
  input: AdminKycDecisionRequest,
): Promise<AdminKycDecisionResponse> {
  const reason = input.reason?.trim() || null;
  if (input.status === 'denied' && !reason) throw new AppError('KYC_REASON_REQUIRED');
  const outcome = await db.transaction(async (tx) => {
    await assertClaimFree(tx, 'kyc', requestId, adminId);
    const [decided] = await tx
      .update(kycRequests)
      .set({ status: input.status, notes: reason, decidedBy: adminId, decidedAt: new Date() })
      .where(and(eq(kycRequests.id, requestId), eq(kycRequests.status, 'pending')))
      .returning();
    if (!decided) {
      const [exists] = await tx
        .select({ status: kycRequests.status })
        .from(kycRequests)
        .where(eq(kycRequests.id, requestId))
        .limit(1);
      if (!exists) throw new AppError('NOT_FOUND');
      if (exists.status === input.status) return 'already_decided' as const;
      throw new AppError('ALREADY_DECIDED');
    }
    const approved = input.status === 'approved';
    await tx
      .update(userProfiles)
      .set(
        approved
          ? { isVerified: true, kycStatus: 'approved', updatedAt: new Date() }
          : { kycStatus: 'denied', updatedAt: new Date() },
      )
      .where(eq(userProfiles.userId, decided.userId));
    await recordAudit(tx, adminId, approved ? 'kyc.approve' : 'kyc.deny', decided.userId, {
      request_id: decided.id,
      ...(reason ? { reason } : {}),
    });
    await enqueuePush(tx, {
      kind: 'decision',
      userId: decided.userId,
      subject: 'verification',
      approved,
      id: decided.id,
    });
    return 'decided' as const;
  });
  const [loaded] = await loadKycItems(db, eq(kycRequests.id, requestId), 1);
  if (!loaded) throw new AppError('NOT_FOUND');
  return { ...loaded.item, outcome };
}
