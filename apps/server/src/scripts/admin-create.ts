/**
 * `npm run admin:create -- --username NAME`: creates an admin account in the database the
 * environment names (DATABASE_URL, or the embedded one in DATA_DIR) and prints its one-time
 * password, which must be changed at the first sign-in. Exits 1 when the name is taken, and when
 * another process (a running server) has the embedded data directory open: create the admin
 * there with the server stopped, or through a PostgreSQL DATABASE_URL.
 */
import { parseArgs } from 'node:util';
import { createAdminAccount } from '../auth/index.js';
import { loadConfig } from '../config.js';
import { AppError } from '../infra/http/errors.js';
import { runScript, withDatabase } from './support/run.js';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { username: { type: 'string', short: 'u' } },
    allowPositionals: false,
  });
  if (!values.username) {
    console.error('Usage: npm run admin:create -- --username NAME');
    return 2;
  }
  const username = values.username;
  return withDatabase(loadConfig(), async (database) => {
    try {
      const admin = await createAdminAccount(database.db, username);
      // Printed once, on purpose: the only place this password appears.
      console.log(
        `\n  Admin account created.\n  username: ${admin.username}\n  one-time password: ${admin.password}\n  (must be changed at the first sign-in)\n`,
      );
      return 0;
    } catch (error) {
      if (error instanceof AppError && error.code === 'USERNAME_TAKEN') {
        console.error(`The username "${username}" is already taken.`);
        return 1;
      }
      if (error instanceof Error && !(error instanceof AppError)) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
  });
}

runScript(main);
