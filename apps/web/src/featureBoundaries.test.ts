import { describe, expect, it } from 'vitest';

/**
 * The layers of the web app, checked on every import (Biome's noRestrictedImports matches
 * import strings, not the files they resolve to, so it cannot tell `../api` of a feature from
 * `../../shop/api` of another one):
 * - a feature uses another feature only through that feature's `index.ts`;
 * - the app shell (router, layouts) may also open a feature's lazily loaded entry, a folder of
 *   it with an `index.ts` of its own (`features/wallet/admin`), never its other files;
 * - `lib/` and `ui/` sit below the features: they import no feature and not the app shell.
 * Tests and their fixtures may use other features' test fixtures (`testFixtures.ts`, …).
 */

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.d.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** 'features/wallet/api.ts', 'router.tsx', … */
const files = Object.keys(sources).map((key) => key.replace(/^\.\//, ''));
const fileSet = new Set(files);

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]*)['"]/gm;

function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

const isFile = (path: string) =>
  ['.ts', '.tsx', '.json'].some((extension) => fileSet.has(`${path}${extension}`)) ||
  fileSet.has(path);
const isFolderEntry = (path: string) =>
  !isFile(path) && ['/index.ts', '/index.tsx'].some((index) => fileSet.has(`${path}${index}`));

const isTestCode = (file: string) => /\.test\.tsx?$|\/test[A-Z]\w*\.tsx?$/.test(file);
const isTestSupport = (target: string) => /\/test[A-Z]\w*$/.test(target);

/** The feature a path belongs to ('wallet' for features/wallet/admin/api), if any. */
const featureOf = (path: string) => /^features\/([^/]+)/.exec(path)?.[1];
const layerOf = (path: string) =>
  featureOf(path) ? 'feature' : (/^(lib|ui|layouts|test|locales)(?=\/|$)/.exec(path)?.[1] ?? 'app');

/** Why `file` may not import `target` (a path without extension), or null when it may. */
function violation(file: string, target: string): string | null {
  const layer = layerOf(file);
  const targetFeature = featureOf(target);
  if (isTestCode(file) && isTestSupport(target)) return null;

  if (layer === 'lib' || layer === 'ui') {
    if (targetFeature) return `${layer}/ must not import features`;
    if (['layouts', 'app'].includes(layerOf(target)))
      return `${layer}/ must not import the app shell`;
    return null;
  }
  if (!targetFeature) return null;

  const publicApi = [`features/${targetFeature}`, `features/${targetFeature}/index`];
  if (layer === 'feature') {
    if (featureOf(file) === targetFeature || publicApi.includes(target)) return null;
    return `use features/${targetFeature}/index.ts, not its internals`;
  }
  // The app shell: a feature's index, or one of its lazily loaded entries.
  if (publicApi.includes(target) || isFolderEntry(target)) return null;
  return `open features/${targetFeature} through an index.ts`;
}

const imports = files
  .filter((file) => /\.tsx?$/.test(file))
  .flatMap((file) =>
    [...(sources[`./${file}`] ?? '').matchAll(IMPORT)].map(([, specifier = '']) => ({
      file,
      specifier,
      target: resolve(file, specifier).replace(/\.(tsx?|json)$/, ''),
    })),
  );

describe('feature boundaries', () => {
  it('reads the imports of the app', () => {
    expect(files).toContain('router.tsx');
    expect(imports.length).toBeGreaterThan(500);
    expect(imports).toContainEqual({
      file: 'router.tsx',
      specifier: './features/wallet/admin',
      target: 'features/wallet/admin',
    });
  });

  it('keeps features, lib and ui inside their boundaries', () => {
    const broken = imports.flatMap(({ file, specifier, target }) => {
      const reason = violation(file, target);
      return reason ? [`${file}: '${specifier}' (${reason})`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('would catch a feature reaching into another', () => {
    expect(violation('features/shop/api.ts', 'features/wallet/api')).not.toBeNull();
    expect(violation('features/shop/api.ts', 'features/wallet')).toBeNull();
    expect(violation('features/wallet/admin/api.ts', 'features/wallet/api')).toBeNull();
    expect(violation('lib/format.ts', 'features/chat')).not.toBeNull();
    expect(violation('ui/Button.tsx', 'router')).not.toBeNull();
    expect(violation('lib/forms/useSchemaForm.ts', 'ui')).toBeNull();
    expect(violation('router.tsx', 'features/wallet/admin/screens/HistoryScreen')).not.toBeNull();
  });
});
