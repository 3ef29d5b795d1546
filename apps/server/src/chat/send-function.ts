import type { CallOutcome, ChatMessage, MessageKind, SendMessageRequest } from '@dating/shared';
import type { Db } from '../infra/db/client.js';
import { queryPrepared } from '../infra/db/prepared.js';
import { isUuid } from '../infra/db/uuid.js';
import { AppError } from '../infra/http/errors.js';
import { MAX_PAYLOAD_BYTES, type RealtimeEvent } from '../infra/realtime/hub.js';
import { withMedia } from './media-url.js';
import { messagePreview } from './preview.js';
import { EARLY_EXCHANGE_MESSAGES, hasScamSignal } from './scam-signals.js';

/** What `message_send` (migration 0018_message_send.sql) answers. */
type Row = {
  outcome: 'not_found' | 'existing' | 'sent';
  id: string;
  match_id: string;
  sender_id: string;
  content: string;
  client_id: string | null;
  created_at: string;
  safety_tip: boolean;
  payload: string | null;
  kind: MessageKind;
  media_path: string | null;
  duration_ms: number | null;
  call_outcome: CallOutcome | null;
};

const MEDIA_PREVIEW = { photo: '📷', voice: '🎤' } as const;

/** A photo or voice note already in the `chat` storage area (chat/media.ts). */
export type MessageMedia = { kind: 'photo' | 'voice'; path: string; durationMs: number | null };

const CALL = `select outcome, id, match_id, sender_id, content, client_id, created_at, safety_tip,
  payload, kind, media_path, duration_ms, call_outcome from message_send($1::uuid, $2::uuid,
  $3::text, $4::text, $5::text, $6::integer, $7::integer, $8::text, $9::text, $10::text,
  $11::integer, NULL::text)`;

/**
 * Stores a message in one prepared statement that commits by itself: the membership check, the
 * insert, the other member's push rows and, with `channel`, the realtime event's NOTIFY
 * (docs/decisions/023-chat-send-in-one-round-trip.md). `event` is that event (null for a retried
 * client_id, which answers the stored message and tells nobody again): sent already when a
 * channel was given, for the caller to publish otherwise.
 */
export async function sendInOneTrip(
  db: Db,
  senderId: string,
  matchId: string,
  input: SendMessageRequest,
  channel: string | null,
  media: MessageMedia | null = null,
): Promise<{ message: ChatMessage; event: RealtimeEvent | null; mediaPath: string | null }> {
  if (!isUuid(matchId)) throw new AppError('NOT_FOUND');
  const [row] = await queryPrepared<Row>(db, CALL, [
    matchId,
    senderId,
    input.content,
    input.client_id ?? null,
    // The receiver's other screens show a toast: who wrote, and the first line.
    // A photo or voice note has no text: its toast shows a sign any language reads.
    media ? MEDIA_PREVIEW[media.kind] : messagePreview(input.content),
    // The marks travel with the event for the receiver; the hub strips them for the sender's sockets.
    hasScamSignal(input.content) ? EARLY_EXCHANGE_MESSAGES : null,
    MAX_PAYLOAD_BYTES,
    channel,
    media?.kind ?? 'text',
    media?.path ?? null,
    media?.durationMs ?? null,
  ]);
  if (!row || row.outcome === 'not_found') throw new AppError('NOT_FOUND');
  const message: ChatMessage = withMedia(
    {
      id: row.id,
      match_id: row.match_id,
      sender_id: row.sender_id,
      content: row.content,
      client_id: row.client_id,
      created_at: row.created_at,
    },
    row.kind,
    row.duration_ms,
    false,
    row.call_outcome,
  );
  const mediaPath = row.media_path;
  if (row.outcome === 'existing' || !row.payload) return { message, event: null, mediaPath };
  const event = JSON.parse(row.payload) as RealtimeEvent;
  // Too long for NOTIFY, the event went without its text: this process has it.
  if (event.kind === 'message') event.message.content = message.content;
  return { message, event, mediaPath };
}
