import { defineConfig } from 'vitest/config';

// One runner for every unit and API suite; each workspace has its own project config.
// Under CI, results also go to .ci/out for the pass/fail count of .ci/run.
const jsonReport = process.env.TEST_DATABASE_URL ? 'unit-postgres.json' : 'unit-pglite.json';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: `.ci/out/${jsonReport}` }]]
      : ['default'],
  },
});
