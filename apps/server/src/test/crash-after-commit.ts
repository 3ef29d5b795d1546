/**
 * A server process that is killed (SIGKILL, as `kill -9`) right after its first transaction
 * commits, before it can answer: the worst moment for a money move. Run by
 * infra/http/idempotency-crash.test.ts as `node --import tsx` on the database it names:
 * CRASH_DATABASE_URL (a PostgreSQL server) or else the embedded database in CRASH_DATA_DIR.
 * It prints `{"port":N}` once listening.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import { openDatabase } from '../infra/db/client.js';
import { testConfig } from './test-app.js';

const dataDir = process.env.CRASH_DATA_DIR;
if (!dataDir) throw new Error('CRASH_DATA_DIR is required');
const databaseUrl = process.env.CRASH_DATABASE_URL || undefined;

const database = await openDatabase(databaseUrl, dataDir);
const app = await buildApp(testConfig({ dataDir, databaseUrl }), {
  database,
  skipBootstrap: true,
});
await app.listen({ host: '127.0.0.1', port: 0 });

// Armed only now: start-up's own transactions are not the request's.
const commit = database.db.transaction.bind(database.db);
database.db.transaction = (async (...args: Parameters<typeof commit>) => {
  const result = await commit(...args);
  process.kill(process.pid, 'SIGKILL');
  return result;
}) as typeof commit;

process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`);
