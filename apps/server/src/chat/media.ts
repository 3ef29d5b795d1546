import {
  type ChatMessage,
  type SendMediaFields,
  sendMediaFieldsSchema,
  VOICE_MAX_SECONDS,
} from '@dating/shared';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { matches, messages, reports } from '../infra/db/schema.js';
import { isUuid } from '../infra/db/uuid.js';
import { AppError, validationError } from '../infra/http/errors.js';
import type { MultipartForm } from '../infra/http/multipart.js';
import { processUpload, putProcessedImage } from '../infra/images/index.js';
import { REALTIME_CHANNEL, type RealtimeEvent } from '../infra/realtime/hub.js';
import {
  type Storage,
  type StoredStream,
  thumbPathOf,
  uniqueFileStem,
} from '../infra/storage/index.js';
import { memberMatch } from './queries.js';
import { type MessageMedia, sendInOneTrip } from './send-function.js';
import { readVoiceNote } from './voice-note.js';

export type MediaDeps = {
  db: Db;
  storage: Storage;
  publish: (event: RealtimeEvent) => Promise<void>;
  announced?: (event: RealtimeEvent) => void;
};

/**
 * Sends a photo or voice note (issue 35). The file is checked and made clean first (a photo
 * re-encoded without EXIF or GPS, with its thumbnail; a voice note's container and length read),
 * so a refused one stores nothing; it is kept under the match (`chat/{matchId}/...`), which goes
 * whole when the match does (removeMatchMedia). Then the message is sent as a text one is.
 */
export async function sendMedia(
  deps: MediaDeps,
  userId: string,
  matchId: string,
  form: MultipartForm,
): Promise<ChatMessage> {
  // Someone else's match is 404 whatever the form holds.
  await memberMatch(deps.db, matchId, userId);
  const { fields, file } = readForm(form);
  const media = await storeMedia(deps.storage, matchId, fields.kind, file);
  const channel = deps.announced ? REALTIME_CHANNEL : null;
  const input = { content: '', client_id: fields.client_id ?? null };
  let sent: Awaited<ReturnType<typeof sendInOneTrip>>;
  try {
    sent = await sendInOneTrip(deps.db, userId, matchId, input, channel, media);
  } catch (error) {
    // The match went meanwhile: its folder may be gone already; this file must not stay.
    await removeMedia(deps.storage, media.path);
    throw error;
  }
  // A retried client_id answers the message stored the first time: this copy is not needed.
  if (sent.mediaPath !== media.path) await removeMedia(deps.storage, media.path);
  if (sent.event && deps.announced) deps.announced(sent.event);
  else if (sent.event) await deps.publish(sent.event);
  return sent.message;
}

function readForm(form: MultipartForm): { fields: SendMediaFields; file: Buffer } {
  const parsed = sendMediaFieldsSchema.safeParse(Object.fromEntries(form.fields));
  if (!parsed.success) {
    throw validationError(parsed.error.issues[0]?.message ?? 'Invalid form.', 'kind');
  }
  const file = form.files.get('file');
  if (file) return { fields: parsed.data, file };
  throw parsed.data.kind === 'photo'
    ? new AppError('IMAGE_REQUIRED')
    : new AppError('VOICE_NOTE_INVALID', { max: VOICE_MAX_SECONDS });
}

async function storeMedia(
  storage: Storage,
  matchId: string,
  kind: 'photo' | 'voice',
  file: Buffer,
): Promise<MessageMedia> {
  const stem = `${matchId}/${uniqueFileStem()}`;
  if (kind === 'photo') {
    const image = await processUpload(file);
    return { kind, path: await putProcessedImage(storage, 'chat', stem, image), durationMs: null };
  }
  const note = readVoiceNote(file);
  const path = `${stem}.${note.container}`;
  await storage.put('chat', path, file, `audio/${note.container}`);
  return { kind, path, durationMs: note.durationMs };
}

async function removeMedia(storage: Storage, path: string) {
  await storage.remove('chat', path);
  if (path.endsWith('.webp')) await storage.remove('chat', thumbPathOf(path));
}

/** Every photo and voice note of these matches (after an unmatch, a block, a deleted account). */
export async function removeMatchMedia(storage: Storage, matchIds: readonly string[]) {
  for (const id of matchIds) await storage.removePrefix('chat', `${id}/`);
}

type MediaRow = { path: string; kind: string };

/** The file of a message's photo (or its thumbnail) or voice note, opened for streaming. */
async function openMedia(
  storage: Storage,
  row: MediaRow | undefined,
  size: 'full' | 'thumb',
): Promise<StoredStream> {
  if (!row) throw new AppError('NOT_FOUND');
  const path = row.kind === 'photo' && size === 'thumb' ? thumbPathOf(row.path) : row.path;
  const file = await storage.open('chat', path);
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}

const mediaColumns = { path: sql<string>`${messages.mediaPath}`, kind: messages.kind };

/** For one of the pair only: anyone else gets the 404 of a message that does not exist. */
export async function mediaForMember(
  { db, storage }: Pick<MediaDeps, 'db' | 'storage'>,
  userId: string,
  messageId: string,
  size: 'full' | 'thumb',
): Promise<StoredStream> {
  if (!isUuid(messageId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select(mediaColumns)
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .where(
      and(
        eq(messages.id, messageId),
        // A photo or voice note: text and call lines have no file.
        isNotNull(messages.mediaPath),
        sql`${userId} in (${matches.user1Id}, ${matches.user2Id})`,
      ),
    )
    .limit(1);
  return openMedia(storage, row, size);
}

/**
 * For a moderator: the photo or voice note a report carries (chat/report-media.ts), the only part
 * of a conversation they see. The admin-only route's prefix checks the role.
 */
export async function mediaForReport(
  { db, storage }: Pick<MediaDeps, 'db' | 'storage'>,
  reportId: string,
  size: 'full' | 'thumb',
): Promise<StoredStream> {
  if (!isUuid(reportId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ path: sql<string>`${reports.mediaPath}`, kind: sql<string>`${reports.mediaKind}` })
    .from(reports)
    .where(and(eq(reports.id, reportId), isNotNull(reports.mediaPath)))
    .limit(1);
  return openMedia(storage, row, size);
}

/**
 * The receiver played a voice note: marked once, and the pair's open conversations hear of it
 * (the sender's note shows "Played"); the sender and others get 404 as for text.
 */
export async function markHeard(
  db: Db,
  userId: string,
  messageId: string,
  publish: (event: RealtimeEvent) => Promise<void>,
) {
  if (!isUuid(messageId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ matchId: matches.id, user1Id: matches.user1Id, user2Id: matches.user2Id })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.kind, 'voice'),
        ne(messages.senderId, userId),
        sql`${userId} in (${matches.user1Id}, ${matches.user2Id})`,
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const marked = await db
    .update(messages)
    .set({ heardAt: sql`now()` })
    .where(and(eq(messages.id, messageId), isNull(messages.heardAt)))
    .returning({ id: messages.id });
  if (marked.length === 0) return;
  await publish({
    kind: 'heard',
    match_id: row.matchId,
    user_ids: [row.user1Id, row.user2Id],
    message_id: messageId,
  });
}
