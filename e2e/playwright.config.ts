import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN, CLAIMS_ADMIN, SECOND_ADMIN } from './support/members';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(import.meta.dirname, `.data-${port}`);

/**
 * Browser journeys against the real server (built SPA + API + embedded PGlite in a fresh
 * folder), driven in Debian's Chromium: never `playwright install` (docs/architecture.md#tests).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Per port, so runs on different ports never empty each other's screenshots.
  outputDir: `test-results/run-${port}`,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../.ci/out/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    // A second admin from `npm run admin:create` (four eyes needs two); its one-time password
    // is kept in the data folder for e2e/moderation-money.spec.ts; a third for e2e/claims.spec.ts.
    command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && node --import tsx ../apps/server/src/scripts/admin-create.ts --username ${SECOND_ADMIN} > ${dataDir}/second-admin.txt && node --import tsx ../apps/server/src/scripts/admin-create.ts --username ${CLAIMS_ADMIN} > ${dataDir}/claims-admin.txt && node --import tsx ../apps/server/src/main.ts`,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT: 'off',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
  },
});
