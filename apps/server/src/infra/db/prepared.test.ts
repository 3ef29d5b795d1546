import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import type { Database } from './client.js';
import { queryPrepared, queryPreparedWithSettings } from './prepared.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

const SETTINGS = { enable_bitmapscan: 'off', jit: 'off' } as const;
const READ = `select current_setting('enable_bitmapscan') as bitmaps, $1::integer + 1 as next`;

it('runs the statement under its settings, with its parameters, again and again', async () => {
  for (const n of [1, 2, 3, 4, 5, 6, 7]) {
    const rows = await queryPreparedWithSettings<{ bitmaps: string; next: number }>(
      database.db,
      SETTINGS,
      READ,
      [n],
    );
    expect(rows).toEqual([{ bitmaps: 'off', next: n + 1 }]);
  }
});

it('leaves the settings behind with its transaction', async () => {
  // Enough calls at once to use every pooled connection on the PostgreSQL server.
  await Promise.all(
    Array.from({ length: 20 }, (_, n) =>
      queryPreparedWithSettings(database.db, SETTINGS, READ, [n]),
    ),
  );
  const after = await Promise.all(
    Array.from({ length: 20 }, () =>
      queryPrepared<{ bitmaps: string; jit: string }>(
        database.db,
        `select current_setting('enable_bitmapscan') as bitmaps, current_setting('jit') as jit`,
        [],
      ),
    ),
  );
  expect(new Set(after.map(([row]) => row?.bitmaps))).toEqual(new Set(['on']));
  expect(after.map(([row]) => row?.jit)).not.toContain('off');
});

it('fails as a whole when the statement fails, and the next call works', async () => {
  await expect(
    queryPreparedWithSettings(database.db, SETTINGS, 'select 1 / $1::integer', [0]),
  ).rejects.toThrow(/division by zero/);
  const rows = await queryPreparedWithSettings<{ next: number }>(database.db, SETTINGS, READ, [9]);
  expect(rows[0]?.next).toBe(10);
});
