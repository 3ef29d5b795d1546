import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return undefined;
  }
}

const isWebSocketUpgrade = (request: FastifyRequest) =>
  request.headers.upgrade?.toLowerCase() === 'websocket';

/**
 * Cross-site protection (docs/architecture.md#request-lifecycle): every state-changing request,
 * whatever path it names or however that path is spelled, must carry an Origin (or Referer)
 * whose host is the Host it was sent to or the configured PUBLIC_URL's. A WebSocket upgrade
 * must carry such an Origin too: browsers send the member's cookie with any page's socket.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string | undefined) {
  const publicHost = hostOf(publicUrl);
  app.addHook('onRequest', async (request) => {
    const upgrade = isWebSocketUpgrade(request);
    if (SAFE_METHODS.has(request.method) && !upgrade) return;
    // Browsers always send Origin on a socket; Referer is only a fallback for old form posts.
    const origin = upgrade
      ? hostOf(request.headers.origin)
      : (hostOf(request.headers.origin) ?? hostOf(request.headers.referer));
    const host = request.headers.host?.toLowerCase();
    if (!origin || (origin !== host && origin !== publicHost)) {
      throw new AppError('ORIGIN_MISMATCH');
    }
  });
}
