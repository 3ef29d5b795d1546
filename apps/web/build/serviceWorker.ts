import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Files of public/ that belong to the installed app. */
const PUBLIC_SHELL = [
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/fonts/myanmar-language-name.woff2',
];

/** The parts of an output chunk this plugin reads. */
interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The entry chunk, every chunk it imports statically, and their CSS: what the first page needs. */
function shellFiles(bundle: Record<string, { type: string }>): string[] {
  const chunks = Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (found.has(chunk.fileName)) return;
    found.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return [...found].sort().map((file) => `/${file}`);
}

/**
 * Emits /sw.js from build/service-worker.js with the app shell to precache; its version is a hash
 * of that list, so every deploy that changes the shell replaces the old cache.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'mingalar:service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const precache = ['/index.html', ...PUBLIC_SHELL, ...shellFiles(bundle)];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const template = fs.readFileSync(path.join(import.meta.dirname, 'service-worker.js'), 'utf8');
      const source = template
        .replace('__CACHE_VERSION__', JSON.stringify(version))
        .replace('__PRECACHE_MANIFEST__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
