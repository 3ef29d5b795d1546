import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The scale-out test (issue #21): needs TEST_DATABASE_URL, haproxy, and `npm run build` first.
export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, '..'),
    include: ['scale-out/**/*.test.ts'],
    testTimeout: 240_000,
    reporters: process.env.CI
      ? [
          'default',
          [
            'json',
            { outputFile: `.ci/out/scale-out-${process.env.SCALE_OUT_BUS ?? 'notify'}.json` },
          ],
        ]
      : ['default'],
  },
});
