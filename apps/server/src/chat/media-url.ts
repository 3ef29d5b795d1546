import type { CallOutcome, ChatMessage, MessageKind } from '@dating/shared';

/**
 * The address of a message's photo or voice note: chat's authorised route (media-routes.ts), never
 * a `/files` URL, so only the pair (and a moderator handling a report that carries it) can fetch
 * it. message_send.sql writes the same address into the realtime event.
 */
export const messageMediaUrl = (messageId: string) => `/api/messages/${messageId}/media`;

/**
 * A text message as it is; a photo or voice note with its kind, address and length; a call's
 * line with its outcome and talking time (no file: calls/ records nothing).
 */
export function withMedia(
  message: ChatMessage,
  kind: MessageKind,
  durationMs: number | null,
  heard = false,
  callOutcome: CallOutcome | null = null,
): ChatMessage {
  if (kind === 'text') return message;
  message.kind = kind;
  if (kind === 'call') {
    if (callOutcome) message.call_outcome = callOutcome;
    if (durationMs !== null) message.duration_ms = durationMs;
    return message;
  }
  message.media_url = messageMediaUrl(message.id);
  if (kind === 'voice') {
    message.duration_ms = durationMs ?? 0;
    message.heard = heard;
  }
  return message;
}
