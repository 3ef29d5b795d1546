import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDeck, topCard } from '../../discovery/testDeck';
import { candidate } from '../../discovery/testFixtures';

/** The optional prompts card the deck shows right after onboarding. */
describe('The prompts card after onboarding', () => {
  it('can be skipped, and is not shown again', async () => {
    const { router, user } = renderDeck([candidate(1)]);
    await topCard();
    expect(screen.queryByRole('dialog')).toBeNull();
    sessionStorage.setItem('prompts_card', '1'); // as onboarding's finish leaves it
    await act(() => router.navigate('/settings'));
    await act(() => router.navigate('/home'));
    const card = await screen.findByRole('dialog', { name: 'Add a few prompts' });
    await user.click(within(card).getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('prompts_card')).toBeNull();
  });

  it('saves the answers and closes onto the deck', async () => {
    const saves: unknown[] = [];
    const { router, user } = renderDeck([candidate(1)], {
      'PUT /api/me/prompts': (body) => {
        saves.push(body);
        return { status: 200, body };
      },
    });
    await topCard();
    sessionStorage.setItem('prompts_card', '1'); // as onboarding's finish leaves it
    await act(() => router.navigate('/settings'));
    await act(() => router.navigate('/home'));
    const card = await screen.findByRole('dialog', { name: 'Add a few prompts' });
    await user.selectOptions(
      within(card).getByLabelText('Choose a prompt'),
      'How I spend Thingyan',
    );
    await user.click(within(card).getByRole('button', { name: 'Add prompt' }));
    await user.type(within(card).getByLabelText('How I spend Thingyan'), 'With water and family');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toEqual([
      { prompts: [{ prompt_id: 'thingyan', answer: 'With water and family' }] },
    ]);
  });
});
