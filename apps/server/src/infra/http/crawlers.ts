import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The pages anyone may open: what search engines are invited to index (docs/product.md). */
export const PUBLIC_PAGES = ['/', '/signin', '/signup'] as const;

/** Crawlers may re-read these daily; nothing in them changes between deploys. */
const CACHE_CONTROL = 'public, max-age=86400';

/** The site's address: PUBLIC_URL when configured (production requires it), else this request's. */
function siteUrl(publicUrl: string | undefined, request: FastifyRequest): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

export function robotsTxt(site: string): string {
  return [
    'User-agent: *',
    'Allow: /$',
    'Allow: /signin',
    'Allow: /signup',
    // Members' screens, their photos and the API are behind a session: nothing to index.
    'Disallow: /',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(site: string): string {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${site}${page}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * /robots.txt and /sitemap.xml, answered by the server rather than the web app's HTML (issue
 * #22: Lighthouse reads robots.txt, and a sitemap needs the site's absolute address).
 */
export function registerCrawlerFiles(app: FastifyInstance, publicUrl: string | undefined): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .send(robotsTxt(siteUrl(publicUrl, request))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .send(sitemapXml(siteUrl(publicUrl, request))),
  );
}
