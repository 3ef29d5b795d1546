import type { OwnProfile, PublicProfile } from '@dating/shared';
import { member } from '../../test/renderApp';

/** The signed-in test member's own profile (GET /api/me). */
export function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    user_id: member.id,
    username: member.username,
    first_name: 'Thida',
    birthdate: '1998-04-12',
    age: 27,
    gender: 'Woman',
    pronouns: 'she/her',
    show_gender: true,
    sexuality: 'Straight',
    interested_in: ['Man'],
    relationship_intention: 'Long-term relationship',
    bio: 'I love tea shops and long walks by Inya Lake.',
    media: [`/files/media/${member.id}/1_a.webp`, `/files/media/${member.id}/2_b.webp`],
    media_placeholders: {},
    avatar_url: `/files/media/${member.id}/1_a.webp`,
    city: 'Yangon',
    city_my: 'ရန်ကုန်',
    latitude: 16.84,
    longitude: 96.17,
    search_location: 'Yangon',
    search_latitude: 16.84,
    search_longitude: 96.17,
    search_radius_km: 50,
    age_min: 18,
    age_max: 99,
    onboarding_complete: true,
    boosted_until: null,
    coins: 0,
    role: 'user',
    is_blocked: false,
    is_verified: false,
    kyc_status: null,
    language: 'en',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const otherId = '33333333-3333-4333-8333-333333333333';

/** Another member as GET /api/profiles/:userId answers. */
export function publicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    user_id: otherId,
    first_name: 'Aung',
    age: 29,
    gender: 'Man',
    pronouns: null,
    sexuality: 'Straight',
    interested_in: ['Woman'],
    relationship_intention: 'Life partner',
    bio: 'Engineer in Mandalay who likes hiking.',
    media: [`/files/media/${otherId}/1.webp`, `/files/media/${otherId}/2.webp`],
    media_placeholders: {},
    avatar_url: `/files/media/${otherId}/1.webp`,
    city: 'Mandalay',
    city_my: 'မန္တလေး',
    is_verified: true,
    distance_km: 12,
    ...overrides,
  };
}
