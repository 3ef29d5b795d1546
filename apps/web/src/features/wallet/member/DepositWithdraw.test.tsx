import type { WalletTransaction } from '@dating/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/renderApp';
import { ownProfile } from '../../profile/testFixtures';
import { gifts, session } from '../../shop/testFixtures';
import { wallet } from '../testFixtures';

type Handlers = Parameters<typeof mockApi>[0];

const pendingWithdrawal: WalletTransaction = {
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  type: 'withdraw',
  status: 'pending',
  amount: 1000,
  payment_method: null,
  transaction_ref: null,
  amount_kyat: null,
  quoted_coins: null,
  proof_url: null,
  payout_details: 'KBZ Pay 09 123',
  admin_notes: null,
  payout_reference: null,
  created_at: '2025-03-01T08:30:00.000Z',
  decided_at: null,
};

async function openTab(name: 'Deposit' | 'Withdraw', coins: number, extra: Handlers = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': session,
    'GET /api/me': { status: 200, body: ownProfile({ coins }) },
    'GET /api/wallet': { status: 200, body: wallet(coins) },
    'GET /api/gifts': { status: 200, body: { items: gifts } },
    'GET /api/me/gifts': { status: 200, body: { items: [] } },
    'GET /api/wallet/transactions': {
      status: 200,
      body: { items: [pendingWithdrawal], next_cursor: null },
    },
    ...extra,
  });
  renderApp('/shop');
  await userEvent.click(await screen.findByRole('tab', { name }));
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && init?.method === 'POST');

const image = () => new File(['png'], 'proof.png', { type: 'image/png' });

describe('Shop: deposit', () => {
  it("shows the chosen provider's account", async () => {
    await openTab('Deposit', 0);
    expect(await screen.findByText('09 111 222')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'wavepay');
    expect(screen.getByText('Mingalar Wave')).toBeInTheDocument();
    expect(screen.getByText('09 333 444')).toBeInTheDocument();
  });

  it('needs a screenshot, and an image', async () => {
    const fetchMock = await openTab('Deposit', 0);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    expect(
      (await screen.findAllByText('Please upload a payment screenshot.')).length,
    ).toBeGreaterThan(0);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Payment Screenshot'),
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByText('Please upload an image file.')).toBeInTheDocument();
    expect(posts(fetchMock, '/api/wallet/deposits')).toHaveLength(0);
  });

  it('sends method, trimmed reference and screenshot, then says it is being verified', async () => {
    const fetchMock = await openTab('Deposit', 0, {
      'POST /api/wallet/deposits': {
        status: 201,
        body: { ...pendingWithdrawal, type: 'deposit', amount: null, payment_method: 'kbzpay' },
      },
    });
    await userEvent.type(screen.getByLabelText('Transaction Reference (optional)'), '  TX-42  ');
    await userEvent.upload(screen.getByLabelText('Payment Screenshot'), image());
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    expect(
      await screen.findByText('Deposit received! Your transaction is being verified.'),
    ).toBeInTheDocument();
    const [call] = posts(fetchMock, '/api/wallet/deposits');
    const body = call?.[1]?.body as FormData;
    expect(body.get('payment_method')).toBe('kbzpay');
    expect(body.get('transaction_ref')).toBe('TX-42');
    expect((body.get('proof') as File).name).toBe('proof.png');
    expect(new Headers(call?.[1]?.headers).get('Idempotency-Key')).toBeTruthy();
  });
});

describe('Shop: deposit amount', () => {
  it('shows the rate, the coins the stated Kyat buy, and sends the amount', async () => {
    const fetchMock = await openTab('Deposit', 0, {
      'GET /api/wallet': { status: 200, body: { ...wallet(0), coins_per_kyat: 2 } },
      'POST /api/wallet/deposits': {
        status: 201,
        body: { ...pendingWithdrawal, type: 'deposit', amount: null, amount_kyat: 5000 },
      },
    });
    expect(await screen.findByText('Rate: 2 coins per Kyat.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount sent (Kyat, optional)'), '5000');
    expect(
      screen.getByText('5,000 Kyat buys 10,000 coins (rate: 2 coins per Kyat).'),
    ).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Payment Screenshot'), image());
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    await waitFor(() => expect(posts(fetchMock, '/api/wallet/deposits')).toHaveLength(1));
    const body = posts(fetchMock, '/api/wallet/deposits')[0]?.[1]?.body as FormData;
    expect(body.get('amount_kyat')).toBe('5000');
  });

  it('refuses an amount that is not a whole number of Kyat, and sends nothing', async () => {
    const fetchMock = await openTab('Deposit', 0);
    await userEvent.type(screen.getByLabelText('Amount sent (Kyat, optional)'), '12.5');
    await userEvent.upload(screen.getByLabelText('Payment Screenshot'), image());
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    expect(await screen.findByText('Please enter a valid amount.')).toBeInTheDocument();
    expect(posts(fetchMock, '/api/wallet/deposits')).toHaveLength(0);
  });
});

