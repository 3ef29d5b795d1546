import { defineConfig } from 'vitest/config';

// One runner for every unit and API suite; each workspace has its own project config.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
