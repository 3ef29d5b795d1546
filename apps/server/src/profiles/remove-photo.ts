import { eq, sql } from 'drizzle-orm';
import { userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { pathFromStorageUrl } from '../infra/storage/index.js';
import { forgetPhotoUpload } from './photo-slots.js';
import { loadProfile, type ProfileDeps, removeMediaFiles } from './profile-row.js';

/** Removes an uploaded photo; a finished profile keeps at least one. */
export async function removePhoto(deps: ProfileDeps, userId: string, value: string) {
  const path = pathFromStorageUrl('media', value);
  if (!path?.startsWith(`${userId}/`)) throw new AppError('NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    const profile = await loadProfile(tx, userId);
    await forgetPhotoUpload(tx, userId, path);
    if (!profile.media.includes(path)) return;
    const media = profile.media.filter((p) => p !== path);
    if (profile.onboardingComplete && media.length === 0) throw new AppError('PHOTO_REQUIRED');
    await tx
      .update(userProfiles)
      .set({
        media,
        avatarUrl: media[0] ?? null,
        mediaPlaceholders: sql`${userProfiles.mediaPlaceholders} - ${path}::text`,
        updatedAt: new Date(),
      })
      .where(eq(userProfiles.userId, userId));
  });
  await removeMediaFiles(deps, [path]);
}
