import type { ChatMessage } from '@dating/shared';
import { and, eq, or } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { matches, messages } from '../infra/db/schema.js';
import { isUuid } from '../infra/db/uuid.js';
import { AppError } from '../infra/http/errors.js';
import { withMedia } from './media-url.js';

export type MessageRow = typeof messages.$inferSelect;

export function toChatMessage(row: MessageRow): ChatMessage {
  const message = {
    id: row.id,
    match_id: row.matchId,
    sender_id: row.senderId,
    content: row.content,
    client_id: row.clientId,
    created_at: row.createdAt.toISOString(),
  };
  return withMedia(message, row.kind, row.durationMs, row.heardAt !== null, row.callOutcome);
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

/** The match of which `userId` is one of the pair; 404 otherwise (or for a malformed id). */
export async function memberMatch(db: Queryable, matchId: string, userId: string) {
  if (!isUuid(matchId)) throw new AppError('NOT_FOUND');
  const match = await findMatchFor(db, matchId, userId);
  if (!match) throw new AppError('NOT_FOUND');
  return match;
}

export const otherMemberOf = (match: { user1Id: string; user2Id: string }, userId: string) =>
  match.user1Id === userId ? match.user2Id : match.user1Id;
