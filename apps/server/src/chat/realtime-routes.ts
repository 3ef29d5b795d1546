import { clientFrameSchema, type ServerFrame } from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../infra/http/errors.js';
import { loadSessionUser } from '../infra/http/guards.js';
import { findSessionUser } from '../infra/sessions/session-store.js';
import { findMatchFor } from './queries.js';
import { createChatService } from './service.js';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/realtime: a WebSocket authenticated at upgrade by the session cookie or `?token=`
 * (View As tabs). Members subscribe to their own matches only.
 */
export async function realtimeRoutes(app: FastifyInstance) {
  const chat = createChatService(app.database.db, (event) => app.realtime.publish(event));

  app.get(
    '/api/realtime',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        const token = (request.query as { token?: string }).token;
        request.user = token
          ? await findSessionUser(app.database.db, token)
          : await loadSessionUser(request);
        if (!request.user || request.user.isBlocked) throw new AppError('UNAUTHENTICATED');
        if (request.user.role !== 'user' || !request.user.onboardingComplete)
          throw new AppError('FORBIDDEN');
      },
    },
    (socket, request) => {
      const user = request.user;
      if (!user) return socket.close(4401, 'unauthenticated');
      const connection = app.realtime.add(user.id, socket);
      const send = (frame: ServerFrame) => socket.send(JSON.stringify(frame));
      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      // Heartbeat: drop dead sockets, and end sockets whose session was revoked.
      const heartbeat = setInterval(async () => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
        const still = await findSessionUser(app.database.db, tokenOf(request)).catch(() => null);
        if (!still || still.isBlocked) socket.close(4401, 'session ended');
      }, HEARTBEAT_MS);
      heartbeat.unref();

      socket.on('message', async (raw: Buffer) => {
        let parsed: ReturnType<typeof clientFrameSchema.safeParse>;
        try {
          parsed = clientFrameSchema.safeParse(JSON.parse(raw.toString()));
        } catch {
          return send({ type: 'error', code: 'BAD_FRAME' });
        }
        if (!parsed.success) return send({ type: 'error', code: 'BAD_FRAME' });
        const frame = parsed.data;
        try {
          if (frame.type === 'ping') return send({ type: 'pong' });
          if (frame.type === 'unsubscribe')
            return app.realtime.unsubscribe(connection, frame.match_id);
          if (frame.type === 'subscribe') {
            const match = await findMatchFor(app.database.db, frame.match_id, user.id);
            if (!match) return send({ type: 'error', code: 'NOT_FOUND', match_id: frame.match_id });
            app.realtime.subscribe(connection, frame.match_id);
            return send({ type: 'subscribed', match_id: frame.match_id });
          }
          if (frame.type === 'typing' && connection.matches.has(frame.match_id)) {
            await chat.typing(user.id, frame.match_id);
          }
        } catch (error) {
          request.log.warn({ err: error }, 'realtime frame failed');
          send({ type: 'error', code: 'INTERNAL' });
        }
      });
      socket.on('close', () => {
        clearInterval(heartbeat);
        app.realtime.remove(connection);
      });
    },
  );
}

function tokenOf(request: { query: unknown; headers: { cookie?: string } }): string {
  const fromQuery = (request.query as { token?: string }).token;
  if (fromQuery) return fromQuery;
  const match = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.cookie ?? '');
  return match?.[1] ?? '';
}
