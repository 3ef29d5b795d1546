import type { ChangePasswordRequest } from '@dating/shared';
import { eq } from 'drizzle-orm';
import { accounts } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { type AuthenticatedUser, revokeUserSessions } from '../infra/sessions/session-store.js';
import type { AuthDeps } from './accounts.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** Changes the password and ends every other session of the member. */
export async function changePassword(
  { db, publish }: AuthDeps,
  user: AuthenticatedUser,
  input: ChangePasswordRequest,
) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, user.id)).limit(1);
  if (!account || !(await verifyPassword(account.passwordHash, input.current_password))) {
    throw new AppError('PASSWORD_INCORRECT');
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(accounts.id, user.id));
    await revokeUserSessions(tx, user.id, user.sessionHash);
  });
  await publish({ kind: 'disconnect', user_id: user.id, except_session_hash: user.sessionHash });
}
