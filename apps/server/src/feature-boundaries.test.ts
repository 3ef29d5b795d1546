import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layers of the server, checked on every relative import (the web app's counterpart is
 * apps/web/src/featureBoundaries.test.ts; Biome matches import strings, not the files they
 * resolve to, so it cannot tell `./ledger.js` of wallet/ from `../wallet/ledger.js` of shop/):
 * - a feature (every folder but infra/, test/ and scripts/) uses another feature only through
 *   that feature's `index.ts`;
 * - infra/ and config.ts are the shared plumbing below the features: anyone may import them, and
 *   they import no feature;
 * - app.ts, main.ts and scripts/ are the composition root: they open features through their
 *   `index.ts` too, and only they (and tests, which build the app) import them;
 * - test/ and a feature's test helpers (`test-support.ts`, `test-helpers.ts`, `test-items.ts`)
 *   are for test code only.
 * One exception, as in the web app: test code may use another feature's test helpers (wallet's
 * `giveCoins`, verification's `submitVerification`, ...), which drive that feature the way its
 * own tests do rather than through its public surface.
 * Imports that leave apps/server/src (the web app's locale catalogues) are not features.
 */

const root = fileURLToPath(new URL('.', import.meta.url));

/** 'wallet/ledger.ts', 'app.ts', … */
const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]*)['"]/gm;

/** The path of `specifier` from `from`, without extension ('wallet/ledger'), '../…' outside. */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') {
      if (parts.length === 0 || parts.at(-1) === '..') parts.push('..');
      else parts.pop();
    } else if (part !== '.') parts.push(part);
  }
  return parts.join('/').replace(/\.(js|ts|json)$/, '');
}

type Area = { kind: 'feature' | 'infra' | 'root' | 'test'; name: string };

function areaOf(path: string): Area {
  const [first = '', ...rest] = path.split('/');
  if (rest.length === 0) {
    if (first.replace(/\.ts$/, '') === 'config') return { kind: 'infra', name: 'infra' };
    return { kind: 'root', name: 'root' };
  }
  if (first === 'infra') return { kind: 'infra', name: 'infra' };
  if (first === 'scripts') return { kind: 'root', name: 'root' };
  if (first === 'test') return { kind: 'test', name: 'test' };
  return { kind: 'feature', name: first };
}

const isTestSupport = (path: string) => path.startsWith('test/') || /\/test-[\w-]+$/.test(path);
const isTestCode = (file: string) =>
  file.endsWith('.test.ts') || isTestSupport(file.replace(/\.ts$/, ''));

/** Why `file` may not import `target` (a path without extension), or null when it may. */
function violation(file: string, target: string): string | null {
  if (target.startsWith('../')) return null;
  const from = areaOf(file);
  const to = areaOf(target);
  if (from.name === to.name) return null;
  if (isTestSupport(target)) return isTestCode(file) ? null : 'test helpers are for tests only';
  if (to.kind === 'infra') return null;
  if (to.kind === 'root') {
    return isTestCode(file) || from.kind === 'root'
      ? null
      : 'only the composition root and tests import app.ts, main.ts and scripts/';
  }
  if (from.kind === 'infra') return 'infra/ and config.ts must not import features';
  if (target === `${to.name}/index`) return null;
  return `use ${to.name}/index.ts, not its internals`;
}

const imports = files.flatMap((file) =>
  [...readFileSync(`${root}${file}`, 'utf8').matchAll(IMPORT)].map(([, specifier = '']) => ({
    file,
    specifier,
    target: resolve(file, specifier),
  })),
);

describe('server feature boundaries', () => {
  it('reads the imports of the server', () => {
    expect(files).toContain('app.ts');
    expect(imports.length).toBeGreaterThan(1000);
    expect(imports).toContainEqual({
      file: 'app.ts',
      specifier: './wallet/index.js',
      target: 'wallet/index',
    });
  });

  it('keeps features, infra/ and the composition root inside their boundaries', () => {
    const broken = imports.flatMap(({ file, specifier, target }) => {
      const reason = violation(file, target);
      return reason ? [`${file}: '${specifier}' (${reason})`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('would catch a file crossing a boundary', () => {
    expect(violation('shop/service.ts', 'wallet/ledger')).not.toBeNull();
    expect(violation('shop/service.ts', 'wallet/index')).toBeNull();
    expect(violation('wallet/admin-money/history.ts', 'wallet/ledger')).toBeNull();
    expect(violation('infra/http/guards.ts', 'auth/index')).not.toBeNull();
    expect(violation('config.ts', 'wallet/index')).not.toBeNull();
    expect(violation('wallet/service.ts', 'config')).toBeNull();
    expect(violation('app.ts', 'auth/routes')).not.toBeNull();
    expect(violation('scripts/seed-demo.ts', 'demo/index')).toBeNull();
    expect(violation('chat/service.ts', 'app')).not.toBeNull();
    expect(violation('test/test-app.ts', 'app')).toBeNull();
    expect(violation('shop/service.ts', 'wallet/test-support')).not.toBeNull();
    expect(violation('shop/service.ts', 'test/members')).not.toBeNull();
    expect(violation('shop/shop.test.ts', 'wallet/test-support')).toBeNull();
    expect(violation('infra/http/idempotency.test.ts', 'wallet/test-support')).toBeNull();
    expect(violation('infra/http/idempotency.test.ts', 'wallet/ledger')).not.toBeNull();
  });
});
