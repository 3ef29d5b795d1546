/**
 * `npm run admin:create -- --username NAME`: creates an admin account in the database the
 * environment names (DATABASE_URL, or the embedded one in DATA_DIR) and prints its one-time
 * password, which must be changed at the first sign-in. Exits 1 when the name is taken.
 */
import { parseArgs } from 'node:util';
import { createAdminAccount } from '../auth/create-admin.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../infra/db/client.js';
import { AppError } from '../infra/http/errors.js';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { username: { type: 'string', short: 'u' } },
    allowPositionals: false,
  });
  if (!values.username) {
    console.error('Usage: npm run admin:create -- --username NAME');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  try {
    const admin = await createAdminAccount(database.db, values.username);
    // Printed once, on purpose: the only place this password appears.
    console.log(
      `\n  Admin account created.\n  username: ${admin.username}\n  one-time password: ${admin.password}\n  (must be changed at the first sign-in)\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'USERNAME_TAKEN') {
      console.error(`The username "${values.username}" is already taken.`);
      return 1;
    }
    if (error instanceof Error && !(error instanceof AppError)) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
