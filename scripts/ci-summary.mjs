// Sums the test reports .ci/run collected and prints the closing `N passed, N failed` line.
// Before it, every failed test is named with the first line of its error, so the last lines of
// a CI log (often all that is kept) say which test failed, not only how many.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.ci/out';
const extraFailures = Number(process.argv[3] ?? 0);
let passed = 0;
let failed = extraFailures;
const failures = [];

const firstLine = (text) =>
  String(text ?? '')
    // Terminal colours (ESC [ … m) would clutter the log line.
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 300) ?? '';

/** Walks a Playwright JSON report's suites and collects the tests that did not pass as expected. */
function playwrightFailures(suites, file, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push({
          report: file,
          name: [...path, spec.title].join(' › '),
          error: firstLine(last?.error?.message ?? last?.errors?.[0]?.message),
        });
      }
    }
    playwrightFailures(suite.suites, file, path);
  }
}

for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    playwrightFailures(report.suites, file);
    // Errors outside any test (a global setup or a worker's teardown) fail the run by themselves;
    // named here, counted by .ci/run as the step's failure.
    for (const error of report.errors ?? []) {
      failures.push({ report: file, name: '(outside any test)', error: firstLine(error.message) });
    }
    console.error(`${file}: ${report.stats.expected} passed, ${report.stats.unexpected} failed`);
  } else if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numFailedTestSuites && !report.numFailedTests) failed += report.numFailedTestSuites;
    for (const suite of report.testResults ?? []) {
      const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const test of failedTests) {
        failures.push({
          report: file,
          name: `${path.relative(process.cwd(), suite.name)} › ${test.fullName ?? test.title}`,
          error: firstLine(test.failureMessages?.[0]),
        });
      }
      if (suite.status === 'failed' && failedTests.length === 0) {
        failures.push({
          report: file,
          name: path.relative(process.cwd(), suite.name),
          error: firstLine(suite.message),
        });
      }
    }
    // Unhandled errors (a rejection after a test ended) fail the run with every test passed.
    if (report.success === false && failures.every((f) => f.report !== file)) {
      failures.push({ report: file, name: '(no failed test: unhandled errors, see the log)' });
    }
    console.error(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  }
}
for (const failure of failures) {
  console.error(
    `FAILED [${failure.report}] ${failure.name}${failure.error ? ` — ${failure.error}` : ''}`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
