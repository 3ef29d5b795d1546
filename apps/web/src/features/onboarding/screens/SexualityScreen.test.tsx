import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { completeDraft, mockOnboardingApi, readDraft, seedDraft } from '../testUtils';

const { sexuality: _s, interested_in: _i, ...before } = completeDraft;

describe('SexualityScreen', () => {
  it('toggles interested-in: Everyone clears the others and the others clear Everyone', async () => {
    mockOnboardingApi();
    seedDraft(before);
    renderApp('/onboarding/sexuality');
    const user = userEvent.setup();
    const chip = (name: string) => screen.getByRole('button', { name });
    await user.click(await screen.findByRole('button', { name: 'Man' }));
    await user.click(chip('Woman'));
    expect(chip('Man')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Woman')).toHaveAttribute('aria-pressed', 'true');

    await user.click(chip('Everyone'));
    expect(chip('Everyone')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Man')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('Woman')).toHaveAttribute('aria-pressed', 'false');
    expect(readDraft().interested_in).toEqual(['Everyone']);

    await user.click(chip('Nonbinary'));
    expect(chip('Everyone')).toHaveAttribute('aria-pressed', 'false');
    expect(readDraft().interested_in).toEqual(['Nonbinary']);

    await user.click(chip('Nonbinary'));
    expect(readDraft().interested_in).toEqual([]);
  });

  it('needs a sexuality and at least one interest', async () => {
    mockOnboardingApi();
    seedDraft(before);
    const { router } = renderApp('/onboarding/sexuality');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please select your sexuality.')).toBeInTheDocument();
    expect(screen.getByText('Please select who you are interested in.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Bisexual' }));
    await user.click(screen.getByRole('button', { name: 'Everyone' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/intention'));
  });
});
