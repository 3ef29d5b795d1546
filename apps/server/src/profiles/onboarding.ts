import type { OnboardingRequest } from '@dating/shared';
import { and, eq } from 'drizzle-orm';
import { userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { ownedMediaPaths, type ProfileDeps } from './profile-row.js';
import { toOwnProfile } from './serialize.js';

/** Saves the onboarding draft (spec: finish step) after checking every rule again. */
export async function completeOnboarding(
  { db, storage }: ProfileDeps,
  userId: string,
  input: OnboardingRequest,
) {
  const media = await ownedMediaPaths(storage, userId, input.media);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(userProfiles)
      .set({
        firstName: input.first_name,
        birthdate: input.birthdate,
        gender: input.gender,
        pronouns: input.pronouns || null,
        showGender: input.show_gender ?? true,
        sexuality: input.sexuality,
        interestedIn: input.interested_in,
        relationshipIntention: input.relationship_intention,
        bio: input.bio,
        media,
        avatarUrl: media[0] ?? null,
        locationLatitude: input.latitude,
        locationLongitude: input.longitude,
        city: input.city,
        searchLatitude: input.latitude,
        searchLongitude: input.longitude,
        searchLocation: input.city,
        searchRadiusKm: 50,
        termsAcceptedAt: new Date(),
        onboardingComplete: true,
        updatedAt: new Date(),
      })
      .where(and(eq(userProfiles.userId, userId), eq(userProfiles.onboardingComplete, false)))
      .returning();
    if (!updated) throw new AppError('ONBOARDING_ALREADY_COMPLETE');
    return updated;
  });
  return toOwnProfile(row);
}
