// Sums the test reports .ci/run collected and prints the closing `N passed, N failed` line.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.ci/out';
const extraFailures = Number(process.argv[3] ?? 0);
let passed = 0;
let failed = extraFailures;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    console.error(`${file}: ${report.stats.expected} passed, ${report.stats.unexpected} failed`);
  } else if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numFailedTestSuites && !report.numFailedTests) failed += report.numFailedTestSuites;
    console.error(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
