import type { AliasOptions } from 'vite';

/**
 * Preact's React compatibility layer runs the app in place of React (decision 042): the same
 * components, hooks and libraries (Radix, TanStack Query, React Router, react-i18next) at 4 KB of
 * runtime instead of 60. The code and its types stay written against React; only the bundle and
 * the web unit tests resolve `react` to Preact, so both test what ships.
 */
export const preactAliases: AliasOptions = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // react-i18next's shim of a hook Preact has (and a CommonJS file the tests could not alias).
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * Libraries that import `react` themselves, directly or through their own dependencies (Radix's
 * floating-ui, react-remove-scroll...). The unit tests run them through Vite, not Node's own
 * loader, so the aliases above reach their imports too.
 */
export const reactLibraries = [
  /node_modules\/preact\//,
  /radix-ui/,
  /@radix-ui\//,
  /@floating-ui\//,
  /react-remove-scroll/,
  /react-style-singleton/,
  /use-callback-ref/,
  /use-sidecar/,
  /@tanstack\/react-query/,
  /react-i18next/,
  /react-router/,
  /@testing-library\/react/,
  /lucide-react/,
];
