/**
 * `npm run admin:create -- --username NAME`: creates an admin account in the database the
 * environment names (DATABASE_URL, or the embedded one in DATA_DIR) and prints its one-time
 * password, which must be changed at the first sign-in. Exits 1 when the name is taken, and when
 * another process (a running server) has the embedded data directory open: create the admin
 * there with the server stopped, or through a PostgreSQL DATABASE_URL.
 */
import { parseArgs } from 'node:util';
import { createAdminAccount } from '../auth/create-admin.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../infra/db/client.js';
import { DataDirInUseError } from '../infra/db/data-dir-lock.js';
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
  let database: Database;
  try {
    database = await openDatabase(config.databaseUrl, config.dataDir);
  } catch (error) {
    // Another process (the running server) has the embedded database: nothing was written.
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
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
