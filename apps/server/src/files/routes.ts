import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../infra/http/errors.js';
import { loadSessionUser } from '../infra/http/guards.js';
import {
  type Bucket,
  contentTypeOfPath,
  isBucket,
  isPublicBucket,
  isValidStoragePath,
  ownerOfPath,
  type Storage,
  type StoredFile,
  stemOfThumbPath,
} from '../infra/storage/index.js';

export { thumbPathOf } from '../infra/storage/index.js';

export type FilesRoutesOptions = { storage: Storage };

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';

/**
 * `GET /files/:bucket/*` (docs/architecture.md#file-storage). Public buckets answer anyone and are
 * cached for good (paths are unique per upload). Private buckets answer only the owner (first path
 * segment) and admins; everyone else gets the same JSON 404 as a missing file, so existence never
 * leaks.
 */
export async function filesRoutes(app: FastifyInstance, options: FilesRoutesOptions) {
  const { storage } = options;

  app.get<{ Params: { bucket: string; '*': string } }>(
    '/files/:bucket/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const { bucket, '*': path } = request.params;
      reply.header('x-content-type-options', 'nosniff');
      if (!isBucket(bucket) || !isValidStoragePath(path) || !contentTypeOfPath(path)) {
        return notFound(reply);
      }
      const isPublic = isPublicBucket(bucket);
      if (!isPublic) {
        reply.header('cache-control', PRIVATE_CACHE);
        if (!(await mayReadPrivate(request, path))) return notFound(reply);
      }
      const file = await readWithThumbFallback(storage, bucket, path);
      if (!file) return notFound(reply);
      return reply
        .header('cache-control', isPublic ? PUBLIC_CACHE : PRIVATE_CACHE)
        .type(file.contentType)
        .send(file.data);
    },
  );
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
): Promise<StoredFile | null> {
  const file = await storage.get(bucket, path);
  if (file) return file;
  const stem = stemOfThumbPath(path);
  if (!stem) return null;
  for (const ext of ['webp', 'jpg', 'png']) {
    const original = `${stem}.${ext}`;
    if (isValidStoragePath(original)) {
      const found = await storage.get(bucket, original);
      if (found) return found;
    }
  }
  return null;
}

function notFound(reply: FastifyReply) {
  return reply.status(404).type('application/json').send(errorBody('NOT_FOUND', 'Not found.'));
}
