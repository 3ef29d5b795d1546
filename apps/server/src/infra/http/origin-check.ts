import type { FastifyInstance } from 'fastify';
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

/**
 * Cross-site protection (API.md): a state-changing request must carry an Origin (or Referer)
 * whose host equals the Host it was sent to, or the configured PUBLIC_URL.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string | undefined) {
  const publicHost = hostOf(publicUrl);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith('/api/')) return;
    const origin = hostOf(request.headers.origin) ?? hostOf(request.headers.referer);
    const host = request.headers.host?.toLowerCase();
    if (!origin || (origin !== host && origin !== publicHost)) {
      throw new AppError('ORIGIN_MISMATCH');
    }
  });
}
