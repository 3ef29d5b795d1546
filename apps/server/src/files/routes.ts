import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../infra/http/errors.js';
import { loadSessionUser } from '../infra/http/guards.js';
import {
  CARD_VARIANTS_JOB,
  type CardVariantsJob,
  cardPathOf,
  makeCardVariants,
  negotiateCardFormat,
  openCardVariant,
} from '../infra/images/index.js';
import {
  type Bucket,
  contentTypeOfPath,
  isBucket,
  isPublicBucket,
  isValidStoragePath,
  ownerOfPath,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  type Storage,
  type StoredStream,
  stemOfThumbPath,
} from '../infra/storage/index.js';

export { thumbPathOf } from '../infra/storage/index.js';

export type FilesRoutesOptions = { storage: Storage };

/**
 * `GET /files/:bucket/*` (docs/architecture.md#file-storage). Public buckets answer anyone and are
 * cached for good (paths are unique per upload). Private buckets answer only the owner (first path
 * segment) and admins; everyone else gets the same JSON 404 as a missing file, so existence never
 * leaks. Files are streamed from the storage (disk or S3), never held whole in memory.
 */
export async function filesRoutes(app: FastifyInstance, options: FilesRoutesOptions) {
  const { storage } = options;
  // A new photo's card variants, made after its upload (profiles/upload-photo.ts); a photo
  // without them still shows: the route below makes a missing one on its first request.
  app.queue.define<CardVariantsJob>(
    CARD_VARIANTS_JOB,
    async ({ stem }) => {
      await makeCardVariants(storage, 'media', stem);
      return undefined;
    },
    { retryLimit: 2 },
  );

  app.get<{ Params: { bucket: string; '*': string } }>(
    '/files/:bucket/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const { bucket, '*': path } = request.params;
      reply.header('x-content-type-options', 'nosniff');
      if (!isBucket(bucket) || !isValidStoragePath(path) || !contentTypeOfPath(path)) {
        return notFound(reply);
      }
      // Chat media answers the pair and a moderator with a report that carries it, which only
      // chat's route knows (GET /api/messages/:messageId/media): not even an admin reads it here.
      if (bucket === 'chat') return notFound(reply);
      const isPublic = isPublicBucket(bucket);
      if (!isPublic) {
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        if (!(await mayReadPrivate(request, path))) return notFound(reply);
      }
      const file = await readNegotiated(request, reply, storage, bucket, path);
      if (!file) return notFound(reply);
      return reply
        .header('cache-control', isPublic ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL)
        .header('content-length', file.size)
        .type(file.contentType)
        .send(file.stream);
    },
  );
}

/**
 * A deck card photo (`{stem}_thumb.webp`, `{stem}_small.webp` in media) in the format the browser
 * names in `Accept` (infra/images/variants.ts); any other file as stored.
 */
async function readNegotiated(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  bucket: Bucket,
  path: string,
): Promise<StoredStream | null> {
  const card = bucket === 'media' ? cardPathOf(path) : null;
  if (!card) return readWithThumbFallback(storage, bucket, path);
  reply.header('vary', 'Accept');
  const format = negotiateCardFormat(request.headers.accept);
  if (card.size === 'thumb' && format === 'webp') {
    return readWithThumbFallback(storage, bucket, path);
  }
  return openCardVariant(storage, bucket, card.stem, card.size, format);
}

async function mayReadPrivate(request: FastifyRequest, path: string): Promise<boolean> {
  const user = await loadSessionUser(request);
  if (!user) return false;
  return user.role === 'admin' || ownerOfPath(path) === user.id;
}

/** A missing `{stem}_thumb.webp` falls back to its full image (images stored without one). */
async function readWithThumbFallback(
  storage: Storage,
  bucket: Bucket,
  path: string,
): Promise<StoredStream | null> {
  const file = await storage.open(bucket, path);
  if (file) return file;
  const stem = stemOfThumbPath(path);
  if (!stem) return null;
  for (const ext of ['webp', 'jpg', 'png']) {
    const original = `${stem}.${ext}`;
    if (isValidStoragePath(original)) {
      const found = await storage.open(bucket, original);
      if (found) return found;
    }
  }
  return null;
}

function notFound(reply: FastifyReply) {
  return reply.status(404).type('application/json').send(errorBody('NOT_FOUND', 'Not found.'));
}
