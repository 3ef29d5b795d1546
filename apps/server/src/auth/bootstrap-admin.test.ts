import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { userProfiles } from '../infra/db/schema.js';
import { createTestApp, request, testConfig } from '../test/test-app.js';
import { bootstrapAdmin } from './bootstrap-admin.js';

it('creates the configured admin once, who can sign in and is staff', async () => {
  const admin = { username: 'Boss', password: 'boss password 1' };
  const first = await createTestApp({ admin, bootstrap: true });
  // Started again on the same database, as after a restart.
  const again = await createTestApp({ admin, bootstrap: true, secondProcessOf: first });
  try {
    const admins = await first.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.role, 'admin'));
    expect(admins.map((a) => a.username)).toEqual(['Boss']);
    const res = await request(again.app, 'POST', '/api/auth/signin', {
      username: 'boss',
      password: 'boss password 1',
    });
    expect(res.json().user).toMatchObject({ role: 'admin', username: 'Boss' });
  } finally {
    await again.close();
    await first.close();
  }
});

it('generates and prints an admin in embedded mode when none is configured or present', async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const t = await createTestApp({ databaseUrl: undefined, bootstrap: true });
  const printed = log.mock.calls.map((c) => String(c[0])).join('\n');
  log.mockRestore();
  const password = /password: (\S+)/.exec(printed)?.[1];
  expect(password).toBeDefined();
  const res = await request(t.app, 'POST', '/api/auth/signin', { username: 'admin', password });
  expect(res.statusCode).toBe(200);
  await t.close();
});

it('lets several processes starting together all create the configured admin', async () => {
  const t = await createTestApp();
  const admin = { username: 'Chief', password: 'chief password 1' };
  const config = testConfig({ admin });
  try {
    // Both see no account yet, both try to create it: the slower one must not fail its start.
    await Promise.all([
      bootstrapAdmin(t.app.database.db, config, t.app.log),
      bootstrapAdmin(t.app.database.db, config, t.app.log),
      bootstrapAdmin(t.app.database.db, config, t.app.log),
    ]);
    const admins = await t.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.role, 'admin'));
    expect(admins.map((a) => a.username)).toEqual(['Chief']);
  } finally {
    await t.close();
  }
});
