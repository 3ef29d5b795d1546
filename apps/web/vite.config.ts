import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreensFont } from './build/firstScreensFont.ts';
import { inlineCss } from './build/inlineCss.ts';
import { precompress } from './build/precompress.ts';
import { publicShell } from './build/publicShell.ts';
import { serviceWorker } from './build/serviceWorker.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    inlineCss(),
    publicShell(),
    firstScreensFont(),
    serviceWorker(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        // The router is its own: a visitor's first screens run without it (ADR 019).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next)[\\/]/,
              priority: 2,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            // Everything else the entry imports, in one file: split along what later chunks
            // share, it came as about 15 small files, each compressed on its own (issue #22).
            // Not the entry (index.html, main.tsx): main.tsx awaits App.tsx's chunk, which
            // imports from this one, so this one must not run main.tsx. Nor the stylesheet: it
            // stays the entry's, inlined (build/inlineCss.ts), not fetched with this chunk.
            {
              name: 'start',
              tags: ['$initial'],
              test: (id: string) =>
                !/[\\/]web[\\/](index\.html|src[\\/]main\.tsx)$|\.css$/.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
