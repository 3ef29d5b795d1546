import { sql } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';

/**
 * Every process listens here and drains the outbox when a transaction that wrote to it commits
 * (push_enqueue.sql NOTIFYs it).
 */
export const PUSH_OUTBOX_CHANNEL = 'push_outbox';

/** An event a member may be told about by push; the text is written at send time. */
export type PushEvent =
  | { kind: 'match'; userId: string; matchId: string; otherUserId: string }
  | { kind: 'message'; userId: string; matchId: string; senderId: string; messageId: string }
  | { kind: 'likes'; userId: string }
  | {
      kind: 'decision';
      userId: string;
      /** 'safety': someone the member talked to was blocked for scam signs (decision 034). */
      subject: 'verification' | 'deposit' | 'withdrawal' | 'safety';
      approved: boolean;
      /** The request or transaction decided. */
      id: string;
      coins?: number | null;
    };

/**
 * Writes one outbox row per device of the member who wants this kind, inside the caller's
 * transaction: the push exists exactly when the event committed. The SQL function push_enqueue
 * (infra/db/functions/push_enqueue.sql) is the outbox's one writer: it picks the preference that
 * turns the kind off and the collapse key (one notification per conversation, for all likes...),
 * and NOTIFY wakes every process's drain on commit.
 */
export async function enqueuePush(tx: Queryable, event: PushEvent): Promise<void> {
  const { userId, kind, ...data } = event;
  await tx.execute(
    sql`select push_enqueue(${userId}::uuid, ${kind}, ${JSON.stringify(data)}::jsonb)`,
  );
}
