/**
 * The transaction helper runs a transaction again after a deadlock or serialization failure.
 * The real deadlock needs two connections, so it runs only against a PostgreSQL server
 * (TEST_DATABASE_URL); PGlite has one connection and cannot deadlock.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import type { Database } from './client.js';
import { rowsOf } from './rows.js';
import { TRANSACTION_ATTEMPTS } from './transactions.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.db.execute(sql`create table probe (id int primary key, runs int not null)`);
});
afterAll(async () => drop());
beforeEach(async () => {
  await database.db.execute(sql`truncate probe`);
  await database.db.execute(sql`insert into probe values (1, 0), (2, 0)`);
});

/** A promise and the function that settles it. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** What PostgreSQL raises; drizzle passes it through with its SQLSTATE. */
const conflict = (code: string) => Object.assign(new Error(`conflict ${code}`), { code });

const runsOf = async (id: number) => {
  const [row] = rowsOf<{ runs: number }>(
    await database.db.execute(sql`select runs from probe where id = ${id}`),
  );
  return row?.runs;
};

describe('db.transaction', () => {
  it.each(['40001', '40P01'])(
    'runs again after SQLSTATE %s, the failed run rolled back',
    async (code) => {
      let attempts = 0;
      const result = await database.db.transaction(async (tx) => {
        attempts++;
        await tx.execute(sql`update probe set runs = runs + 1 where id = 1`);
        if (attempts === 1) throw conflict(code);
        return 'committed';
      });
      expect(result).toBe('committed');
      expect(attempts).toBe(2);
      expect(await runsOf(1)).toBe(1);
    },
  );

  it(`gives up after ${TRANSACTION_ATTEMPTS} runs and reports the conflict`, async () => {
    let attempts = 0;
    await expect(
      database.db.transaction(async () => {
        attempts++;
        throw conflict('40P01');
      }),
    ).rejects.toThrow('conflict 40P01');
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
  });

  it('does not run again after any other error', async () => {
    let attempts = 0;
    await expect(
      database.db.transaction(async () => {
        attempts++;
        throw conflict('23505');
      }),
    ).rejects.toThrow('conflict 23505');
    expect(attempts).toBe(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two transactions locking rows in opposite order both commit (the deadlock victim reruns)',
    async () => {
      // Each side locks its first row, waits until the other has too, then wants the other's.
      const lockedFirst = [signal(), signal()];
      const crossing = (mine: 0 | 1) =>
        database.db.transaction(async (tx) => {
          const [first, second] = mine === 0 ? [1, 2] : [2, 1];
          await tx.execute(sql`update probe set runs = runs + 1 where id = ${first}`);
          lockedFirst[mine]?.resolve();
          await lockedFirst[1 - mine]?.promise;
          await tx.execute(sql`update probe set runs = runs + 1 where id = ${second}`);
        });
      await Promise.all([crossing(0), crossing(1)]);
      expect(await runsOf(1)).toBe(2);
      expect(await runsOf(2)).toBe(2);
    },
  );
});
