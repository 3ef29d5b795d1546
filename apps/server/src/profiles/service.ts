import type { OnboardingRequest, UpdateProfileRequest } from '@dating/shared';
import { boost } from './boost.js';
import { deleteAccount } from './delete-account.js';
import { completeOnboarding } from './onboarding.js';
import { loadProfile, type ProfileDeps } from './profile-row.js';
import { getPublicProfile } from './public-profile.js';
import { removePhoto } from './remove-photo.js';
import { toOwnProfile } from './serialize.js';
import { updateProfile } from './update-profile.js';
import { uploadPhoto } from './upload-photo.js';

/**
 * Profiles' operations, one file each: onboarding, profile changes, another member's profile,
 * the boost, photo upload and removal, and account deletion; the profile row and the member's
 * media paths they share are in profile-row.ts.
 */
export function createProfileService(deps: ProfileDeps) {
  const { db } = deps;
  return {
    getOwn: async (userId: string) => toOwnProfile(await loadProfile(db, userId)),
    completeOnboarding: (userId: string, input: OnboardingRequest) =>
      completeOnboarding(deps, userId, input),
    update: (userId: string, input: UpdateProfileRequest) => updateProfile(deps, userId, input),
    getPublic: (viewerId: string, targetId: string) => getPublicProfile(db, viewerId, targetId),
    boost: (userId: string) => boost(db, userId),
    uploadPhoto: (userId: string, data: Buffer) => uploadPhoto(deps, userId, data),
    removePhoto: (userId: string, value: string) => removePhoto(deps, userId, value),
    deleteAccount: (userId: string) => deleteAccount(deps, userId),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
