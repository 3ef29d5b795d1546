import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { ADMIN } from './support/members';

const run = promisify(execFile);

/**
 * Issues #9 and #22 data budget: bench/web-budget.ts measures every route's first visit against
 * this server and exits non-zero when a visitor's / or /signin needs more than 120 KB of gzipped
 * JavaScript, or a member's /home more than 170 KB (English or Burmese).
 */
test("the first visit to /, /signin and a member's /home stays within the JavaScript budget", async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  const root = path.resolve(import.meta.dirname, '..');
  const result = await run(
    'node',
    ['--import', 'tsx', 'bench/web-budget.ts', '--url', baseURL ?? ''],
    {
      cwd: root,
      env: {
        ...process.env,
        BUDGET_ADMIN_USERNAME: ADMIN.username,
        BUDGET_ADMIN_PASSWORD: ADMIN.password,
      },
    },
  ).catch((error: { stdout?: string; stderr?: string; code?: number }) => error);
  console.log(result.stdout);
  expect(result.stderr ?? '', result.stdout).not.toContain('over the JS budget');
  expect('code' in result ? result.code : 0).toBe(0);
});
