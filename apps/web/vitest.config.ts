import { defineProject } from 'vitest/config';
import { preactAliases, reactLibraries } from './build/preactCompat.ts';

export default defineProject({
  resolve: {
    alias: [
      // Its CommonJS build (Node's choice) requires react-dom past the aliases; the ESM one imports.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      ...(preactAliases as Extract<typeof preactAliases, unknown[]>),
    ],
    // ES modules first (react-router's `module`), as the bundler picks: CommonJS builds `require`
    // react, which no alias reaches.
    conditions: ['module', 'browser', 'development'],
    mainFields: ['module', 'browser', 'main'],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    server: { deps: { inline: reactLibraries } },
    // Screens load lazily and are compiled on first import, which on a busy 2-core machine can
    // take seconds; findBy/waitFor wait up to 5 s each (test/setup.ts), so a test gets 15 s.
    testTimeout: 15_000,
  },
});
