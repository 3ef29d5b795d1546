import { type ServerFrame, sendFrameSchema } from '@dating/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../infra/http/errors.js';
import { findNul, NUL_MESSAGE } from '../infra/http/nul-refusal.js';
import type { AuthenticatedUser } from '../infra/sessions/session-store.js';
import { normalizeMemberText } from '../infra/text/zawgyi.js';
import type { FrameLimiter } from './frame-limiter.js';
import type { ChatService } from './service.js';

/** A frame that asks to send a message (checked in full by sendOverSocket). */
export function isSendFrame(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'send';
}

type SocketSender = {
  chat: ChatService;
  user: AuthenticatedUser;
  /** Sends per member in this process (the route's own limit is per address). */
  limiter: FrameLimiter;
  log: FastifyBaseLogger;
  send: (frame: ServerFrame) => void;
};

/**
 * A `send` frame: what POST /api/matches/:matchId/messages does, answered on the socket with
 * `sent` (the stored message) or `error`, each carrying the frame's client_id. The same checks
 * in the same order: View As is look-only, the rate limit, NUL characters, Zawgyi converted to
 * Unicode, the shared schema, then the service (membership, which a block removes; a retried
 * client_id answers the stored message). The message reaches subscribed sockets, the sender's
 * included, as one sent by POST does.
 */
export async function sendOverSocket(
  { chat, user, limiter, log, send }: SocketSender,
  data: Record<string, unknown>,
) {
  const clientId =
    typeof data.client_id === 'string' && data.client_id.length <= 64 ? data.client_id : undefined;
  const refuse = (code: string, message?: string) =>
    send({
      type: 'error',
      code,
      ...(typeof data.match_id === 'string' ? { match_id: data.match_id } : {}),
      ...(clientId ? { client_id: clientId } : {}),
      ...(message ? { message } : {}),
    });
  // The upgrade already refuses a View As session; a socket never writes for one all the same.
  if (user.impersonatedBy) return refuse('IMPERSONATION_READ_ONLY');
  if (!limiter.take(user.id)) return refuse('RATE_LIMITED');
  if (findNul(data) !== null) return refuse('VALIDATION_FAILED', NUL_MESSAGE);
  normalizeMemberText(data);
  const parsed = sendFrameSchema.safeParse(data);
  if (!parsed.success) return refuse('VALIDATION_FAILED', parsed.error.issues[0]?.message);
  const { match_id: matchId, content, client_id } = parsed.data;
  try {
    const message = await chat.send(user.id, matchId, { content, client_id });
    send({ type: 'sent', client_id, message });
  } catch (error) {
    if (error instanceof AppError) return refuse(error.code, error.message);
    log.warn({ err: error }, 'socket send failed');
    refuse('INTERNAL');
  }
}
