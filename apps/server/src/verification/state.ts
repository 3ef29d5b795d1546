import { type VerificationResponse, verificationDisplayState } from '@dating/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { kycRequests, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { type KycRow, toSummary } from './kyc-row.js';

export async function latestRequest(db: Db, userId: string): Promise<KycRow | null> {
  const [row] = await db
    .select()
    .from(kycRequests)
    .where(eq(kycRequests.userId, userId))
    .orderBy(desc(kycRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/** The member's verification state as shown, with their latest request. */
export async function getState(db: Db, userId: string): Promise<VerificationResponse> {
  const [profile] = await db
    .select({ isVerified: userProfiles.isVerified, kycStatus: userProfiles.kycStatus })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  if (!profile) throw new AppError('NOT_FOUND');
  const last = await latestRequest(db, userId);
  return {
    state: verificationDisplayState({
      is_verified: profile.isVerified,
      kyc_status: profile.kycStatus,
    }),
    last_request: last ? toSummary(last) : null,
  };
}
