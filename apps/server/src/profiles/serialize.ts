import { ageFromBirthdate, type OwnProfile, type PublicProfile } from '@dating/shared';
import { townNameMy } from '../geo/index.js';
import type { userProfiles } from '../infra/db/schema.js';
import { storageUrl } from '../infra/storage/index.js';

export type ProfileRow = typeof userProfiles.$inferSelect;

/** What another member's view is made of (the deck reads only these columns). */
export type PublicProfileRow = Pick<
  ProfileRow,
  | 'userId'
  | 'firstName'
  | 'birthdate'
  | 'gender'
  | 'showGender'
  | 'pronouns'
  | 'sexuality'
  | 'interestedIn'
  | 'relationshipIntention'
  | 'bio'
  | 'media'
  | 'mediaPlaceholders'
  | 'avatarUrl'
  | 'city'
  | 'isVerified'
>;

const mediaUrls = (row: PublicProfileRow) => row.media.map((path) => storageUrl('media', path));
/** The placeholder of each shown photo, by the URL the member receives. */
const mediaPlaceholders = (row: PublicProfileRow) =>
  Object.fromEntries(
    row.media
      .map((path) => [storageUrl('media', path), row.mediaPlaceholders[path]] as const)
      .filter((entry): entry is readonly [string, string] => Boolean(entry[1])),
  );
const avatarOf = (row: PublicProfileRow) =>
  row.avatarUrl ? storageUrl('media', row.avatarUrl) : null;

export function toOwnProfile(row: ProfileRow): OwnProfile {
  return {
    user_id: row.userId,
    username: row.username,
    first_name: row.firstName,
    birthdate: row.birthdate,
    age: row.birthdate ? ageFromBirthdate(row.birthdate) : null,
    gender: row.gender,
    pronouns: row.pronouns,
    show_gender: row.showGender,
    ...sharedFields(row),
    latitude: row.locationLatitude,
    longitude: row.locationLongitude,
    search_location: row.searchLocation,
    search_latitude: row.searchLatitude,
    search_longitude: row.searchLongitude,
    search_radius_km: row.searchRadiusKm,
    age_min: row.ageMin,
    age_max: row.ageMax,
    onboarding_complete: row.onboardingComplete,
    boosted_until: row.boostedUntil?.toISOString() ?? null,
    coins: row.coins,
    role: row.role,
    is_blocked: row.isBlocked,
    is_verified: row.isVerified,
    kyc_status: row.kycStatus,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the member and others both see of a profile: choices, bio, photos and town. */
function sharedFields(row: PublicProfileRow) {
  return {
    sexuality: row.sexuality,
    interested_in: row.interestedIn,
    relationship_intention: row.relationshipIntention,
    bio: row.bio,
    media: mediaUrls(row),
    media_placeholders: mediaPlaceholders(row),
    avatar_url: avatarOf(row),
    city: row.city,
    city_my: row.city ? townNameMy(row.city) : null,
  };
}

/** Another member's view: no username, coins, role, birthdate, search settings or exact point. */
export function toPublicProfile(row: PublicProfileRow, distanceKm: number | null): PublicProfile {
  return {
    user_id: row.userId,
    first_name: row.firstName,
    age: row.birthdate ? ageFromBirthdate(row.birthdate) : null,
    gender: row.showGender ? row.gender : null,
    pronouns: row.pronouns,
    ...sharedFields(row),
    is_verified: row.isVerified,
    distance_km: distanceKm === null ? null : Math.round(distanceKm),
  };
}
