import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../../config.js';

/** A Host header fit to appear in a policy: a name or IPv4/IPv6 address, and a port. */
const PLAIN_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?$/;

/** The WebSocket origin of a site address: https://example.org → wss://example.org. */
export function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * The WebSocket origins a page may connect to, besides 'self' (which browsers do not all apply
 * to ws:/wss:). Production: only the one of PUBLIC_URL. Elsewhere the page's own host as the
 * request names it (dev servers, e2e ports), both schemes; a Host header that is not a plain
 * host:port adds nothing, so it cannot write into the policy.
 */
function connectSources(config: Pick<Config, 'production' | 'publicUrl'>) {
  if (config.production && config.publicUrl) return ["'self'", webSocketOrigin(config.publicUrl)];
  const selfAndOwnHost = (request: IncomingMessage) => {
    const host = request.headers.host ?? '';
    return PLAIN_HOST.test(host) ? `'self' ws://${host} wss://${host}` : "'self'";
  };
  return [selfAndOwnHost];
}

/**
 * The inline scripts of the built web app's index.html, as CSP sources ('sha256-…'): the
 * visitor's first screen is painted by one (apps/web/build/publicShell.ts), and a policy that
 * names each by its hash allows exactly those, never an injected one.
 */
export function inlineScriptSources(webDistDir: string | undefined): string[] {
  const file = webDistDir && path.join(webDistDir, 'index.html');
  if (!file || !fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  const hash = (body: string) => createHash('sha256').update(body).digest('base64');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${hash(body ?? '')}'`,
  );
}

/** Helmet's headers: the CSP of the web app, HSTS only where the site is served over HTTPS. */
export function helmetOptions(
  config: Pick<Config, 'production' | 'publicUrl'>,
  inlineScripts: string[] = [],
): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: connectSources(config),
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    // Development and test run over plain HTTP on localhost: HSTS there would pin the browser
    // to HTTPS for every localhost site for a year.
    strictTransportSecurity: config.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  };
}

/**
 * Browser features the app may use, on its own pages only: the camera (the verification
 * selfie; later a selfie or voice note with the microphone), the position (onboarding's "use my
 * location"), the clipboard for copying (an admin's reset password), full screen and autoplay of
 * the camera preview. Every other powerful feature is off, for embedded frames too.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'geolocation=(self)',
  'clipboard-write=(self)',
  'fullscreen=(self)',
  'autoplay=(self)',
  ...[
    'accelerometer',
    'bluetooth',
    'browsing-topics',
    'clipboard-read',
    'display-capture',
    'encrypted-media',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

type HeaderList = Array<[name: string, value: string | number | readonly string[]]>;

/** What helmet's middleware sets for this request, caught instead of written. */
function helmetHeaders(
  apply: ReturnType<typeof helmet>,
  request: IncomingMessage,
): { headers: HeaderList; error?: Error } {
  const headers: HeaderList = [];
  let error: Error | undefined;
  const catcher = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, value]);
    },
    removeHeader() {},
  };
  apply(request, catcher as unknown as ServerResponse, (failure?: unknown) => {
    error = failure as Error | undefined;
  });
  return { headers, error };
}

/** Hosts whose headers are kept; a client inventing Host values gets them computed each time. */
const MAX_REMEMBERED_HOSTS = 64;

/**
 * Helmet's headers and the Permissions-Policy on every answer. They depend only on the request's Host (the policy's
 * WebSocket origins outside production), so they are computed once per host and copied after:
 * running helmet's eleven middlewares for every request was 2% of a swipe's server time, and
 * @fastify/helmet rebuilt them per request (bench/RESULTS.md, swipes).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const apply = helmet(options);
  const byHost = new Map<string, HeaderList>();
  app.addHook('onRequest', (request, reply, done) => {
    const host = request.headers.host ?? '';
    let headers = byHost.get(host);
    if (!headers) {
      const answer = helmetHeaders(apply, request.raw);
      if (answer.error) return done(answer.error);
      headers = [...answer.headers, ['permissions-policy', PERMISSIONS_POLICY]];
      if (byHost.size < MAX_REMEMBERED_HOSTS) byHost.set(host, headers);
    }
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * Every /api answer is personal or may be (profiles, matches, messages, wallet, admin), so none
 * is stored by browsers or proxies: `Cache-Control: no-store` unless the route sets its own
 * (a public, cacheable answer says so explicitly).
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    // The matched route's pattern, however the path was spelled (`/%61pi/...` reaches `/api/`).
    const path = request.routeOptions.url ?? request.url;
    if (path === '/api' || path.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
