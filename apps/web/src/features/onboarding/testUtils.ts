import { member, mockApi } from '../../test/renderApp';
import { DRAFT_STORAGE_KEY, type OnboardingDraft } from './draft';

/** A member who signed up and has not finished onboarding. */
export const newMember = { ...member, onboarding_complete: false };

/** A draft with every step done, as the finish step expects it. */
export const completeDraft: OnboardingDraft = {
  user_id: newMember.id,
  terms_accepted: true,
  first_name: 'Thida',
  birthdate: '1995-05-10',
  gender: 'Woman',
  latitude: 16.8409,
  longitude: 96.1735,
  city: 'Yangon',
  pronouns: 'she/her',
  show_gender: true,
  identity_done: true,
  sexuality: 'Straight',
  interested_in: ['Man'],
  relationship_intention: 'Long-term relationship',
  media: [{ path: `${newMember.id}/1_a.webp`, url: `/files/media/${newMember.id}/1_a.webp` }],
  bio: 'I love tea shops and long walks by Inya Lake.',
};

/** Stores a draft for the new member, as earlier steps would have. */
export function seedDraft(draft: OnboardingDraft): void {
  localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ user_id: newMember.id, ...draft }));
}

export function readDraft(): OnboardingDraft {
  return JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}');
}

/** The API of a signed-in member in onboarding, plus `extra` handlers. */
export function mockOnboardingApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/auth/session': { status: 200, body: { user: newMember } }, ...extra });
}

/** A YYYY-MM-DD date `years` years ago (UTC), plus `days` days. */
export function dateYearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
