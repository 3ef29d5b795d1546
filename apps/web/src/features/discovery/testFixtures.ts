import type { DiscoveryCandidate, Like } from '@dating/shared';
import { member } from '../../test/renderApp';
import { ownProfile } from '../profile/testFixtures';

/** A uuid made from a small number (valid for the shared schemas). */
export const uid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function candidate(n: number, overrides: Partial<DiscoveryCandidate> = {}) {
  const id = uid(n);
  return {
    user_id: id,
    first_name: `Member${n}`,
    age: 20 + n,
    gender: 'Man',
    pronouns: null,
    sexuality: 'Straight',
    interested_in: ['Woman'],
    relationship_intention: 'Life partner',
    bio: `Bio of member ${n}.`,
    media: [`/files/media/${id}/1.webp`, `/files/media/${id}/2.webp`],
    media_placeholders: {},
    avatar_url: `/files/media/${id}/1.webp`,
    city: 'Yangon',
    city_my: 'ရန်ကုန်',
    is_verified: false,
    distance_km: n,
    is_boosted: false,
    ...overrides,
  } satisfies DiscoveryCandidate;
}

export function like(n: number, overrides: Partial<Like> = {}): Like {
  const { is_boosted: _boosted, ...profile } = candidate(n);
  return {
    profile,
    action: 'like',
    photo_index: null,
    comment: null,
    gift: null,
    created_at: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in member (session and own profile) every member screen needs. */
export const signedIn = {
  'GET /api/auth/session': { status: 200, body: { user: member } },
  'GET /api/me': { status: 200, body: ownProfile() },
};

export const apiError = (status: number, code: string, message = code) => ({
  status,
  body: { error: { code, message } },
});
