import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { dateYearsAgo, mockOnboardingApi, readDraft, seedDraft } from '../testUtils';

describe('NameScreen', () => {
  it("shows the shared schemas' messages for a blank name, a missing gender and no birthdate", async () => {
    mockOnboardingApi();
    seedDraft({ terms_accepted: true });
    const { router } = renderApp('/onboarding/name');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your birthdate.')).toBeInTheDocument();
    expect(screen.getByText('Please select your gender.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/onboarding/name');
  });

  it('refuses a member under 18', async () => {
    mockOnboardingApi();
    seedDraft({ terms_accepted: true });
    const { router } = renderApp('/onboarding/name');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Thida');
    // One day short of 18.
    fireEvent.input(screen.getByLabelText('Birthday'), { target: { value: dateYearsAgo(18, 1) } });
    await user.click(screen.getByRole('radio', { name: 'Woman' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('You must be at least 18 years old.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding/name');
  });

  it('keeps the trimmed name and goes on to the location step', async () => {
    mockOnboardingApi();
    seedDraft({ terms_accepted: true });
    const { router } = renderApp('/onboarding/name');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), '  Thida ');
    fireEvent.input(screen.getByLabelText('Birthday'), { target: { value: dateYearsAgo(18) } });
    await user.click(screen.getByRole('radio', { name: 'Woman' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/location'));
    expect(readDraft()).toMatchObject({ first_name: 'Thida', gender: 'Woman' });
  });
});
