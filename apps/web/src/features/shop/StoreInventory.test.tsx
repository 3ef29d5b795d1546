import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockReply, mockApi, renderApp } from '../../test/renderApp';
import { ownProfile } from '../profile/testFixtures';
import { wallet } from '../wallet/testFixtures';
import { gifts, ownedGift, ROSE_ID, session } from './testFixtures';

type Handlers = Parameters<typeof mockApi>[0];

function renderShop(coins: number, extra: Handlers = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': session,
    'GET /api/me': { status: 200, body: ownProfile({ coins }) },
    'GET /api/wallet': { status: 200, body: wallet(coins) },
    'GET /api/gifts': { status: 200, body: { items: gifts } },
    'GET /api/me/gifts': { status: 200, body: { items: [] } },
    'GET /api/wallet/transactions': { status: 200, body: { items: [], next_cursor: null } },
    ...extra,
  });
  renderApp('/shop');
  return fetchMock;
}

/** The confirmation's own button (the tile's is behind the dialog). */
const confirmIn = async (name: 'Buy' | 'Sell') =>
  within(await screen.findByRole('dialog')).getByRole('button', { name });

const posts = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && init?.method === 'POST');

describe('Shop: store', () => {
  it('shows the balance with grouping and the gifts by price', async () => {
    renderShop(12_345);
    const balance = await screen.findByRole('region', { name: 'Your Balance' });
    await waitFor(() => expect(balance).toHaveTextContent('12,345 coins'));
    expect(await screen.findByRole('button', { name: 'Buy Rose' })).toBeInTheDocument();
    expect(screen.getByText('10,000 coins')).toBeInTheDocument();
  });

  it('says Not enough coins! without calling the server when the price is above the balance', async () => {
    const fetchMock = renderShop(500);
    const buy = await screen.findByRole('button', { name: 'Buy Diamond Ring' });
    await waitFor(() => expect(buy).toBeEnabled());
    await userEvent.click(buy);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough coins!');
    expect(posts(fetchMock, '/api/shop/buy')).toHaveLength(0);
  });

  it('asks first, with the price and the balance after; Cancel buys nothing', async () => {
    const fetchMock = renderShop(5_000);
    const buy = await screen.findByRole('button', { name: 'Buy Rose' });
    await waitFor(() => expect(buy).toBeEnabled());
    await userEvent.click(buy);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Buy Rose for 99 coins? Balance after: 4,901');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(fetchMock, '/api/shop/buy')).toHaveLength(0);
  });

  it('buys with an Idempotency-Key, then says so', async () => {
    const fetchMock = renderShop(500, {
      'POST /api/shop/buy': { status: 200, body: { user_gift: ownedGift(), coins: 401 } },
    });
    const buy = await screen.findByRole('button', { name: 'Buy Rose' });
    await waitFor(() => expect(buy).toBeEnabled());
    await userEvent.click(buy);
    await userEvent.click(await confirmIn('Buy'));
    expect(await screen.findByText('Successfully bought Rose!')).toBeInTheDocument();
    const [call] = posts(fetchMock, '/api/shop/buy');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ gift_catalog_id: ROSE_ID });
    const headers = call?.[1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('buys a gift again with the same Idempotency-Key after a network failure', async () => {
    let attempts = 0;
    const fetchMock = renderShop(500, {
      'POST /api/shop/buy': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { status: 200, body: { user_gift: ownedGift(), coins: 401 } };
      },
    });
    const buy = await screen.findByRole('button', { name: 'Buy Rose' });
    await waitFor(() => expect(buy).toBeEnabled());
    await userEvent.click(buy);
    await userEvent.click(await confirmIn('Buy'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Failed to buy gift: You're offline. This needs a connection; try again when you're back online.",
    );
    // The dialog stays open: the retry is its button, with the same key.
    const again = await confirmIn('Buy');
    await waitFor(() => expect(again).toBeEnabled());
    await userEvent.click(again);
    expect(await screen.findByText('Successfully bought Rose!')).toBeInTheDocument();
    const keys = posts(fetchMock, '/api/shop/buy').map(([, init]) =>
      new Headers(init?.headers).get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it.each<[MockReply, string]>([
    [
      { status: 422, body: { error: { code: 'NOT_ENOUGH_COINS', message: 'Not enough coins!' } } },
      'Not enough coins!',
    ],
    [
      { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } },
      'Failed to buy gift: Not found.',
    ],
  ])('reports a refused purchase (%#)', async (reply, text) => {
    renderShop(500, { 'POST /api/shop/buy': reply });
    const buy = await screen.findByRole('button', { name: 'Buy Rose' });
    await waitFor(() => expect(buy).toBeEnabled());
    await userEvent.click(buy);
    await userEvent.click(await confirmIn('Buy'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says when the shop cannot load', async () => {
    renderShop(0, { 'GET /api/gifts': { status: 500 } });
    expect(
      (await screen.findAllByText('Could not load shop data. Please try again.')).length,
    ).toBeGreaterThan(0);
  });
});

describe('Shop: inventory', () => {
  it('groups gifts with a count and sells at floor(price × 0.8): 99 → 79', async () => {
    const rose = ownedGift();
    const fetchMock = renderShop(100, {
      'GET /api/me/gifts': {
        status: 200,
        body: { items: [rose, ownedGift({ received_from: ROSE_ID })] },
      },
      'POST /api/shop/sell': { status: 200, body: { coins: 179, name: 'Rose', sell_price: 79 } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Inventory' }));
    const sell = await screen.findByRole('button', { name: 'Sell Rose' });
    const tile = sell.closest('li') as HTMLElement;
    expect(within(tile).getByText('Sells for 79')).toBeInTheDocument();
    expect(within(tile).getByText('×2')).toBeInTheDocument();
    expect(within(tile).getByText('1 received with a super like')).toBeInTheDocument();
    await userEvent.click(sell);
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Sell Rose for 79 coins? Balance after: 179',
    );
    await userEvent.click(await confirmIn('Sell'));
    expect(await screen.findByText('Successfully sold Rose!')).toBeInTheDocument();
    const [call] = posts(fetchMock, '/api/shop/sell');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ user_gift_id: rose.id });
  });

  it('shows the empty inventory text', async () => {
    renderShop(100);
    await userEvent.click(await screen.findByRole('tab', { name: 'Inventory' }));
    expect(
      await screen.findByText('Your inventory is empty. Buy gifts from the store!'),
    ).toBeInTheDocument();
  });
});
