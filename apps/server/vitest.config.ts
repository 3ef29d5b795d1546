import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Each test file opens its own database; PGlite start-up is a few seconds on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
