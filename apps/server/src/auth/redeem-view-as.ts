import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { impersonationTokens, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { createSession } from '../infra/sessions/session-store.js';
import { hashToken } from '../infra/sessions/tokens.js';
import type { SignedIn } from './accounts.js';

/** Trades a one-time "View As" link token for a tab-scoped bearer session. */
export async function redeemImpersonation(db: Db, token: string): Promise<SignedIn> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(impersonationTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(impersonationTokens.tokenHash, hashToken(token)),
          isNull(impersonationTokens.usedAt),
          gt(impersonationTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!claimed) throw new AppError('NOT_FOUND');
    const [profile] = await tx
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, claimed.userId))
      .limit(1);
    if (!profile || profile.role === 'admin' || profile.isBlocked) throw new AppError('NOT_FOUND');
    const bearer = await createSession(tx, claimed.userId, 'bearer', claimed.adminId);
    return {
      token: bearer,
      user: {
        id: profile.userId,
        username: profile.username,
        role: 'user',
        onboarding_complete: profile.onboardingComplete,
        must_change_password: false,
      },
    };
  });
}
