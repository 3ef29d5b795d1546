import { z } from 'zod';
import { LANGUAGES } from '../constants.js';

/**
 * Web Push contract (issue #19). The browser's PushSubscription JSON is checked strictly here; the
 * server additionally allows only endpoints on the known push services (or PUSH_ENDPOINT_ORIGINS).
 */

export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
export const PUSH_KINDS = ['match', 'message', 'likes', 'decision'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes a base64url string decodes to (padding tolerated), or -1 when it is not base64url. */
export function base64UrlByteLength(value: string): number {
  if (!BASE64URL.test(value)) return -1;
  const bare = value.replace(/=+$/, '');
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

export const PUSH_ENDPOINT_MESSAGE = 'This is not a push service address this app can send to.';
export const PUSH_KEY_MESSAGE = 'The subscription keys are not valid.';

/** The browser's `PushSubscription.toJSON()` (extra fields such as expirationTime are ignored). */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z.url(PUSH_ENDPOINT_MESSAGE).max(PUSH_ENDPOINT_MAX_LENGTH, PUSH_ENDPOINT_MESSAGE),
  keys: z.object({
    /** The device's P-256 public key: a 65-byte uncompressed point (0x04 ‖ X ‖ Y), base64url. */
    p256dh: z
      .string()
      .max(100)
      .refine((v) => base64UrlByteLength(v) === 65, PUSH_KEY_MESSAGE),
    /** The 16-byte authentication secret, base64url. */
    auth: z
      .string()
      .max(40)
      .refine((v) => base64UrlByteLength(v) === 16, PUSH_KEY_MESSAGE),
  }),
  /** The language notifications for this member are written in. */
  locale: z.enum(LANGUAGES).optional(),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushUnsubscribeRequestSchema = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX_LENGTH),
});
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

/** GET /api/push/config: the VAPID application server key (base64url, 65-byte P-256 point). */
export const pushConfigResponseSchema = z.object({ public_key: z.string() });
export type PushConfigResponse = z.infer<typeof pushConfigResponseSchema>;

/** Which kinds of push a member wants; message_previews puts the message's first line on screen. */
export const pushPreferencesSchema = z.object({
  matches: z.boolean(),
  messages: z.boolean(),
  likes: z.boolean(),
  decisions: z.boolean(),
  message_previews: z.boolean(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  matches: true,
  messages: true,
  likes: true,
  decisions: true,
  message_previews: false,
};

/** The JSON the service worker receives after decryption. */
export const pushPayloadSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string(),
  body: z.string(),
  /** The in-app path to open on tap, e.g. /chats/<matchId>, /matches, /verification, /wallet. */
  url: z.string(),
  /** Notifications with the same tag replace each other (one per conversation, one for likes). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
