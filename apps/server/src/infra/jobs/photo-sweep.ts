import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { facePrints, imageHashes, photoUploads, userProfiles } from '../db/schema.js';
import { removeCardVariants } from '../images/variants.js';
import { type Storage, thumbPathOf } from '../storage/index.js';
import type { JobDefinition } from './scheduler.js';

export const PHOTO_SWEEP_INTERVAL_MS = 60 * 60_000;
/** An upload not in the member's photos this long after it was made is taken as abandoned. */
export const UNATTACHED_PHOTO_MS = 24 * 60 * 60_000;
/**
 * A member still onboarding keeps uploads longer: their draft (on the phone) names them, and a
 * township without internet for days must not cost them their photos. Bounded all the same: such
 * a member holds at most PHOTO_SLOTS uploads (profiles/photo-slots.ts).
 */
export const ONBOARDING_PHOTO_MS = 7 * 24 * 60 * 60_000;
const BATCH = 100;

/**
 * Looks at every photo uploaded more than UNATTACHED_PHOTO_MS ago (`photo_uploads`): one in the
 * member's `media` is attached, and only its upload row goes; any other loses its files (photo
 * and thumbnail), its placeholder, its look-alike hash, its face print (with its links) and its
 * row. Each photo is decided under the member's profile row lock (the lock every photo change
 * takes), and its files are deleted before that transaction commits: if the storage fails,
 * nothing is forgotten and the next run tries again.
 */
export async function sweepUnattachedPhotos(
  db: Db,
  storage: Storage,
  options: { signal?: AbortSignal } = {},
): Promise<{ removed: number; attached: number }> {
  const ago = (ms: number) => sql`now() - ${ms}::double precision * interval '1 millisecond'`;
  // `is not false`: an onboarded member, or an account already gone.
  const due = and(
    lt(photoUploads.createdAt, ago(UNATTACHED_PHOTO_MS)),
    or(
      sql`(select p.onboarding_complete from user_profiles p where p.user_id = ${photoUploads.userId}) is not false`,
      lt(photoUploads.createdAt, ago(ONBOARDING_PHOTO_MS)),
    ),
  );
  const result = { removed: 0, attached: 0 };
  for (;;) {
    const batch = await db
      .select({ path: photoUploads.path, userId: photoUploads.userId })
      .from(photoUploads)
      .where(due)
      .orderBy(asc(photoUploads.createdAt))
      .limit(BATCH);
    for (const upload of batch) {
      if (options.signal?.aborted) return result;
      const outcome = await sweepOne(db, storage, upload);
      if (outcome) result[outcome]++;
    }
    if (batch.length < BATCH) return result;
  }
}

async function sweepOne(
  db: Db,
  storage: Storage,
  upload: { path: string; userId: string },
): Promise<'removed' | 'attached' | null> {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ media: userProfiles.media })
      .from(userProfiles)
      .where(eq(userProfiles.userId, upload.userId))
      .for('no key update');
    const [row] = await tx
      .delete(photoUploads)
      .where(eq(photoUploads.path, upload.path))
      .returning({ path: photoUploads.path });
    // Another process swept it meanwhile, or the account is gone (its rows and files with it).
    if (!row || !profile) return null;
    if (profile.media.includes(upload.path)) return 'attached';
    await tx
      .update(userProfiles)
      .set({
        mediaPlaceholders: sql`${userProfiles.mediaPlaceholders} - ${upload.path}::text`,
      })
      .where(eq(userProfiles.userId, upload.userId));
    await tx
      .delete(imageHashes)
      .where(and(eq(imageHashes.kind, 'photo'), eq(imageHashes.path, upload.path)));
    await tx
      .delete(facePrints)
      .where(and(eq(facePrints.kind, 'photo'), eq(facePrints.path, upload.path)));
    await storage.remove('media', upload.path);
    await storage.remove('media', thumbPathOf(upload.path));
    await removeCardVariants(storage, 'media', upload.path);
    return 'removed';
  });
}

export function photoSweepJob(db: Db, storage: Storage): JobDefinition {
  return {
    name: 'photo-sweep',
    intervalMs: PHOTO_SWEEP_INTERVAL_MS,
    run: ({ signal }) => sweepUnattachedPhotos(db, storage, { signal }),
  };
}
