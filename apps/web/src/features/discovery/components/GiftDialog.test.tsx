import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockReply, mockApi, renderApp } from '../../../test/renderApp';
import { apiError, candidate, signedIn, uid } from '../testFixtures';

const gift = (n: number, name = 'Rose', catalogue = 'c1') => ({
  id: uid(100 + n),
  gift_catalog_id: catalogue,
  name,
  purchase_price: 1200,
  image_url: `/files/gift/${name.toLowerCase()}.webp`,
  created_at: '2025-05-01T10:00:00.000Z',
});

function renderDeck(gifts: unknown[], send: MockReply = { status: 200, body: { matched: false } }) {
  const sent: unknown[] = [];
  mockApi({
    ...signedIn,
    'GET /api/discovery': { status: 200, body: { items: [candidate(1), candidate(2)] } },
    'GET /api/me/gifts': { status: 200, body: { items: gifts } },
    'POST /api/swipes/gift': (body) => {
      sent.push(body);
      return send;
    },
  });
  renderApp('/home');
  return { sent, user: userEvent.setup() };
}

async function openGiftDialog(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('article', { name: 'Member1' });
  await user.click(screen.getByRole('button', { name: 'Super Like with a gift' }));
  return screen.findByRole('dialog', { name: 'Send a Gift' });
}

describe('Send a Gift', () => {
  it('says when the inventory is empty and links to the shop', async () => {
    const { user } = renderDeck([]);
    const dialog = await openGiftDialog(user);
    expect(
      await within(dialog).findByText('You have no gifts. Visit the shop to get more!'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('needs a gift, sends it with the message, confirms and advances', async () => {
    const { sent, user } = renderDeck([gift(1), gift(2), gift(3, 'Teddy', 'c2')]);
    const dialog = await openGiftDialog(user);
    const grid = await within(dialog).findByRole('group', { name: 'Choose a gift' });
    expect(within(grid).getAllByRole('radio')).toHaveLength(2);
    expect(within(grid).getByText('×2')).toBeInTheDocument();
    expect(within(grid).getAllByText('1,200')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Send Gift' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a gift.');

    await user.click(within(grid).getByRole('radio', { name: /Teddy/ }));
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'Hello there');
    await user.click(within(dialog).getByRole('button', { name: 'Send Gift' }));
    expect(await screen.findByText('Gift Sent Successfully!')).toBeInTheDocument();
    expect(sent).toEqual([
      { target_user_id: candidate(1).user_id, user_gift_id: uid(103), comment: 'Hello there' },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Member2' })).toBeInTheDocument(),
    );
  });

  it('shows the match popup when the gift makes a match', async () => {
    const { user } = renderDeck([gift(1)], { status: 200, body: { matched: true } });
    const dialog = await openGiftDialog(user);
    await user.click(await within(dialog).findByRole('radio', { name: /Rose/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Gift' }));
    expect(await screen.findByRole('dialog', { name: "It's a Match!" })).toBeInTheDocument();
  });

  it('says when the gift could not be sent and stays open', async () => {
    const { user } = renderDeck([gift(1)], apiError(404, 'GIFT_NOT_OWNED'));
    const dialog = await openGiftDialog(user);
    await user.click(await within(dialog).findByRole('radio', { name: /Rose/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Gift' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There was an error sending your gift. Please try again.',
    );
    expect(screen.getByRole('article', { name: 'Member1', hidden: true })).toBeInTheDocument();
  });
});
