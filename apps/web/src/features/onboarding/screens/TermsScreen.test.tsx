import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { mockOnboardingApi, readDraft } from '../testUtils';

describe('TermsScreen', () => {
  it('continues only once the rules are accepted', async () => {
    mockOnboardingApi();
    const { router } = renderApp('/onboarding/terms');
    const user = userEvent.setup();
    const next = await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getByText('18+ only')).toBeInTheDocument();
    expect(next).toBeDisabled();

    await user.click(screen.getByLabelText('I agree to follow these rules.'));
    expect(readDraft().terms_accepted).toBe(true);
    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/name'));
  });
});
