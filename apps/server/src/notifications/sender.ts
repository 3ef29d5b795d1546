import { createHash } from 'node:crypto';
import type { PushPayload } from '@dating/shared';
import webpush from 'web-push';
import type { VapidKeys } from './vapid.js';

/** How long the push service keeps a push for an offline device. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export type SendOutcome = { status: number } | { error: string };

/** RFC 8030 Topic: at most 32 URL-safe characters; the push service keeps only the latest. */
export const topicOf = (collapseKey: string) =>
  createHash('sha256').update(collapseKey).digest('base64url').slice(0, 32);

/**
 * One encrypted push (RFC 8291 aes128gcm, VAPID RFC 8292) built by `web-push` and sent with
 * fetch, which reaches https push services and the tests' http receivers alike. Redirects are
 * not followed: the allow-list applies to the one address we call.
 */
export async function sendPush(
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: PushPayload,
  vapid: VapidKeys,
): Promise<SendOutcome> {
  const details = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      topic: topicOf(payload.tag),
      urgency: payload.kind === 'match' || payload.kind === 'message' ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ?? null,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { status: response.status };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
