import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/test-app.js';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function app(publicUrl?: string) {
  const t = await createTestApp({ publicUrl });
  apps.push(t);
  return t.app;
}

describe('robots.txt and sitemap.xml', () => {
  it('invite crawlers to the public pages only, at the configured address', async () => {
    const server = await app('https://mingalar.example/');
    const robots = await request(server, 'GET', '/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('User-agent: *');
    expect(robots.body).toContain('Allow: /signin');
    expect(robots.body).toContain('Disallow: /\n');
    expect(robots.body).toContain('Sitemap: https://mingalar.example/sitemap.xml');

    const sitemap = await request(server, 'GET', '/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://mingalar.example/',
      'https://mingalar.example/signin',
      'https://mingalar.example/signup',
    ]);
  });

  it("use the request's address when no public URL is configured (development)", async () => {
    const server = await app();
    const robots = await request(server, 'GET', '/robots.txt');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await request(server, 'GET', '/sitemap.xml');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/signin</loc>');
  });
});
