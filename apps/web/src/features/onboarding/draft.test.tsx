import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedOut } from '../../test/renderApp';
import { DRAFT_STORAGE_KEY, firstIncompleteStepBefore, toOnboardingRequest } from './draft';
import { completeDraft, mockOnboardingApi, newMember, readDraft, seedDraft } from './testUtils';

describe('onboarding draft', () => {
  it('survives a remount (localStorage), as after a closed tab or a phone restart', async () => {
    mockOnboardingApi();
    seedDraft({ terms_accepted: true });
    const first = renderApp('/onboarding/name');
    await userEvent.setup().type(await screen.findByLabelText('First name'), 'Thida');
    first.unmount();

    expect(readDraft()).toMatchObject({ user_id: newMember.id, first_name: 'Thida' });
    renderApp('/onboarding/name');
    expect(await screen.findByLabelText('First name')).toHaveValue('Thida');
  });

  it('takes a member coming back to the step they reached, and Back still reaches the intro', async () => {
    mockOnboardingApi();
    seedDraft({
      terms_accepted: true,
      first_name: 'Thida',
      birthdate: '1995-05-10',
      gender: 'Woman',
    });
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/location'));
    await router.navigate('/onboarding/intro');
    expect(await screen.findByRole('heading', { name: 'Be Honest' })).toBeInTheDocument();
  });

  it('starts a member without a draft at the intro', async () => {
    mockOnboardingApi();
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Be Honest' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding/intro');
  });

  it('sends a deep link back to the first incomplete step', async () => {
    mockOnboardingApi();
    seedDraft({ terms_accepted: true, first_name: 'Thida' });
    const { router } = renderApp('/onboarding/photos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/name'));
    expect(await screen.findByRole('heading', { name: "What's your name?" })).toBeInTheDocument();
  });

  it("ignores another member's draft", async () => {
    mockOnboardingApi();
    seedDraft({ ...completeDraft, user_id: 'someone-else' });
    const { router } = renderApp('/onboarding/finish');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/terms'));
  });

  it('is forgotten when the member logs out', async () => {
    let signedIn = true;
    mockApi({
      'GET /api/auth/session': () =>
        signedIn ? { status: 200, body: { user: newMember } } : signedOut,
      'POST /api/auth/signout': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    seedDraft(completeDraft);
    const { router } = renderApp('/onboarding/intro');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('knows which steps are done and builds the request with the shared schema', () => {
    expect(firstIncompleteStepBefore('finish', completeDraft)).toBeNull();
    expect(firstIncompleteStepBefore('finish', { ...completeDraft, identity_done: false })).toBe(
      'identity',
    );
    expect(firstIncompleteStepBefore('bio', { ...completeDraft, media: [] })).toBe('photos');
    const request = toOnboardingRequest({ ...completeDraft, first_name: '  Thida  ' });
    expect(request.success && request.data.first_name).toBe('Thida');
    expect(request.success && request.data.media).toEqual([completeDraft.media?.[0]?.path]);
  });
});
