import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../infra/db/client.js';
import { userProfiles } from '../infra/db/schema.js';
import { openTestDatabase, request, testConfig } from '../test/test-app.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

it('creates the configured admin once, who can sign in and is staff', async () => {
  const config = testConfig({ admin: { username: 'Boss', password: 'boss password 1' } });
  for (let start = 0; start < 2; start++) {
    const app = await buildApp(config, { database });
    await app.close();
  }
  const admins = await database.db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.role, 'admin'));
  expect(admins.map((a) => a.username)).toEqual(['Boss']);
  const app = await buildApp(config, { database });
  const res = await request(app, 'POST', '/api/auth/signin', {
    username: 'boss',
    password: 'boss password 1',
  });
  expect(res.json().user).toMatchObject({ role: 'admin', username: 'Boss' });
  await app.close();
});

it('generates and prints an admin in embedded mode when none is configured or present', async () => {
  const { database: fresh, drop: dropFresh } = await openTestDatabase();
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const app = await buildApp(testConfig({ databaseUrl: undefined }), { database: fresh });
  const printed = log.mock.calls.map((c) => String(c[0])).join('\n');
  log.mockRestore();
  const password = /password: (\S+)/.exec(printed)?.[1];
  expect(password).toBeDefined();
  const res = await request(app, 'POST', '/api/auth/signin', { username: 'admin', password });
  expect(res.statusCode).toBe(200);
  await app.close();
  await dropFresh();
});
