import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Screens load lazily and are compiled on first import, which on a busy 2-core machine can
    // take seconds; findBy/waitFor wait up to 5 s each (test/setup.ts), so a test gets 15 s.
    testTimeout: 15_000,
  },
});
