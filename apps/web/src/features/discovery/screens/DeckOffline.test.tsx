import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { save } from '../../../lib/offline/deviceStore';
import { cardName, renderDeck } from '../testDeck';
import { candidate } from '../testFixtures';

const offlineText = "You're offline. This needs a connection; try again when you're back online.";
const dropped = () => {
  throw new TypeError('Failed to fetch');
};

describe('the deck offline', () => {
  it('shows the cards it last held; a swipe says it needs a connection and keeps the card', async () => {
    save('deck', [candidate(1), candidate(2)]);
    const { swipes, user } = renderDeck([], { 'GET /api/discovery': dropped });
    expect(await cardName()).toBe('Member1');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText(offlineText)).toBeInTheDocument();
    expect(await cardName()).toBe('Member1');
    expect(swipes).toEqual([]);
  });

  it('brings the card back when the connection drops during a like', async () => {
    const { user } = renderDeck([candidate(1), candidate(2)], { 'POST /api/swipes': dropped });
    expect(await cardName()).toBe('Member1');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText(offlineText)).toBeInTheDocument();
    await waitFor(async () => expect(await cardName()).toBe('Member1'));
  });

  it('says so when there is no connection and nothing kept', async () => {
    renderDeck([], { 'GET /api/discovery': dropped });
    expect(await screen.findByText(offlineText)).toBeInTheDocument();
  });
});
