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
    // Files share a worker (decision 043): freshModules.ts makes each start as if alone.
    isolate: false,
    setupFiles: ['./src/test/freshModules.ts', './src/test/setup.ts'],
    css: false,
    // Run through Vite, so each file gets its own copy (decision 043): i18next's instance and
    // user-event's mark on the document it prepared would otherwise outlive a file.
    server: {
      deps: {
        inline: [...reactLibraries, /node_modules\/i18next\//, /@testing-library\/user-event/],
      },
    },
    // Screens load lazily and are compiled on first import, which on a busy 2-core machine can
    // take seconds; findBy/waitFor wait up to 5 s each (test/setup.ts), so a test gets 15 s.
    testTimeout: 15_000,
  },
});
