import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { fromPglite } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { pgliteQueueDb } from './queue-db.js';

/**
 * pg-boss on the app's one PGlite session: a pg-boss script that fails half-way must not leave
 * the next app transaction inside its aborted BEGIN. (PostgreSQL servers give pg-boss its own
 * connections, so this is PGlite's alone.)
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('pg-boss on PGlite', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let client: PGlite;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    client = (database.db as unknown as { $client: PGlite }).$client;
  });
  afterAll(async () => {
    await drop?.();
  });

  /** A failing pg-boss script, and an app transaction that asks for the session right after. */
  async function scriptThenTransaction(run: (text: string) => Promise<unknown>) {
    const script = run('BEGIN;\n SET LOCAL lock_timeout = 1000;\n select 1 / 0;\n COMMIT;');
    const app = database.db.transaction(async (tx) =>
      rowsOf<{ one: number }>(await tx.execute(sql`select 1 as one`)),
    );
    return Promise.allSettled([script, app]);
  }

  it('rolls a failed script back before the app gets the session', async () => {
    const queueDb = pgliteQueueDb(client);
    const [script, app] = await scriptThenTransaction((text) => queueDb.executeSql(text));
    expect(script.status).toBe('rejected');
    expect(String((script as PromiseRejectedResult).reason)).toMatch(/division by zero/);
    expect(app).toEqual({ status: 'fulfilled', value: [{ one: 1 }] });
    // The session is clean afterwards, and a script's RETURNING rows still come back.
    const { rows } = await queueDb.executeSql('BEGIN;\n select 2 as two;\n COMMIT;');
    expect(rows).toEqual([{ two: 2 }]);
  });

  it('(the hazard, with pg-boss’s own adapter: the app transaction fails)', async () => {
    const plain = fromPglite(client);
    const [script, app] = await scriptThenTransaction((text) => plain.executeSql(text));
    expect(script.status).toBe('rejected');
    expect(app.status).toBe('rejected');
    const reason = (app as PromiseRejectedResult).reason;
    expect(`${reason?.message} ${reason?.cause?.message}`).toMatch(/transaction is aborted/);
  });
});
