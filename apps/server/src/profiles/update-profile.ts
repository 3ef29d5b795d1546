import type { UpdateProfileRequest } from '@dating/shared';
import { eq } from 'drizzle-orm';
import { userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { lockMemberRow } from '../wallet/index.js';
import { loadProfile, ownedMediaPaths, type ProfileDeps, removeMediaFiles } from './profile-row.js';
import { recordSearchMove } from './search-moves.js';
import { type ProfileRow, toOwnProfile } from './serialize.js';

/** Applies the fields given; photos dropped from the profile are removed after the commit. */
export async function updateProfile(
  deps: ProfileDeps,
  userId: string,
  input: UpdateProfileRequest,
) {
  const { db, storage, geocode } = deps;
  const changes: Partial<typeof userProfiles.$inferInsert> = { updatedAt: new Date() };
  if (input.first_name !== undefined) changes.firstName = input.first_name;
  if (input.pronouns !== undefined) changes.pronouns = input.pronouns || null;
  if (input.show_gender !== undefined) changes.showGender = input.show_gender;
  if (input.sexuality) changes.sexuality = input.sexuality;
  if (input.bio !== undefined) changes.bio = input.bio?.trim() || null;
  if (input.relationship_intention) changes.relationshipIntention = input.relationship_intention;
  if (input.interested_in) changes.interestedIn = input.interested_in;
  if (input.search_radius_km !== undefined) changes.searchRadiusKm = input.search_radius_km;
  if (input.language) changes.language = input.language;
  if (input.search_location !== undefined) {
    const place = geocode(input.search_location);
    if (!place) throw new AppError('LOCATION_NOT_FOUND', { text: input.search_location });
    changes.searchLocation = place.name;
    changes.searchLatitude = place.latitude;
    changes.searchLongitude = place.longitude;
  }
  const media = input.media ? await ownedMediaPaths(storage, userId, input.media) : undefined;
  if (media) {
    changes.media = media;
    changes.avatarUrl = media[0] ?? null;
  }
  const { row, dropped } = await db.transaction(async (tx) => {
    // Locked: the hourly count of search moves must see a racing change.
    await lockMemberRow(tx, userId, 'no key update');
    const before = await loadProfile(tx, userId);
    if (
      changes.searchLatitude !== undefined &&
      (changes.searchLatitude !== before.searchLatitude ||
        changes.searchLongitude !== before.searchLongitude)
    ) {
      changes.searchMovedAt = recordSearchMove(before.searchMovedAt);
    }
    const ageMin = input.age_min ?? before.ageMin;
    const ageMax = input.age_max ?? before.ageMax;
    if (ageMin > ageMax) throw new AppError('AGE_RANGE_INVALID');
    changes.ageMin = ageMin;
    changes.ageMax = ageMax;
    const [after] = await tx
      .update(userProfiles)
      .set(changes)
      .where(eq(userProfiles.userId, userId))
      .returning();
    const dropped = media ? before.media.filter((p) => !media.includes(p)) : [];
    return { row: after as ProfileRow, dropped };
  });
  await removeMediaFiles(deps, dropped);
  return toOwnProfile(row);
}
