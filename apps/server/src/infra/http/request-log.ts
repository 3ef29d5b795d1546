import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// A proxy's or client's id is kept only if it is short and plain: it lands in every log line.
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request id (docs/operations.md#logs): a valid incoming X-Request-Id (set by the proxy, so
 * one id follows a request through the proxy's and the app's logs), else a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Echoes the request id in every answer, and writes one access line per request at `debug` only:
 * at `info` the log holds what an operator acts on (start, errors, jobs, shutdown), not traffic.
 * Every line a request logs carries its id as `reqId` (Fastify's child logger).
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.log.level !== 'debug' && request.log.level !== 'trace') return;
    request.log.debug(
      {
        req: request,
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
