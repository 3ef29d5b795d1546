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
    // Files share a worker's loaded modules (decision 043): importing the server and compiling
    // PGlite once per worker, not per file, halves the suite. Each file still has its own
    // database copy and app; what modules keep is read-only (the gazetteer, the OCR engine).
    isolate: false,
    hookTimeout: 60_000,
  },
});
