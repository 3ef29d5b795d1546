import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

/**
 * Writes `.gz` and `.br` beside every text file of the build so the server sends them compressed
 * with no work per request (@fastify/static `preCompressed`): members pay for every byte of data.
 */
export function precompress(): Plugin {
  return {
    name: 'mingalar:precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = [...Object.keys(bundle), ...publicFiles(outDir)];
      for (const fileName of new Set(files)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        if (!fs.existsSync(file)) continue;
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
      }
    },
  };
}

/** Files copied from public/ (not in the bundle object), top level only. */
function publicFiles(outDir: string): string[] {
  return fs.readdirSync(outDir).filter((name) => fs.statSync(path.join(outDir, name)).isFile());
}
