import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, request } from '../../test/test-app.js';
import { inlineScriptSources } from './security-headers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-scripts-'));
const SHELL = '(function(){document.title="x"})();';
fs.writeFileSync(
  path.join(dir, 'index.html'),
  `<!doctype html><html><head><script type="module" src="/assets/a.js"></script></head>` +
    `<body><div id="root"></div><script>${SHELL}</script></body></html>`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const expected = `'sha256-${createHash('sha256').update(SHELL).digest('base64')}'`;

describe('the CSP names the web app’s inline scripts by hash', () => {
  it('hashes each inline script of index.html, not the linked ones', () => {
    expect(inlineScriptSources(dir)).toEqual([expected]);
    expect(inlineScriptSources(undefined)).toEqual([]);
    expect(inlineScriptSources(path.join(dir, 'missing'))).toEqual([]);
  });

  it('allows exactly those in script-src, never unsafe-inline', async () => {
    const t = await createTestApp({ webDistDir: dir });
    try {
      const page = await request(t.app, 'GET', '/signin');
      const csp = String(page.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
      expect(scriptSrc).toBe(`'self' ${expected}`);
      expect(csp).not.toContain("'unsafe-inline';script");
    } finally {
      await t.close();
    }
  }, 120_000);
});
