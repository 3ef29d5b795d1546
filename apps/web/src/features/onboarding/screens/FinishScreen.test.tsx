import { ageFromBirthdate } from '@dating/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { DRAFT_STORAGE_KEY } from '../draft';
import { completeDraft, mockOnboardingApi, newMember, seedDraft } from '../testUtils';

const profile = {
  user_id: newMember.id,
  username: newMember.username,
  first_name: 'Thida',
  birthdate: '1995-05-10',
  age: 30,
  gender: 'Woman',
  pronouns: 'she/her',
  show_gender: true,
  sexuality: 'Straight',
  interested_in: ['Man'],
  relationship_intention: 'Long-term relationship',
  bio: completeDraft.bio,
  media: ['/files/media/x.webp'],
  media_placeholders: {},
  avatar_url: '/files/media/x.webp',
  city: 'Yangon',
  city_my: 'ရန်ကုန်',
  latitude: 16.8409,
  longitude: 96.1735,
  search_location: 'Yangon',
  search_latitude: 16.8409,
  search_longitude: 96.1735,
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
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

describe('FinishScreen', () => {
  it('posts the whole draft, clears it and lands on /home', async () => {
    let done = false;
    let sent: unknown;
    mockOnboardingApi({
      'GET /api/auth/session': () => ({
        status: 200,
        body: { user: { ...newMember, onboarding_complete: done } },
      }),
      'POST /api/me/onboarding': (body) => {
        sent = body;
        done = true;
        return { status: 200, body: profile };
      },
    });
    seedDraft(completeDraft);
    const { router } = renderApp('/onboarding/finish');
    const age = ageFromBirthdate('1995-05-10');
    expect(await screen.findByText(`Thida, ${age}`)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // The deck then offers the optional prompts card.
    expect(sessionStorage.getItem('prompts_card')).toBe('1');
    expect(sent).toEqual({
      terms_accepted: true,
      first_name: 'Thida',
      birthdate: '1995-05-10',
      gender: 'Woman',
      pronouns: 'she/her',
      show_gender: true,
      sexuality: 'Straight',
      interested_in: ['Man'],
      relationship_intention: 'Long-term relationship',
      media: [completeDraft.media?.[0]?.path],
      bio: completeDraft.bio,
      latitude: 16.8409,
      longitude: 96.1735,
      city: 'Yangon',
    });
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    // The deck, and over it the prompts card it offers (a dialog: the deck is hidden under it
    // once the card's code is in, which may be before or after the deck's heading shows).
    expect(await screen.findByRole('dialog', { name: 'Add a few prompts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Discover', hidden: true })).toBeInTheDocument();
  });

  it("shows the spec's message, logs the error and adds the server's reason", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockOnboardingApi({
      'POST /api/me/onboarding': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'You must be at least 18 years old.',
            params: { field: 'birthdate' },
          },
        },
      },
    });
    seedDraft(completeDraft);
    const { router } = renderApp('/onboarding/finish');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Finish' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please check the console.');
    expect(alert).toHaveTextContent('You must be at least 18 years old.');
    expect(logged).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/onboarding/finish');
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    logged.mockRestore();
  });
});
