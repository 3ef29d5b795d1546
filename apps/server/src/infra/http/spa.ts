import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.js';

/**
 * What a feature adds to one page's HTML for the member who asks (issue #17): `card`, HTML put
 * after the app shell (the deck's first card, over it, usable before the scripts arrive: issue
 * 36); `preload`, the URL of an image to ask for at the top of the head (the card's photo),
 * before the inline stylesheet's bytes; `data`, a JSON data block the app reads instead of
 * asking for it again.
 */
export type PageShell = { card: string; preload?: string; data: unknown };
export type PageShellRenderer = (request: FastifyRequest) => Promise<PageShell | null>;

/** Markers in apps/web/index.html that the page's extras replace. */
const CARD_MARKER = '<!--first-card-->';
const PRELOAD_MARKER = '<!--first-photo-->';
const DATA_MARKER = '<!--page-data-->';
/** The id of the data block (apps/web/src/lib/pageData.ts reads it). */
export const PAGE_DATA_ID = 'page-data';

/** JSON inside a <script> block: nothing in it can close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderPage(template: string, shell: PageShell): string {
  const preload = shell.preload
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(shell.preload)}">`
    : '';
  // Replacer functions: a `$&` or `$'` in a member's name is text, not a replacement pattern.
  return template
    .replace(PRELOAD_MARKER, () => preload)
    .replace(CARD_MARKER, () => shell.card)
    .replace(
      DATA_MARKER,
      () =>
        `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(shell.data)}</script>`,
    );
}

/**
 * Serves the built web app; unknown /api/* and /files/* stay JSON 404s
 * (docs/architecture.md#request-lifecycle). A page with a renderer (the deck's /home) is
 * answered with the member's first screen inside its HTML, never cached.
 */
export function registerSpa(
  app: FastifyInstance,
  webDistDir: string | undefined,
  pages: Record<string, PageShellRenderer> = {},
) {
  const indexHtml =
    webDistDir && fs.existsSync(path.join(webDistDir, 'index.html')) ? webDistDir : undefined;
  if (indexHtml) {
    app.register(fastifyStatic, {
      root: indexHtml,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each file (apps/web/build/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Hashed build files never change; everything else (index.html, sw.js, the manifest)
        // is revalidated so a deploy reaches members on their next visit.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Read once: the file only changes with a deploy, which restarts the process.
  const template = indexHtml && fs.readFileSync(path.join(indexHtml, 'index.html'), 'utf8');
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const isFiles = request.url.startsWith('/files/');
    if (isApi || isFiles || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody('NOT_FOUND', 'Not found.'));
    }
    const pathname = request.url.split('?')[0] ?? '';
    const renderer = Object.hasOwn(pages, pathname) ? pages[pathname] : undefined;
    const shell = template && renderer ? await renderOrSkip(request, renderer) : null;
    if (template && shell) {
      // One member's page: kept by no cache, shared or the browser's.
      reply.header('Cache-Control', 'private, no-store');
      reply.header('Vary', 'Cookie');
      reply.type('text/html; charset=utf-8');
      return sendCompressed(request, reply, renderPage(template, shell));
    }
    return reply.type('text/html').sendFile('index.html');
  });
}

/**
 * Compressed as the static files are (the page with its inline stylesheet is ~4x smaller), at a
 * quick brotli level: it is made for each request.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    reply.header('Content-Encoding', 'br');
    return reply.send(
      zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    );
  }
  if (/\bgzip\b/.test(accepts)) {
    reply.header('Content-Encoding', 'gzip');
    return reply.send(zlib.gzipSync(html, { level: 6 }));
  }
  return reply.send(html);
}

/** A failing renderer costs the member the head start, never the page. */
async function renderOrSkip(request: FastifyRequest, renderer: PageShellRenderer) {
  try {
    return await renderer(request);
  } catch (error) {
    request.log.warn({ err: error }, 'page shell skipped');
    return null;
  }
}
