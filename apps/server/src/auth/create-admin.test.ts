import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { createAdminAccount } from './create-admin.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('admin:create', () => {
  it('creates an admin whose one-time password must be changed at the first sign-in', async () => {
    const created = await createAdminAccount(t.database.db, 'second_admin');
    expect(created.password.length).toBeGreaterThanOrEqual(16);
    const signIn = await request(t.app, 'POST', '/api/auth/signin', {
      username: 'second_admin',
      password: created.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ role: 'admin', must_change_password: true });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] as string;
    // Nothing of the console before the password is changed.
    expect(
      (await request(t.app, 'GET', '/api/admin/deposits', undefined, { cookie })).statusCode,
    ).toBe(403);
    await expect(createAdminAccount(t.database.db, 'Second_Admin')).rejects.toMatchObject({
      code: 'USERNAME_TAKEN',
    });
    await expect(createAdminAccount(t.database.db, 'no spaces')).rejects.toThrow(/username/);
  });

  it('the script prints the one-time password and refuses a taken name', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-create-'));
    const run = (username: string) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/scripts/admin-create.ts', '--username', username],
        {
          cwd: path.resolve(import.meta.dirname, '../..'),
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
        },
      );
    try {
      const { stdout } = await run('night_shift');
      expect(stdout).toMatch(/username: night_shift\n\s+one-time password: \S{16,}/);
      await expect(run('night_shift')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('already taken'),
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