describe('Shop: withdraw', () => {
  it('shows the withdrawable balance and the pending request', async () => {
    await openTab('Withdraw', 5000);
    expect(
      await screen.findByText('Withdrawable Balance: 4,500 (You must keep 500 coins)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('shows a rejected deposit as not credited with the note, a payout reference and a correction', async () => {
    await openTab('Withdraw', 5000, {
      'GET /api/wallet/transactions': {
        status: 200,
        body: {
          items: [
            {
              ...pendingWithdrawal,
              status: 'approved',
              payout_reference: 'KBZ-55123',
              created_at: '2025-03-03T08:30:00.000Z',
            },
            {
              ...pendingWithdrawal,
              id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
              type: 'deposit',
              status: 'rejected',
              amount: null,
              admin_notes: 'The screenshot shows no payment.',
              created_at: '2025-03-01T08:30:00.000Z',
            },
          ],
          next_cursor: null,
        },
      },
      'GET /api/wallet/adjustments': {
        status: 200,
        body: {
          items: [
            {
              id: '7',
              delta: -300,
              balance_after: 4700,
              reason: 'Credited twice',
              transaction_id: null,
              created_at: '2025-03-02T08:30:00.000Z',
            },
          ],
        },
      },
    });
    expect(await screen.findByText('Not credited')).toBeInTheDocument();
    expect(screen.queryByText('Amount pending')).toBeNull();
    expect(screen.getByText('Reason: The screenshot shows no payment.')).toBeInTheDocument();
    expect(screen.getByText('KBZ-55123')).toBeInTheDocument();
    expect(await screen.findByText('Correction by our team')).toBeInTheDocument();
    expect(screen.getByText('−300 coins')).toBeInTheDocument();
    expect(screen.getByText('Reason: Credited twice')).toBeInTheDocument();
    // Newest first: the withdrawal, the correction, then the deposit.
    const titles = within(screen.getByRole('region', { name: 'Recent Transactions' }))
      .getAllByText(/^(Withdrawal|Deposit|Correction by our team)$/)
      .map((el) => el.textContent);
    expect(titles).toEqual(['Withdrawal', 'Correction by our team', 'Deposit']);
  });

  it('checks the boundaries with the shared schema before sending', async () => {
    const fetchMock = await openTab('Withdraw', 5000);
    await screen.findByText(/Withdrawable Balance: 4,500/);
    const amount = screen.getByLabelText('Amount (coins)');
    const submit = screen.getByRole('button', { name: 'Request Withdrawal' });

    await userEvent.type(amount, '999');
    await userEvent.click(submit);
    expect(screen.getByText('Minimum withdrawal is 1000 coins.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your payout details.')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '4501');
    await userEvent.click(submit);
    expect(screen.getByText('You can withdraw a maximum of 4,500 coins.')).toBeInTheDocument();
    expect(posts(fetchMock, '/api/wallet/withdrawals')).toHaveLength(0);
  });

  it('sends a valid request, and shows the server refusal', async () => {
    const fetchMock = await openTab('Withdraw', 5000, {
      'POST /api/wallet/withdrawals': {
        status: 422,
        body: {
          error: {
            code: 'WITHDRAWAL_MAXIMUM',
            message: 'You can withdraw a maximum of 1200 coins.',
            params: { max: 1200 },
          },
        },
      },
    });
    await screen.findByText(/Withdrawable Balance: 4,500/);
    await userEvent.type(screen.getByLabelText('Amount (coins)'), '4500');
    await userEvent.type(screen.getByLabelText('Payout Details'), ' KBZ Pay 09 123 ');
    await userEvent.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
    expect(
      await screen.findByText('Error: You can withdraw a maximum of 1,200 coins.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(posts(fetchMock, '/api/wallet/withdrawals')).toHaveLength(1));
    const [call] = posts(fetchMock, '/api/wallet/withdrawals');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      amount: 4500,
      payout_details: 'KBZ Pay 09 123',
    });
  });

  it('sends the same Idempotency-Key when a request is retried after a network failure', async () => {
    let attempts = 0;
    const fetchMock = await openTab('Withdraw', 5000, {
      'POST /api/wallet/withdrawals': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: pendingWithdrawal };
      },
    });
    await screen.findByText(/Withdrawable Balance: 4,500/);
    const fill = async () => {
      await userEvent.type(screen.getByLabelText('Amount (coins)'), '1000');
      await userEvent.type(screen.getByLabelText('Payout Details'), 'KBZ Pay 09 123');
    };
    const submit = () =>
      userEvent.click(screen.getByRole('button', { name: 'Request Withdrawal' }));

    await fill();
    await submit();
    // A request that found no connection says so (NETWORK_UNAVAILABLE), not "unexpected error".
    expect(
      await screen.findByText(
        "Error: You're offline. This needs a connection; try again when you're back online.",
      ),
    ).toBeInTheDocument();
    await submit();
    expect(
      await screen.findByText('Withdrawal request submitted! Please wait for approval.'),
    ).toBeInTheDocument();
    await fill();
    await submit();
    await waitFor(() => expect(posts(fetchMock, '/api/wallet/withdrawals')).toHaveLength(3));

    const keys = posts(fetchMock, '/api/wallet/withdrawals').map(([, init]) =>
      new Headers(init?.headers).get('Idempotency-Key'),
    );
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    // After the success the next request is a new one.
    expect(keys[2]).toBeTruthy();
    expect(keys[2]).not.toBe(keys[0]);
  });
});
