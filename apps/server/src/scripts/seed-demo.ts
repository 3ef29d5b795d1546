/**
 * `npm run seed:demo -- --members N`: adds N demo members (default 300) to the database the
 * environment names (DATABASE_URL, or the embedded one in DATA_DIR), with their photos in
 * `${DATA_DIR}/storage`, then exits. Serve them with the same DATA_DIR. Refused in production.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { refreshDemoBoosts, seedDemoMembers } from '../demo/index.js';
import { createStorage } from '../infra/storage/index.js';
import { runScript, withDatabase } from './support/run.js';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { members: { type: 'string', short: 'n', default: '300' } },
    allowPositionals: false,
  });
  const count = Number(values.members);
  if (!Number.isInteger(count) || count < 1 || count > 100_000) {
    console.error('Usage: npm run seed:demo -- --members N   (1 to 100000)');
    return 2;
  }
  const config = loadConfig();
  if (config.production) {
    console.error('Production refuses demo data (NODE_ENV=production).');
    return 1;
  }
  const where = config.databaseUrl
    ? `${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname}`
    : `embedded database in ${config.dataDir}`;
  console.log(`Seeding ${count} demo members into ${where}...`);
  const started = Date.now();
  return withDatabase(config, async (database) => {
    let lastLogged = 0;
    const result = await seedDemoMembers(database.db, createStorage(config), {
      count,
      mode: 'add',
      batchSize: 50,
      log: (message) => {
        if (Date.now() - lastLogged > 2000) {
          lastLogged = Date.now();
          console.log(message);
        }
      },
    });
    await refreshDemoBoosts(database.db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Done in ${seconds} s: ${result.created} members, ${result.likes} likes, ${result.matches} matches.`,
    );
    return 0;
  });
}

runScript(main);
