import { z } from 'zod';
import { CALL_OUTCOMES, type CallServerFrame, callClientFrameSchemas } from './calls.js';
import { clampedLimit, requiredText } from './common.js';

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGES_PAGE_SIZE = 50;

/**
 * What a message carries (issue 35): text, a photo or voice note (empty body), or the line a
 * video call leaves in the conversation (its outcome and length).
 */
export const MESSAGE_KINDS = ['text', 'photo', 'voice', 'call'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** Voice notes: at most 60 s, recorded at about 24 kbps (Opus) for mobile data. */
export const VOICE_MAX_SECONDS = 60;
export const VOICE_BITS_PER_SECOND = 24_000;
/**
 * The largest voice note accepted: 60 s at 24 kbps, doubled for the container's overhead and an
 * encoder that overshoots its target bitrate (Chromium's Opus does at the start), plus 16 KB of
 * headers.
 */
export const VOICE_MAX_BYTES =
  Math.ceil((VOICE_MAX_SECONDS * VOICE_BITS_PER_SECOND * 2) / 8) + 16_384;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  match_id: z.uuid(),
  sender_id: z.uuid(),
  content: z.string(),
  client_id: z.string().nullable(),
  created_at: z.string(),
  /**
   * Set for the receiver only: this early message asks for money or moves the chat off the app
   * (phone, wallet, outside handle), so the app shows a safety tip under it.
   */
  safety_tip: z.boolean().optional(),
  /**
   * Set for the receiver only, on every message that asks for money or crypto or moves the chat
   * off the app (early or not): the app marks it with a warning line that opens the safety tip.
   */
  scam_warning: z.boolean().optional(),
  /** 'text' when absent (messages stored before issue 35 and text ones). */
  kind: z.enum(MESSAGE_KINDS).optional(),
  /**
   * A photo's or voice note's address: an authorised route that answers only the pair (and a
   * moderator handling a report that carries it). A photo's `?size=thumb` is the small one.
   */
  media_url: z.string().optional(),
  /**
   * A voice note's length in milliseconds, read from its container on the server; a call's
   * talking time (absent when it was not answered).
   */
  duration_ms: z.number().int().optional(),
  /** A call line's outcome (kind 'call'); the sender is the member who called. */
  call_outcome: z.enum(CALL_OUTCOMES).optional(),
  /** A voice note the receiver has played. */
  heard: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const matchPartnerSchema = z.object({
  user_id: z.uuid(),
  first_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_verified: z.boolean(),
});

export const matchListItemSchema = z.object({
  id: z.uuid(),
  other: matchPartnerSchema,
  last_message: chatMessageSchema.nullable(),
  unread_count: z.number().int(),
  /** The other member's last read message in this match, for "Seen". */
  other_last_read_message_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type MatchListItem = z.infer<typeof matchListItemSchema>;

export const matchesResponseSchema = z.object({ items: z.array(matchListItemSchema) });

export const matchParamsSchema = z.object({ matchId: z.string() });

export const messagesQuerySchema = z.object({
  /** A message id: answers the page of messages just before it. */
  before: z.uuid().optional(),
  limit: clampedLimit(MESSAGES_PAGE_SIZE),
});

export const messagesResponseSchema = z.object({
  items: z.array(chatMessageSchema),
  next_cursor: z.string().nullable(),
});

export const sendMessageRequestSchema = z.object({
  // Zero-width characters alone are blank too: refused like an empty message.
  content: requiredText('Please write a message.').max(
    MESSAGE_MAX_LENGTH,
    `Messages can be at most ${MESSAGE_MAX_LENGTH} characters.`,
  ),
  /** Chosen by the client per message, so a retried send is stored once. */
  client_id: z.string().min(1).max(64).nullish(),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

/** The text fields of a photo or voice message (multipart, beside its `file`). */
export const sendMediaFieldsSchema = z.object({
  kind: z.enum(['photo', 'voice'], { error: 'Please choose a photo or a voice note.' }),
  client_id: z.string().min(1).max(64).nullish(),
});
export type SendMediaFields = z.infer<typeof sendMediaFieldsSchema>;

export const messageMediaParamsSchema = z.object({ messageId: z.string() });
export const messageMediaQuerySchema = z.object({
  size: z.enum(['full', 'thumb']).catch('full').default('full'),
});

export const readRequestSchema = z.object({ last_read_message_id: z.uuid() });

/**
 * A message sent over the socket rather than POST /api/matches/:matchId/messages: the same
 * body, with client_id required (the answer, `sent` or `error`, carries it back).
 */
export const sendFrameSchema = z.object({
  type: z.literal('send'),
  match_id: z.uuid(),
  content: sendMessageRequestSchema.shape.content,
  client_id: z.string().min(1).max(64),
});

/** Frames the client sends over GET /api/realtime. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), match_id: z.uuid() }),
  z.object({ type: z.literal('unsubscribe'), match_id: z.uuid() }),
  z.object({ type: z.literal('typing'), match_id: z.uuid() }),
  z.object({ type: z.literal('ping') }),
  sendFrameSchema,
  ...callClientFrameSchemas,
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** A person as live frames show them: enough for a toast or "It's a Match!". */
export type FramePerson = { id: string; first_name: string; photo_url: string | null };

/** Frames the server pushes. */
export type ServerFrame =
  | CallServerFrame
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; match_id: string; user_id: string; last_read_message_id: string }
  | { type: 'typing'; match_id: string; user_id: string }
  /** The receiver played this voice note (to the pair's open conversations). */
  | { type: 'heard'; match_id: string; message_id: string }
  | { type: 'unmatched'; match_id: string }
  /** To both members; `other` is the other person (absent only from older servers). */
  | { type: 'matched'; match_id: string; other?: FramePerson }
  /** To every socket of the recipient, whatever screen is open: a message arrived for them. */
  | {
      type: 'message_notice';
      match_id: string;
      message_id: string;
      sender: FramePerson;
      /** The first line, at most ~80 characters; a short description for a gift. */
      preview: string;
    }
  /** Someone liked or super liked this member (who is not said: that is what Who Likes You is for). */
  | { type: 'like_received' }
  /** The member's badge counts may have changed (read elsewhere, likes seen, conversation opened). */
  | { type: 'badges_changed' }
  | { type: 'subscribed'; match_id: string }
  /** A `send` frame's message, stored (or stored already, for a retried client_id). */
  | { type: 'sent'; client_id: string; message: ChatMessage }
  /** `client_id` and `message` (the reason, as the HTTP error's) answer a `send` frame. */
  /** `call_id` answers a call frame the server refused (not a match any more, not a party). */
  | {
      type: 'error';
      code: string;
      match_id?: string;
      client_id?: string;
      call_id?: string;
      message?: string;
    }
  | { type: 'pong' };
