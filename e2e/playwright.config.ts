import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN, CLAIMS_ADMIN, SECOND_ADMIN } from './support/members';
import { DATA_DIR as dataDir, PORT as port } from './support/run';

/** The built server and web app (`npm run build`, which `npm run test:e2e` runs first). */
const server = path.join(import.meta.dirname, '../apps/server/dist');
const web = path.join(import.meta.dirname, '../apps/web/dist');
const node = 'node --enable-source-maps';
const built = [
  path.join(server, 'main.js'),
  path.join(server, 'scripts/admin-create.js'),
  path.join(web, 'index.html'),
];
const missing = built.filter((file) => !fs.existsSync(file));
if (missing.length > 0) {
  throw new Error(
    `${missing.join(', ')} missing: run \`npm run build\` first (or \`npm run test:e2e\`).`,
  );
}

/**
 * Browser journeys against the real server (built SPA + built API + embedded PGlite in a fresh
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
    // An action (click, fill, waitForResponse...) whose target never comes fails here, naming
    // it, instead of waiting out the test's whole timeout.
    actionTimeout: 20_000,
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
    // The server as production starts it (plain node, the built files). It serves a copy of the
    // web build taken here, so a rebuild meanwhile (another terminal) cannot empty it mid-run;
    // named dist, which linters and the repo leave alone.
    command: [
      `rm -rf ${dataDir} && mkdir -p ${dataDir} && cp -R ${web} ${dataDir}/dist`,
      `${node} ${server}/scripts/admin-create.js --username ${SECOND_ADMIN} > ${dataDir}/second-admin.txt`,
      `${node} ${server}/scripts/admin-create.js --username ${CLAIMS_ADMIN} > ${dataDir}/claims-admin.txt`,
      `exec ${node} ${server}/main.js`,
    ].join(' && '),
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'dist'),
      DATABASE_URL: '',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT: 'off',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
  },
});
