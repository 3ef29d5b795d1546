import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

/** A built web app as apps/web/build writes it: hashed assets with .br/.gz beside them. */
function writeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const html = '<!doctype html><html><body><div id="root"></div></body></html>';
  fs.mkdirSync(path.join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html': html,
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'assets/index-abc123.js': script,
  };
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
    fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
  }
  return dir;
}

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = writeWebDist();
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the precompressed file the browser accepts, cached for a year when hashed', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('console.log');
  });

  it('sends the plain file to a client without compression', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('console.log');
  });

  it('revalidates the page and the service worker, so deploys reach members', async () => {
    for (const url of ['/sw.js', '/home', '/chat/123']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const page = await t.app.inject({ url: '/home' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root">');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
