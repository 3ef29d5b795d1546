import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type Catalogue, flatten } from '../../lib/catalogue';
import i18n, { loadLanguage } from '../../lib/i18n';
import { mockApi, renderApp } from '../../test/renderApp';
import { ownProfile } from '../profile/testFixtures';
import { wallet } from '../wallet/testFixtures';
import { gifts, ownedGift, session } from './testFixtures';

/**
 * Issue 34: "1 coins per Kyat". Every number of coins the shop and wallet show takes its plural
 * form from `count` (English: coin / coins; Burmese has one form).
 */

const oneCoinGift = { ...gifts[0], price: 1 } as (typeof gifts)[number];
const oneCoin = {
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  type: 'deposit' as const,
  status: 'approved' as const,
  amount: 1,
  payment_method: 'kbzpay' as const,
  transaction_ref: null,
  amount_kyat: 1,
  quoted_coins: 1,
  proof_url: null,
  payout_details: null,
  admin_notes: null,
  payout_reference: null,
  created_at: '2025-03-01T08:30:00.000Z',
  decided_at: '2025-03-01T09:30:00.000Z',
};

type Handlers = Parameters<typeof mockApi>[0];

function renderShopWithOne(extra: Handlers = {}) {
  mockApi({
    'GET /api/auth/session': session,
    'GET /api/me': { status: 200, body: ownProfile({ coins: 1 }) },
    'GET /api/wallet': { status: 200, body: wallet(1) },
    'GET /api/gifts': { status: 200, body: { items: [oneCoinGift] } },
    'GET /api/me/gifts': { status: 200, body: { items: [] } },
    'GET /api/wallet/transactions': { status: 200, body: { items: [oneCoin], next_cursor: null } },
    'GET /api/wallet/adjustments': {
      status: 200,
      body: {
        items: [
          {
            id: '7',
            delta: 1,
            balance_after: 1,
            reason: 'Rounding',
            transaction_id: null,
            created_at: '2025-03-02T08:30:00.000Z',
          },
        ],
      },
    },
    ...extra,
  });
  renderApp('/shop');
}

/** "1 coins" anywhere on screen (not "11 coins" or "2,001 coins"). */
const ONE_COINS = /(^|[^\d,.])1 coins/;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Shop and wallet: one coin', () => {
  it('says "1 coin" for the balance, a price and its confirmation', async () => {
    renderShopWithOne();
    const balance = await screen.findByRole('region', { name: 'Your Balance' });
    await waitFor(() => expect(balance).toHaveTextContent(/^Your Balance1 coin$/));
    const buy = await screen.findByRole('button', { name: 'Buy Rose' });
    expect(within(buy.closest('li') as HTMLElement).getByText('1 coin')).toBeInTheDocument();
    await waitFor(() => expect(buy).toBeEnabled());
    await userEvent.click(buy);
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Buy Rose for 1 coin? Balance after: 0',
    );
    expect(document.body.textContent).not.toMatch(ONE_COINS);
  });

  it('says "1 coin" in the inventory confirmation', async () => {
    // floor(2 × 0.8) = 1 coin back.
    renderShopWithOne({
      'GET /api/me/gifts': { status: 200, body: { items: [ownedGift({ purchase_price: 2 })] } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Inventory' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sell Rose' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Sell Rose for 1 coin? Balance after: 2',
    );
  });

  it('says "1 coin per Kyat", what 1 Kyat buys, and "1 coin" in the history', async () => {
    renderShopWithOne();
    await userEvent.click(await screen.findByRole('tab', { name: 'Deposit' }));
    expect(await screen.findByText('Rate: 1 coin per Kyat.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount sent (Kyat, optional)'), '1');
    expect(screen.getByText('1 Kyat buys 1 coin (rate: 1 coin per Kyat).')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Amount sent (Kyat, optional)'));
    await userEvent.type(screen.getByLabelText('Amount sent (Kyat, optional)'), '2');
    expect(screen.getByText('2 Kyat buys 2 coins (rate: 1 coin per Kyat).')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Recent Transactions' });
    expect(await within(history).findByText('+1 coin')).toBeInTheDocument();
    expect(within(history).getByText('1 coin')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(ONE_COINS);
  });

  it('writes the one Burmese form, in Myanmar digits', async () => {
    await loadLanguage('my');
    await i18n.changeLanguage('my');
    renderShopWithOne();
    // Burmese texts carry word joiners between syllables (lib/i18n).
    const deposit = (name: string) => name.replaceAll('\u2060', '') === 'ငွေသွင်း';
    await userEvent.click(await screen.findByRole('tab', { name: deposit }));
    const rate = await screen.findByText((_, element) =>
      Boolean(
        element?.matches('p') && element.textContent?.replaceAll('\u2060', '').startsWith('နှုန်း'),
      ),
    );
    expect(rate.textContent?.replaceAll('\u2060', '')).toBe('နှုန်း: ၁ ကျပ်လျှင် ဒင်္ဂါး ၁။');
  });
});

describe('Shop catalogue', () => {
  it('gives every number of coins its plural forms', async () => {
    const english = await loadLanguage('en');
    const unpluralised: string[] = [];
    for (const namespace of ['shop', 'gifts']) {
      const texts = flatten((english[namespace] ?? {}) as Catalogue);
      for (const [key, text] of texts) {
        if (!/\{\{\w+\}\} coins?\b/.test(text)) continue;
        const base = key.replace(/_(one|other)$/, '');
        const one = texts.get(`${base}_one`);
        const other = texts.get(`${base}_other`);
        if (!one?.match(/\}\} coin\b/) || !other?.match(/\}\} coins\b/)) {
          unpluralised.push(`${namespace}:${key}`);
        }
      }
    }
    expect(unpluralised).toEqual([]);
  });
});
