import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errors.js';
import { httpRequestDuration, openSockets, registry } from './index.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function hasBearer(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

async function scrape(reply: FastifyReply) {
  return reply.type(registry.contentType).send(await registry.metrics());
}

/**
 * Metrics (docs/operations.md#metrics): latency of every request by route pattern, open sockets,
 * and GET /metrics on the public listener for a caller with METRICS_TOKEN (404 without a token
 * configured, so nothing there is discoverable). Not in the public OpenAPI document.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined) {
  app.addHook('onResponse', async (request, reply) => {
    // The pattern (`/api/matches/:id`), never the raw URL: one series per route, not per id.
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration
      .labels(request.method, route, String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
  });
  app.addHook('onReady', async () => {
    app.websocketServer?.on('connection', (socket) => {
      openSockets.inc();
      socket.once('close', () => openSockets.dec());
    });
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.status(404).send(errorBody('NOT_FOUND', 'Not found.'));
    if (!hasBearer(request, token)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .send(errorBody('UNAUTHENTICATED', 'A metrics token is required.'));
    }
    return scrape(reply);
  });
}

/**
 * The internal metrics listener (METRICS_PORT): GET /metrics without a token, for a scraper on
 * a private network. Keep the port closed to the internet.
 */
export async function startMetricsListener(host: string, port: number) {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    address: server.address(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
