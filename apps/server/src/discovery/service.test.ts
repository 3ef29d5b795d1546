import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../infra/db/client.js';
import { matches } from '../infra/db/schema.js';
import { insertMembers } from '../test/members.js';
import { openTestDatabase } from '../test/test-app.js';
import { createDiscoveryService } from './service.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

// On the PostgreSQL server these transactions truly overlap (PGlite runs them one at a time).
it('many pairs liking each other at the same instant make exactly one match each', async () => {
  const service = createDiscoveryService(database.db);
  const left = await insertMembers(database.db, 30);
  const right = await insertMembers(database.db, 30);
  const results = await Promise.all(
    left.flatMap((a, i) => {
      const b = right[i] as string;
      return [
        service.swipe(a, { target_user_id: b, action: 'like' }),
        service.swipe(b, { target_user_id: a, action: 'like' }),
      ];
    }),
  );
  const rows = await database.db
    .select()
    .from(matches)
    .where(inArray(matches.user1Id, [...left, ...right]));
  expect(rows).toHaveLength(30);
  for (let i = 0; i < 30; i++) {
    const flags = [results[2 * i]?.matched, results[2 * i + 1]?.matched];
    expect(flags.filter(Boolean)).toHaveLength(1);
  }
});
