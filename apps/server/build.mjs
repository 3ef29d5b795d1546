// Builds the server into plain JavaScript (docs/decisions/017-built-server.md): one ESM bundle per
// entry point (src/main.ts and every script in src/scripts/), workspace code (incl. the TypeScript
// source of @dating/shared) bundled, node_modules packages left external. `npm run serve` then
// runs dist/main.js with plain node.
//
// Runtime files the code reads relative to its own module (migrations, the Zawgyi model, the MIMU
// gazetteer, shop art) are copied into dist/ at the same place relative to dist/ as to src/, and
// each source file's `import.meta.url`/`import.meta.dirname` is rewritten to the place it had in
// src/, so `new URL('./mimu/', import.meta.url)` finds dist/geo/mimu/ from any entry point.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(root, 'src');
// `--outdir DIR` builds elsewhere (the built-server test builds into a temporary directory).
const outdirFlag = process.argv.indexOf('--outdir');
const dist = outdirFlag > 0 ? path.resolve(process.argv[outdirFlag + 1]) : path.join(root, 'dist');

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

const scripts = fs
  .readdirSync(path.join(src, 'scripts'))
  .filter((f) => f.endsWith('.ts') && !isTest(f))
  .map((f) => path.join(src, 'scripts', f));
const entries = [path.join(src, 'main.ts'), ...scripts];

/** Bare imports stay external except workspace packages (@dating/*), which are TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@dating/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Rewrites import.meta.url/dirname of server source files to their mirrored place in dist/. */
const mirrorImportMeta = {
  name: 'mirror-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const code = await fs.promises.readFile(args.path, 'utf8');
      if (!code.includes('import.meta')) return undefined;
      const relative = path.relative(src, args.path);
      if (relative.startsWith('..')) {
        throw new Error(`${args.path} uses import.meta outside apps/server/src: not handled`);
      }
      const asJs = relative.split(path.sep).join('/').replace(/\.ts$/, '.js');
      const dir = path.posix.dirname(asJs);
      return {
        loader: 'ts',
        contents: code
          .replaceAll('import.meta.url', `new URL(${JSON.stringify(asJs)}, __distRoot).href`)
          .replaceAll(
            'import.meta.dirname',
            `__fileURLToPath(new URL(${JSON.stringify(`${dir}/`)}, __distRoot))`,
          ),
      };
    });
  },
};

/** Every non-TypeScript file under src/ that the server may read at run time. */
function copyAssets(from, to) {
  let count = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      // Test helpers and test pictures never ship.
      if (entry.name === 'test' || entry.name === 'fixtures') continue;
      count += copyAssets(source, target);
    } else if (!/\.(tsx?|md)$/.test(entry.name)) {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(source, target);
      count++;
    }
  }
  return count;
}

const started = Date.now();
// Built beside dist/ and swapped in at the end: a server starting meanwhile (or a second build)
// never sees a half-written dist/.
const staging = `${dist}.building-${process.pid}`;
fs.rmSync(staging, { recursive: true, force: true });
for (const entry of entries) {
  const outfile = path.join(staging, path.relative(src, entry).replace(/\.ts$/, '.js'));
  const toRoot = path.relative(path.dirname(outfile), staging).split(path.sep).join('/');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages, mirrorImportMeta],
    banner: {
      js: [
        "import { fileURLToPath as __fileURLToPath } from 'node:url';",
        `const __distRoot = new URL(${JSON.stringify(`${toRoot ? `${toRoot}/` : './'}`)}, import.meta.url);`,
      ].join('\n'),
    },
  });
}
const assets = copyAssets(src, staging);
fs.rmSync(dist, { recursive: true, force: true });
fs.renameSync(staging, dist);
console.log(
  `server built: ${entries.length} entry points, ${assets} runtime files, in ${Date.now() - started} ms -> ${path.relative(process.cwd(), dist) || dist}`,
);
