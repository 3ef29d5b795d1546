import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardName, renderDeck, topCard } from '../testDeck';
import { candidate } from '../testFixtures';

const withPrompts = {
  ...candidate(1),
  prompts: [
    { prompt_id: 'tea_shop_order', answer: 'Laphet yay, not too sweet' },
    { prompt_id: 'retired_prompt', answer: 'No longer shown' },
  ],
};

/** Prompt answers on the deck card, and a like on one with a comment. */
describe('A prompt on the deck card', () => {
  it('shows the answers and sends a like naming the prompt with its comment', async () => {
    const { swipes, user } = renderDeck([withPrompts, candidate(2)]);
    const card = await topCard();
    expect(await within(card).findByText('Laphet yay, not too sweet')).toBeVisible();
    expect(within(card).getByText('My usual order at the tea shop')).toBeVisible();
    expect(within(card).queryByText('No longer shown')).toBeNull();
    await user.click(
      within(card).getByRole('button', { name: 'Like “My usual order at the tea shop”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Like Member1's answer" });
    const send = within(dialog).getByRole('button', { name: 'Send Like' });
    await user.click(send);
    // A comment is required: nothing is sent without one.
    expect(swipes).toEqual([]);
    await user.type(within(dialog).getByLabelText('Your comment'), 'Same order as me!');
    await user.click(send);
    await waitFor(() => expect(swipes).toHaveLength(1));
    expect(swipes[0]).toEqual({
      target_user_id: withPrompts.user_id,
      action: 'like',
      comment: 'Same order as me!',
      prompt_id: 'tea_shop_order',
    });
    await waitFor(async () => expect(await cardName()).toBe('Member2'));
  });
});
