import { eq } from 'drizzle-orm';
import { forgetFacePrints } from '../faces/index.js';
import type { Db, Queryable } from '../infra/db/client.js';
import { userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { forgetImageHashes, removeCardVariants } from '../infra/images/index.js';
import type { JobQueue } from '../infra/jobs/index.js';
import { pathFromStorageUrl, type Storage, thumbPathOf } from '../infra/storage/index.js';
import type { ProfileRow } from './serialize.js';

export type Geocode = (
  text: string,
) => { name: string; latitude: number; longitude: number } | null;

/** What every profile operation works with (service.ts assembles them). */
export type ProfileDeps = {
  db: Db;
  storage: Storage;
  /** Queues each stored photo's face analysis (faces/). */
  queue: JobQueue;
  geocode: Geocode;
  /** Closes the member's open sockets on every server process. */
  disconnect?: (userId: string) => Promise<void>;
};

export async function loadProfile(q: Queryable, userId: string): Promise<ProfileRow> {
  const [row] = await q.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Media paths from the client (paths or /files URLs) that this member uploaded and that exist. */
export async function ownedMediaPaths(
  storage: Storage,
  userId: string,
  values: string[],
): Promise<string[]> {
  const paths: string[] = [];
  for (const value of values) {
    const path = pathFromStorageUrl('media', value);
    if (!path?.startsWith(`${userId}/`) || !(await storage.exists('media', path))) {
      throw new AppError('IMAGE_REQUIRED');
    }
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

export async function removeMediaFiles({ db, storage }: ProfileDeps, paths: string[]) {
  await forgetImageHashes(db, 'photo', paths);
  await forgetFacePrints(db, 'photo', paths);
  for (const path of paths) {
    await storage.remove('media', path);
    await storage.remove('media', thumbPathOf(path));
    await removeCardVariants(storage, 'media', path);
  }
}
