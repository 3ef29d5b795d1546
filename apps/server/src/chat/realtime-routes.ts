import { clientFrameSchema, type ServerFrame } from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import { callSocket, isCallFrame } from '../calls/index.js';
import { currentUser } from '../infra/http/guards.js';
import { FrameLimiter } from './frame-limiter.js';
import { findMatchFor } from './queries.js';
import { createChatService } from './service.js';
import { startHeartbeat } from './socket-heartbeat.js';
import { isSendFrame, sendOverSocket } from './socket-send.js';

const HEARTBEAT_MS = 25_000;
/** Frames one socket may send: a burst of 20, then 5 a second. */
const SOCKET_FRAMES = { burst: 20, perSecond: 5 };
/** Frames one member may send over all their sockets in this process. */
const MEMBER_FRAMES = { burst: 40, perSecond: 10 };
/** A socket that keeps flooding after being told is closed (policy violation). */
const MAX_REFUSED_FRAMES = 200;
/**
 * A call's signals, counted apart from the frames above: setting up a call sends an offer or
 * answer and a burst of 10-20 ICE candidates at once, then next to nothing.
 */
const SIGNAL_FRAMES = { burst: 60, perSecond: 10 };
/** Messages a member may send over their sockets in this process: 120 a minute, as over HTTP. */
const MEMBER_SENDS = { burst: 20, perSecond: 2 };

/**
 * GET /api/realtime: a WebSocket for an onboarded member, authenticated at upgrade by the
 * session cookie (never a token in the URL, which would be logged). The origin check and the
 * access hook (infra/http) run before the upgrade; a View As session is refused there, since a
 * socket would show the member online. Members subscribe to their own matches only, and may
 * send messages over it (socket-send.ts) as well as by POST. Video calls ring, are answered and
 * signalled over it too (calls/: call_* frames).
 */
export async function realtimeRoutes(app: FastifyInstance) {
  const chat = createChatService(
    app.database.db,
    (event) => app.realtime.publish(event),
    // On NATS (REALTIME_BUS) the SQL sends nothing itself: the service publishes after commit.
    app.realtime.announcedInDatabase
      ? (event) => app.realtime.publishedInDatabase(event)
      : undefined,
  );
  const memberFrames = new FrameLimiter(MEMBER_FRAMES.burst, MEMBER_FRAMES.perSecond);
  const memberSends = new FrameLimiter(MEMBER_SENDS.burst, MEMBER_SENDS.perSecond);
  const calls = { db: app.database.db, realtime: app.realtime };
  // Drops dead sockets; a session that expired meanwhile also ends its sockets.
  const heartbeat = startHeartbeat(app.database.db, HEARTBEAT_MS, (error) =>
    app.log.warn({ err: error }, 'realtime session check failed'),
  );
  app.addHook('onClose', async () => heartbeat.stop());
  let nextSocketId = 0;

  app.get('/api/realtime', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const user = currentUser(request);
    const socketKey = `socket:${++nextSocketId}`;
    const socketFrames = new FrameLimiter(SOCKET_FRAMES.burst, SOCKET_FRAMES.perSecond);
    const signalFrames = new FrameLimiter(SIGNAL_FRAMES.burst, SIGNAL_FRAMES.perSecond);
    const connection = app.realtime.add(user.id, user.sessionHash, socket);
    const unwatch = heartbeat.add(socket, user.sessionHash);
    // The pair of each subscribed match, checked once at subscribe time.
    const pairs = new Map<string, { id: string; user1Id: string; user2Id: string }>();
    const send = (frame: ServerFrame) => socket.send(JSON.stringify(frame));
    // The calls this socket placed or answered, ended when it closes.
    const socketCalls = callSocket(calls, user.id, send, request.log);
    let refused = 0;

    socket.on('message', async (raw: Buffer) => {
      let data: unknown;
      try {
        data = JSON.parse(raw.toString());
      } catch {
        data = undefined;
      }
      const signal = (data as { type?: unknown } | undefined)?.type === 'call_signal';
      const allowed = signal
        ? signalFrames.take(socketKey)
        : socketFrames.take(socketKey) && memberFrames.take(user.id);
      if (!allowed) {
        refused += 1;
        if (refused > MAX_REFUSED_FRAMES) return socket.close(1008, 'too many frames');
        if (refused === 1 || refused % 50 === 0) send({ type: 'error', code: 'RATE_LIMITED' });
        return;
      }
      if (data === undefined) return send({ type: 'error', code: 'BAD_FRAME' });
      if (isSendFrame(data)) {
        return sendOverSocket({ chat, user, limiter: memberSends, log: request.log, send }, data);
      }
      const parsed = clientFrameSchema.safeParse(data);
      if (!parsed.success) return send({ type: 'error', code: 'BAD_FRAME' });
      const frame = parsed.data;
      try {
        if (isCallFrame(frame)) return await socketCalls.handle(frame);
        if (frame.type === 'ping') return send({ type: 'pong' });
        if (frame.type === 'unsubscribe') {
          pairs.delete(frame.match_id);
          return app.realtime.unsubscribe(connection, frame.match_id);
        }
        if (frame.type === 'subscribe') {
          const match = await findMatchFor(app.database.db, frame.match_id, user.id);
          if (!match) return send({ type: 'error', code: 'NOT_FOUND', match_id: frame.match_id });
          pairs.set(match.id, match);
          app.realtime.subscribe(connection, frame.match_id);
          return send({ type: 'subscribed', match_id: frame.match_id });
        }
        const pair = pairs.get(frame.match_id);
        // The hub drops the subscription when the match ends; the pair cache follows it.
        if (frame.type === 'typing' && pair && connection.matches.has(frame.match_id)) {
          await chat.typing(user.id, pair);
        }
      } catch (error) {
        request.log.warn({ err: error }, 'realtime frame failed');
        send({ type: 'error', code: 'INTERNAL' });
      }
    });
    socket.on('close', () => {
      unwatch();
      app.realtime.remove(connection);
      void socketCalls.close();
    });
  });
}
