import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs name only files that exist. Read: README.md, docs/**.md and every README.md under
 * apps/. Checked:
 * - a Markdown link `[text](target)` (not a URL) is read from the Markdown file's folder, as on
 *   GitHub, and must exist; its `#anchor`, when it points into a Markdown file, must be one of
 *   that file's headings or `<a id>`s;
 * - a path in backticks (ASCII letters, digits, `._-/` only, so `{en,my}` patterns, URLs and
 *   regexes are not paths) is read from the repository root, the Markdown file's folder, or a
 *   source root: apps/server/src (`wallet/ledger.ts`), apps/web/src (`lib/api.ts`),
 *   packages/shared/src, apps/web (`build/inlineCss.ts`) or apps/server. A module specifier
 *   without extension (`lib/sessionHint`) also matches `.ts`/`.tsx`; an `#anchor` into a
 *   Markdown file is checked as for links.
 *   - with a file extension it must exist under one of those;
 *   - a folder or module (no extension) is checked when its first segment exists under one of
 *     them; otherwise it is not a repository path (`LISTEN/NOTIFY`, `DATA_DIR/pglite`, an S3 key);
 *   - a bare file name (`ledger.ts`) must be the name of a file somewhere in the repository.
 * Build and runtime output is not in the repository: paths through `dist/`, `data/`, `.tsbuild/`,
 * and the names in NOT_IN_REPOSITORY.
 */

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'packages/shared/src',
  'apps/web',
  'apps/server',
];
const OUTPUT_FOLDERS = new Set(['dist', 'data', '.tsbuild']);
/** Bare names the docs use for files that exist only once built or that were never made. */
const NOT_IN_REPOSITORY = new Map([
  ['sw.js', 'the built service worker (apps/web/build/service-worker.js)'],
  ['shell.js', 'an alternative decision 019 rejected'],
]);
const SKIPPED = new Set(['node_modules', '.git', 'test-results', 'playwright-report', 'coverage']);
const FILE_EXTENSION = /\.(ts|tsx|js|mjs|cjs|json|md|sql|svg|css|html|ya?ml|sh)$/;
const PATH = /^[\w.-]+(?:\/[\w.-]+)*\/?$/;

function walk(folder: string, into: string[] = []): string[] {
  for (const entry of readdirSync(join(repo, folder), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || OUTPUT_FOLDERS.has(entry.name)) continue;
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(path, into);
    else into.push(path);
  }
  return into;
}

const repositoryFiles = walk('');
const fileNames = new Set(repositoryFiles.map((file) => basename(file)));
const markdownFiles = repositoryFiles.filter(
  (file) =>
    file === 'README.md' ||
    (file.startsWith('docs/') && file.endsWith('.md')) ||
    (file.startsWith('apps/') && basename(file) === 'README.md'),
);

const exists = (path: string) =>
  ['', '.ts', '.tsx'].some((extension) => existsSync(join(repo, `${path}${extension}`)));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slugOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[`*_]|\[|\]\([^)]*\)/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const text = readFileSync(join(repo, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading = ''] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = slugOf(heading);
    let anchor = slug;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${slug}-${n}`;
    anchors.add(anchor);
  }
  for (const [, id = ''] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

/** Why `target` of a link in `file` is stale, or null. */
function staleLink(file: string, target: string): string | null {
  if (/^[a-z][a-z+.-]*:/i.test(target)) return null;
  const [path = '', anchor] = target.split('#');
  const resolved = path ? join(dirname(file), path) : file;
  if (!existsSync(join(repo, resolved))) return 'no such file';
  if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
    return `no heading #${anchor} in ${resolved}`;
  }
  return null;
}

/** Why the backticked `span` in `file` names a path that does not exist, or null. */
function stalePath(file: string, span: string): string | null {
  const path = span.split('#')[0] ?? '';
  if (!PATH.test(path) || NOT_IN_REPOSITORY.has(path)) return null;
  const segments = path.split('/').filter(Boolean);
  if (segments.some((segment) => OUTPUT_FOLDERS.has(segment))) return null;
  if (segments.length === 1 && !path.endsWith('/')) {
    if (!FILE_EXTENSION.test(path) || path.startsWith('.')) return null;
    return fileNames.has(path) ? null : 'no file of that name in the repository';
  }
  const roots = ['', dirname(file), ...SOURCE_ROOTS];
  const reachable = roots.filter((root) => existsSync(join(repo, root, segments[0] ?? '')));
  if (reachable.length === 0 && !FILE_EXTENSION.test(path)) return null;
  const found = reachable.map((root) => join(root, path)).find(exists);
  if (found) {
    const anchor = span.split('#')[1];
    if (!anchor || !found.endsWith('.md') || anchorsOf(found).has(anchor)) return null;
    return `no heading #${anchor} in ${found}`;
  }
  return `not found from the repository root, ${dirname(file)}/ or ${SOURCE_ROOTS.join(', ')}`;
}

function staleReferences(file: string, text: string): string[] {
  const stale: string[] = [];
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const reason = staleLink(file, target);
    if (reason) stale.push(`${file}: (${target}) ${reason}`);
  }
  for (const [, span = ''] of text.matchAll(/`([^`\n]+)`/g)) {
    const reason = stalePath(file, span);
    if (reason) stale.push(`${file}: \`${span}\` ${reason}`);
  }
  return stale;
}

describe('paths named in the docs', () => {
  it('reads the docs', () => {
    expect(markdownFiles).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/architecture.md',
        'apps/server/src/wallet/README.md',
      ]),
    );
    expect(
      markdownFiles.filter((file) => file.startsWith('docs/decisions/')).length,
    ).toBeGreaterThan(25);
  });

  it('name files and headings that exist', () => {
    const stale = markdownFiles.flatMap((file) =>
      staleReferences(file, readFileSync(join(repo, file), 'utf8')),
    );
    expect(stale).toEqual([]);
  });

  it('would catch a stale path', () => {
    const file = 'docs/architecture.md';
    expect(
      staleReferences(file, '`apps/server/src/wallet/ledger.ts` and `wallet/ledger.ts`'),
    ).toEqual([]);
    expect(
      staleReferences(file, '`lib/sessionHint`, `ledger.ts`, `DATA_DIR/pglite`, `dist/main.js`'),
    ).toEqual([]);
    expect(staleReferences(file, '[016](decisions/016-four-eyes-and-adjustments.md)')).toEqual([]);
    expect(staleReferences(file, '`wallet/admin-servce.ts`')).toHaveLength(1);
    expect(staleReferences(file, '`apps/server/src/walet/`')).toHaveLength(1);
    expect(staleReferences(file, '`ledgr.ts`')).toHaveLength(1);
    expect(staleReferences(file, '[016](decisions/016-four-eyes.md)')).toHaveLength(1);
    expect(staleReferences(file, '[ops](operations.md#no-such-heading)')).toHaveLength(1);
    expect(staleReferences(file, '`docs/operations.md#no-such-heading`')).toHaveLength(1);
    expect(relative(repo, join(repo, 'docs'))).toBe('docs');
  });
});
