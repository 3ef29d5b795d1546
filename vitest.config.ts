import { defineConfig } from 'vitest/config';

// One runner for every unit and API suite; each workspace has its own project config.
// Under CI, results also go to .ci/out for the pass/fail count of .ci/run.
// CI_REPORT names the file when one suite runs more than once (.ci/run: Node 22 and Node 24).
const jsonReport =
  process.env.CI_REPORT ??
  (process.env.TEST_DATABASE_URL ? 'unit-postgres.json' : 'unit-pglite.json');

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: `.ci/out/${jsonReport}` }]]
      : ['default'],
  },
});
