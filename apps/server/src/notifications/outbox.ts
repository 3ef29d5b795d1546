import type { PushKind } from '@dating/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';

/** Every process listens here and drains the outbox when a transaction that wrote to it commits. */
export const PUSH_OUTBOX_CHANNEL = 'push_outbox';

/** An event a member may be told about by push; the text is written at send time. */
export type PushEvent =
  | { kind: 'match'; userId: string; matchId: string; otherUserId: string }
  | { kind: 'message'; userId: string; matchId: string; senderId: string; messageId: string }
  | { kind: 'likes'; userId: string }
  | {
      kind: 'decision';
      userId: string;
      subject: 'verification' | 'deposit' | 'withdrawal';
      approved: boolean;
      /** The request or transaction decided. */
      id: string;
      coins?: number | null;
    };

/** The preference column that turns each kind off. */
const PREFERENCE: Record<PushKind, string> = {
  match: 'matches',
  message: 'messages',
  likes: 'likes',
  decision: 'decisions',
};

/** Same key = same notification on the device: one per conversation, one for all likes. */
export function collapseKeyOf(event: PushEvent): string {
  switch (event.kind) {
    case 'match':
      return `match:${event.matchId}`;
    case 'message':
      return `chat:${event.matchId}`;
    case 'likes':
      return 'likes';
    case 'decision':
      return `${event.subject}:${event.id}`;
  }
}

/**
 * Writes one outbox row per device of the member who wants this kind, inside the caller's
 * transaction: the push exists exactly when the event committed. A row not yet sent for the
 * same device and key takes the newer event instead (a burst of messages is one push). Commit
 * wakes every process's drain through NOTIFY (delivered only on commit).
 */
export async function enqueuePush(tx: Queryable, event: PushEvent): Promise<void> {
  const { userId, kind, ...data } = event;
  const preference = sql.raw(PREFERENCE[kind]);
  const result = await tx.execute(sql`
    insert into push_outbox (subscription_id, kind, collapse_key, data)
    select s.id, ${kind}, ${collapseKeyOf(event)}, ${JSON.stringify(data)}::jsonb
    from push_subscriptions s
    left join push_preferences p on p.user_id = s.user_id
    where s.user_id = ${userId} and coalesce(p.${preference}, true)
    on conflict (subscription_id, collapse_key) where attempts = 0
    do update set data = excluded.data, created_at = now()
    returning id`);
  if (rowsOf(result).length > 0) {
    await tx.execute(sql`select pg_notify(${PUSH_OUTBOX_CHANNEL}, '')`);
  }
}
