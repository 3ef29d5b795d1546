import { randomBytes } from 'node:crypto';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '@dating/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { accounts } from '../infra/db/schema.js';
import { createLoginThrottle } from './login-throttle.js';
import { createAuthService } from './service.js';

/**
 * `npm run admin:create -- --username NAME` (docs/operations.md#admin-accounts): a further admin
 * without editing the database. The password is generated, shown once, and must be changed at
 * the first sign-in (the web app's forced password screen).
 */
export async function createAdminAccount(
  db: Db,
  username: string,
): Promise<{ id: string; username: string; password: string }> {
  const name = username.trim();
  if (
    name.length < USERNAME_MIN_LENGTH ||
    name.length > USERNAME_MAX_LENGTH ||
    !USERNAME_PATTERN.test(name)
  ) {
    throw new Error(
      `The username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, digits, _ or .`,
    );
  }
  const password = randomBytes(12).toString('base64url');
  const auth = createAuthService(db, createLoginThrottle(db), async () => {});
  const account = await auth.createAccount(name, password, 'admin');
  await db.update(accounts).set({ mustChangePassword: true }).where(eq(accounts.id, account.id));
  return { id: account.id, username: account.username, password };
}
