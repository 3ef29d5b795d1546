// `npm run lint:openapi`: builds the server in-process with the test configuration, writes its
// OpenAPI document (GET /api/openapi.json) to a temporary file and lints it with Redocly under
// redocly.yaml. Run with tsx (see package.json), which loads the server's TypeScript.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createTestApp } from '../apps/server/src/test/test-app.ts';

const root = path.resolve(import.meta.dirname, '..');
const redoclyCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

const testApp = await createTestApp();
let document;
try {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/openapi.json answered ${response.statusCode}: ${response.body}`);
  }
  document = response.json();
} finally {
  await testApp.close();
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dating-openapi-'));
try {
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  const config = path.join(root, 'redocly.yaml');
  const lint = spawnSync(
    process.execPath,
    [redoclyCli, 'lint', file, '--config', config, '--max-problems', '500'],
    {
      stdio: 'inherit',
      // No usage reports or update checks from CI.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = lint.status ?? 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
