import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { completeDraft, mockOnboardingApi, readDraft, seedDraft } from '../testUtils';

const { bio: _b, ...before } = completeDraft;

describe('BioScreen', () => {
  it('needs 10 characters after trimming and counts them', async () => {
    mockOnboardingApi();
    seedDraft(before);
    const { router } = renderApp('/onboarding/bio');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your Bio'), '   short   ');
    expect(screen.getByText('5 more characters needed')).toBeInTheDocument();
    expect(screen.getByText('11 / 1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Your bio must be at least 10 characters.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Your Bio'));
    await user.type(screen.getByLabelText('Your Bio'), ' I like tea shops. ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/finish'));
    expect(readDraft().bio).toBe('I like tea shops.');
  });
});
