import {
  DEFAULT_PUSH_PREFERENCES,
  PUSH_ENDPOINT_MESSAGE,
  type PushPreferences,
  type PushSubscriptionRequest,
} from '@dating/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { PushConfig } from '../config.js';
import type { Db } from '../infra/db/client.js';
import { pushPreferences, pushSubscriptions, userProfiles } from '../infra/db/schema.js';
import { AppError, validationError } from '../infra/http/errors.js';
import { isAllowedPushEndpoint } from './endpoints.js';
import { loadVapidKeys } from './vapid.js';

/** Devices kept per member; subscribing one more drops the least recently renewed. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10;

export function createPushService(db: Db, config: PushConfig) {
  async function publicKey() {
    return (await loadVapidKeys(db, config)).publicKey;
  }

  /**
   * Stores this device for the member (one row per endpoint), or renews it. An endpoint is bound
   * to the member who registered it: another member presenting it is refused (409, naming no one)
   * and the owner's row stays, until the owner signs out on the device (unsubscribe) or the push
   * service drops it (docs/decisions/029-push-uploads-headers.md).
   */
  async function subscribe(userId: string, input: PushSubscriptionRequest) {
    if (!isAllowedPushEndpoint(input.endpoint, config.extraEndpointOrigins)) {
      throw validationError(PUSH_ENDPOINT_MESSAGE, 'endpoint');
    }
    await db.transaction(async (tx) => {
      const [profile] = await tx
        .select({ language: userProfiles.language })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId))
        .limit(1);
      const locale = input.locale ?? profile?.language ?? 'en';
      const values = { p256dh: input.keys.p256dh, auth: input.keys.auth, locale };
      // The conflict takes the row's lock and updates it only when it is this member's own.
      const [stored] = await tx
        .insert(pushSubscriptions)
        .values({ userId, endpoint: input.endpoint, ...values })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { ...values, updatedAt: new Date() },
          setWhere: eq(pushSubscriptions.userId, userId),
        })
        .returning({ id: pushSubscriptions.id });
      if (!stored) throw new AppError('PUSH_DEVICE_TAKEN');
      await tx.execute(sql`delete from push_subscriptions where user_id = ${userId} and id not in (
        select id from push_subscriptions where user_id = ${userId}
        order by updated_at desc limit ${MAX_SUBSCRIPTIONS_PER_MEMBER})`);
    });
  }

  /** Forgets the member's device; someone else's endpoint is left alone. */
  async function unsubscribe(userId: string, endpoint: string) {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  async function preferences(userId: string): Promise<PushPreferences> {
    const [row] = await db
      .select()
      .from(pushPreferences)
      .where(eq(pushPreferences.userId, userId))
      .limit(1);
    if (!row) return { ...DEFAULT_PUSH_PREFERENCES };
    return {
      matches: row.matches,
      messages: row.messages,
      likes: row.likes,
      decisions: row.decisions,
      message_previews: row.messagePreviews,
    };
  }

  async function setPreferences(userId: string, input: PushPreferences) {
    const values = {
      matches: input.matches,
      messages: input.messages,
      likes: input.likes,
      decisions: input.decisions,
      messagePreviews: input.message_previews,
    };
    await db
      .insert(pushPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: pushPreferences.userId,
        set: { ...values, updatedAt: new Date() },
      });
    return preferences(userId);
  }

  return { publicKey, subscribe, unsubscribe, preferences, setPreferences };
}
