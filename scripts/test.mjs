// `npm test`: every check in turn (lint, OpenAPI lint, typecheck, unit + API suite, build and
// browser suite). A failing step does not stop the later ones, so one failure never hides the
// others (CI counts the browser tests even when a unit test failed); the exit code is 1 if any
// step failed, and the steps that failed are named at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const steps = ['lint', 'lint:openapi', 'typecheck', 'test:unit', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const failed = [];
const times = [];
for (const step of steps) {
  console.log(`\n== npm run ${step}`);
  const started = Date.now();
  const result = spawnSync(npm, ['run', step], { stdio: 'inherit' });
  times.push(`${String(Math.round((Date.now() - started) / 1000)).padStart(5)}s  ${step}`);
  if (result.status !== 0) failed.push(step);
}
console.log(`\nnpm test: step times (wall)\n${times.join('\n')}`);

if (failed.length > 0) {
  console.log(`\nnpm test: failed steps: ${failed.join(', ')}`);
  // CI repeats this line at the end of its log, where a reader looks first.
  if (process.env.CI && fs.existsSync('.ci/out')) {
    fs.writeFileSync('.ci/out/npm-test-failed-steps.txt', `${failed.join(', ')}\n`);
  }
  process.exit(1);
}
console.log('\nnpm test: every step passed');
