import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../infra/db/client.js';
import { accounts, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { normalizeUsername } from './accounts.js';
import { createLoginThrottle } from './login-throttle.js';
import { createAuthService } from './service.js';

/**
 * Makes sure there is an admin (docs/operations.md#admin-accounts): from
 * ADMIN_USERNAME/ADMIN_PASSWORD when given; in embedded mode without them, a generated one printed
 * once.
 */
export async function bootstrapAdmin(db: Db, config: Config, log: FastifyBaseLogger) {
  const auth = createAuthService(db, createLoginThrottle(db), async () => {});
  if (config.admin) {
    const [existing] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.usernameNormalized, normalizeUsername(config.admin.username)))
      .limit(1);
    if (existing) {
      await db
        .update(userProfiles)
        .set({ role: 'admin' })
        .where(eq(userProfiles.userId, existing.id));
      return;
    }
    try {
      await auth.createAccount(config.admin.username.trim(), config.admin.password, 'admin');
    } catch (error) {
      // Several processes starting together: another one created it a moment ago (as admin).
      if (error instanceof AppError && error.code === 'USERNAME_TAKEN') return;
      throw error;
    }
    log.info({ username: config.admin.username }, 'admin account created');
    return;
  }
  const [anyAdmin] = await db
    .select({ id: userProfiles.userId })
    .from(userProfiles)
    .where(eq(userProfiles.role, 'admin'))
    .limit(1);
  if (anyAdmin) return;
  if (config.databaseUrl !== undefined) {
    log.warn('no admin account: set ADMIN_USERNAME and ADMIN_PASSWORD to create one');
    return;
  }
  const password = randomBytes(12).toString('base64url');
  await auth.createAccount('admin', password, 'admin');
  // Printed once, on purpose: this is the only place the generated password appears.
  console.log(
    `\n  Admin account created for this embedded database.\n  username: admin\n  password: ${password}\n  (set ADMIN_USERNAME/ADMIN_PASSWORD to choose your own)\n`,
  );
}
