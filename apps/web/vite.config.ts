import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { firstScreensFont } from './build/firstScreensFont.ts';
import { inlineCss } from './build/inlineCss.ts';
import { preactAliases } from './build/preactCompat.ts';
import { precompress } from './build/precompress.ts';
import { publicShell } from './build/publicShell.ts';
import { serviceWorker } from './build/serviceWorker.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** See the `member` chunk below; every module listed here is fetched by a member's /home. */
const memberModules = new RegExp(
  [
    'lucide-react/dist/esm/icons/(badge-check|compass|message-circle|image-off|rocket|rotate-ccw|triangle-exclamation-point|map-pin|gift|ellipsis-vertical|message-square-text)\\.mjs$',
    'packages/shared/src/media\\.ts$',
    'web/src/lib/(pageData|likeSignals|realtime|format|lazyModule|refetchOnChange)\\.ts$',
    'web/src/ui/PhotoImage\\.tsx$',
    'web/src/features/(discovery|profile|safety|chat|notifications)/api\\.ts$',
    'web/src/features/chat/(messages|useRealtimeConnection)\\.ts$',
    'web/src/features/notifications/(pushState\\.ts|components/PushPrompt\\.tsx)$',
    'web/src/features/safety/components/(SafetyMenu|loadSafetyUi|LazySafetyDialogs)\\.tsx?$',
    'web/src/features/discovery/components/LazyDialogs\\.tsx$',
    'web/src/features/profile/prompts\\.tsx$',
    'web/src/lib/dataSaver\\.ts$',
  ]
    .map((pattern) => `(${pattern})`)
    .join('|'),
);

/** The calls feature's index and what it opens at once (the `calls` chunk). */
const callsEntryModules = /web[\\/]src[\\/]features[\\/]calls[\\/](index|CallButton|load)\.tsx?$/;

/** Small modules both a visitor's screens and a member's /home use (the `shared-ui` chunk). */
const sharedUiModules =
  /web[\\/]src[\\/](ui[\\/](Button|Spinner|PhoneFrame|cn)\.tsx?|lib[\\/]nav\.tsx)$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]heart\.mjs$/;

export default defineConfig({
  plugins: [
    tailwindcss(),
    inlineCss(),
    publicShell(),
    firstScreensFont(),
    serviceWorker(),
    precompress(),
  ],
  resolve: { alias: preactAliases },
  // JSX compiles to `react/jsx-runtime`, which the alias points at Preact's. No fast refresh in
  // development (it patches React itself): an edit reloads the page.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // Every browser the app supports preloads modules itself (issue #22: 0.6 KB off each visit).
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        // The router is its own: a visitor's first screens run without it (ADR 019).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](preact|@tanstack|i18next|react-i18next)[\\/]/,
              priority: 3,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 3 },
            // Everything else the entry imports, in one file: split along what later chunks
            // share, it came as about 15 small files, each compressed on its own (issue #22).
            // Not the entry (index.html, main.tsx): main.tsx awaits App.tsx's chunk, which
            // imports from this one, so this one must not run main.tsx. Nor the stylesheet: it
            // stays the entry's, inlined (build/inlineCss.ts), not fetched with this chunk.
            // The small modules a member's first screen (/home) needs besides its layout and the
            // deck, in one file: they came as about 25 files of 0.2-1.6 KB, each compressed on
            // its own and each naming its imports by hashed file name (issue #22, /home budget).
            { name: 'member', test: (id: string) => memberModules.test(id), priority: 1 },
            // What a visitor's screens (PublicApp, loaded only for a visitor) share with a
            // member's /home: one file both load, not four of a few hundred bytes each.
            { name: 'shared-ui', test: (id: string) => sharedUiModules.test(id), priority: 2 },
            // The calls feature's public face (issue 35): the conversation's call button and the
            // loader LiveCall opens when a call rings. In a file of its own: left to itself the
            // button joins chat's screens, and a call ringing on /home would fetch all of chat.
            // Last in priority: what `start` and `member` hold stays there (a group takes its
            // modules' imports along).
            { name: 'calls', test: (id: string) => callsEntryModules.test(id), priority: 0 },
            {
              name: 'start',
              tags: ['$initial'],
              test: (id: string) =>
                !/[\\/]web[\\/](index\.html|src[\\/]main\.tsx)$|\.css$/.test(id),
              // Above `member`: what the entry needs stays here, off the member chunk.
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
