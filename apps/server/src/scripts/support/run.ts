/**
 * What the command-line scripts share. A folder, not a file beside them: build.mjs makes every
 * .ts file directly in scripts/ a script of its own.
 */
import type { Config } from '../../config.js';
import { type Database, openDatabase } from '../../infra/db/client.js';
import { DataDirInUseError } from '../../infra/db/data-dir-lock.js';

/** Runs a script's `main` and exits with its code; an unexpected error is printed, code 1. */
export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/**
 * Opens the database the environment names, runs `use` with it and closes it. Exits 1 when
 * another process (the running server) has the embedded database: nothing was written.
 */
export async function withDatabase(
  config: Config,
  use: (database: Database) => Promise<number>,
): Promise<number> {
  let database: Database;
  try {
    database = await openDatabase(config.databaseUrl, config.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
