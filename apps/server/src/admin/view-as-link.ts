import { IMPERSONATION_TOKEN_TTL_MS } from '@dating/shared';
import { recordAudit } from '../infra/audit.js';
import type { Db } from '../infra/db/client.js';
import { impersonationTokens } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { newToken } from '../infra/sessions/tokens.js';
import { lockMember } from './member-row.js';

/** A one-time "View As" link for a member who is not blocked; the reason goes in the audit. */
export async function impersonate(
  db: Db,
  adminId: string,
  userId: string,
  reason: string,
): Promise<{ magic_link: string }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + IMPERSONATION_TOKEN_TTL_MS);
  await db.transaction(async (tx) => {
    const row = await lockMember(tx, userId);
    if (row.isBlocked) throw new AppError('ACCOUNT_BLOCKED');
    await tx.insert(impersonationTokens).values({ tokenHash: hash, adminId, userId, expiresAt });
    await recordAudit(tx, adminId, 'user.impersonate', userId, {
      username: row.username,
      reason,
      expires_at: expiresAt.toISOString(),
    });
  });
  return { magic_link: `/impersonate?token=${encodeURIComponent(token)}` };
}
