import type { ChatMessage } from '@dating/shared';
import { and, eq, or } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { matches, messages } from '../infra/db/schema.js';

export type MessageRow = typeof messages.$inferSelect;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    match_id: row.matchId,
    sender_id: row.senderId,
    content: row.content,
    client_id: row.clientId,
    created_at: row.createdAt.toISOString(),
  };
}

export async function loadMessage(db: Queryable, id: string): Promise<ChatMessage | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row ? toChatMessage(row) : null;
}

/** The match if the user is one of its pair, else undefined (callers answer 404). */
export async function findMatchFor(db: Queryable, matchId: string, userId: string) {
  const [match] = await db
    .select()
    .from(matches)
    .where(
      and(eq(matches.id, matchId), or(eq(matches.user1Id, userId), eq(matches.user2Id, userId))),
    )
    .limit(1);
  return match;
}

export const otherMemberOf = (match: { user1Id: string; user2Id: string }, userId: string) =>
  match.user1Id === userId ? match.user2Id : match.user1Id;
