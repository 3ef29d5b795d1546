import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../infra/db/client.js';
import { matches, messages, reports } from '../infra/db/schema.js';
import { isUuid } from '../infra/db/uuid.js';
import { AppError } from '../infra/http/errors.js';
import { type Storage, thumbPathOf, uniqueFileStem } from '../infra/storage/index.js';
import { removeMatchMedia } from './media.js';

/** A photo or voice note as a report keeps it (reports.media_*). */
export type ReportMedia = { kind: 'photo' | 'voice'; path: string; durationMs: number | null };

const isPhoto = (path: string) => path.endsWith('.webp');

/**
 * Copies the photo or voice note a member reports from a conversation (issue 35) beside the
 * report, `chat/reports/{reportedUserId}/...`: blocking deletes the conversation and its files,
 * the evidence stays for the moderators. Only a message the reported member sent to the
 * reporter; anything else is 404, as a message that does not exist.
 */
export async function copyReportedMedia(
  db: Db,
  storage: Storage,
  reporterId: string,
  reportedId: string,
  messageId: string,
): Promise<ReportMedia> {
  if (!isUuid(messageId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ path: messages.mediaPath, kind: messages.kind, durationMs: messages.durationMs })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .where(
      and(
        eq(messages.id, messageId),
        ne(messages.kind, 'text'),
        eq(messages.senderId, reportedId),
        sql`${reporterId} in (${matches.user1Id}, ${matches.user2Id})`,
      ),
    )
    .limit(1);
  if (!row?.path || row.kind === 'text' || row.kind === 'call') throw new AppError('NOT_FOUND');
  const extension = row.path.slice(row.path.lastIndexOf('.'));
  const path = `reports/${reportedId}/${uniqueFileStem()}${extension}`;
  const copies: [from: string, to: string][] = [[row.path, path]];
  if (isPhoto(row.path)) copies.unshift([thumbPathOf(row.path), thumbPathOf(path)]);
  for (const [from, to] of copies) {
    const file = await storage.get('chat', from);
    if (!file) throw new AppError('NOT_FOUND');
    await storage.put('chat', to, file.data, file.contentType);
  }
  return { kind: row.kind, path, durationMs: row.durationMs };
}

/** Removes a report's copy (replaced by a later report, or its account deleted). */
export async function removeReportMedia(storage: Storage, path: string) {
  await storage.remove('chat', path);
  if (isPhoto(path)) await storage.remove('chat', thumbPathOf(path));
}

/**
 * The chat files an account's deletion must remove, read before its rows go: every conversation
 * of its matches (both members' photos and voice notes) and the copies its reports keep, filed
 * by it or about it.
 */
export async function chatMediaOfAccount(db: Queryable, userId: string) {
  const matchRows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(or(eq(matches.user1Id, userId), eq(matches.user2Id, userId)));
  const reportRows = await db
    .select({ path: sql<string>`${reports.mediaPath}` })
    .from(reports)
    .where(
      and(
        or(eq(reports.reporterUserId, userId), eq(reports.reportedUserId, userId)),
        sql`${reports.mediaPath} is not null`,
      ),
    );
  return { matchIds: matchRows.map((r) => r.id), reportPaths: reportRows.map((r) => r.path) };
}

/** Removes what chatMediaOfAccount found, after the account's rows are gone. */
export async function removeChatMediaOfAccount(
  storage: Storage,
  found: Awaited<ReturnType<typeof chatMediaOfAccount>>,
) {
  await removeMatchMedia(storage, found.matchIds);
  for (const path of found.reportPaths) await removeReportMedia(storage, path);
}
