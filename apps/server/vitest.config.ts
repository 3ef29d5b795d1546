import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // One migrated base database per run, copied by each test file (test-app.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // A file's database is a copy (under a second); hooks that start server processes, on 2
    // cores shared with other work, still need the room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
