import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queueFaceAnalysis } from '../faces/index.js';
import { userProfiles } from '../infra/db/schema.js';
import {
  CARD_VARIANTS_JOB,
  type CardVariantsJob,
  makePlaceholder,
  perceptualHashes,
  processUpload,
  recordImageHash,
} from '../infra/images/index.js';
import { thumbPathOf } from '../infra/storage/index.js';
import { notePhotoUpload } from './photo-slots.js';
import type { ProfileDeps } from './profile-row.js';

/** Stores an uploaded photo (re-encoded, metadata stripped) under a server-made path. */
export async function uploadPhoto(
  { db, storage, queue }: ProfileDeps,
  userId: string,
  data: Buffer,
) {
  const image = await processUpload(data);
  const placeholder = await makePlaceholder(image.thumb);
  const path = `${userId}/${Date.now()}_${randomBytes(6).toString('hex')}.webp`;
  // Noted before the files exist, so the photo sweep (infra/jobs/photo-sweep.ts) removes the
  // files of a photo never attached, even one whose upload died half-way; refused when a
  // member still onboarding holds every photo slot already.
  await notePhotoUpload(db, userId, path);
  await storage.put('media', path, image.full, 'image/webp');
  await storage.put('media', thumbPathOf(path), image.thumb, 'image/webp');
  // The deck's AVIF, JPEG and Data saver sizes, made in the background (files/routes.ts).
  await queue.send<CardVariantsJob>(CARD_VARIANTS_JOB, { stem: path.slice(0, -'.webp'.length) });
  // For the admins' look-alike flag (a photo also on another account).
  await recordImageHash(db, {
    userId,
    kind: 'photo',
    path,
    hashes: await perceptualHashes(image.full),
  });
  // Its faces are read in the background (faces/analyse.ts), for links to other accounts.
  await queueFaceAnalysis(queue, { userId, kind: 'photo', path });
  if (placeholder) {
    // Kept beside the profile row by path, so every serializer finds it without a join.
    await db
      .update(userProfiles)
      .set({
        mediaPlaceholders: sql`${userProfiles.mediaPlaceholders} || jsonb_build_object(${path}::text, ${placeholder}::text)`,
      })
      .where(eq(userProfiles.userId, userId));
  }
  return { path, placeholder };
}
