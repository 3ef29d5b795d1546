import type { AdminWalletTransaction } from '@dating/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, mockApi, renderApp } from '../../../test/renderApp';

const depositId = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const withdrawalId = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
const userId = '55555555-5555-4555-8555-555555555555';

function tx(overrides: Partial<AdminWalletTransaction> = {}): AdminWalletTransaction {
  return {
    id: depositId,
    type: 'deposit',
    status: 'pending',
    amount: null,
    payment_method: 'kbzpay',
    transaction_ref: null,
    amount_kyat: null,
    quoted_coins: null,
    proof_url: `/files/deposit-proofs/${userId}/${depositId}.webp`,
    payout_details: null,
    admin_notes: null,
    created_at: '2025-03-01T08:30:00.000Z',
    decided_at: null,
    user: { id: userId, username: 'thida', first_name: 'Thida' },
    duplicate_of: '12345678-9999-4999-8999-999999999999',
    duplicate_photo_of: [],
    decided_by: null,
    ...overrides,
  };
}

type Handlers = Parameters<typeof mockApi>[0];

function renderAdmin(path: string, handlers: Handlers) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { status: 200, body: { user: admin } },
    ...handlers,
  });
  renderApp(path);
  return fetchMock;
}

const postsTo = (fetchMock: ReturnType<typeof mockApi>, suffix: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(suffix) && init?.method === 'POST',
  );

describe('Admin deposits', () => {
  it('lists a pending deposit with N/A, proof link and the duplicate flag', async () => {
    renderAdmin('/admin/deposits', {
      'GET /api/admin/deposits': { status: 200, body: { items: [tx()] } },
    });
    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
    expect(await screen.findByText('@thida')).toBeInTheDocument();
    expect(screen.getByText('KBZ Pay')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View proof' })).toHaveAttribute(
      'href',
      tx().proof_url,
    );
    expect(screen.getByText('Possible duplicate of deposit 12345678')).toBeInTheDocument();
  });

  it.each(['0', '1.5', '', 'abc'])('refuses the amount %j', async (amount) => {
    const fetchMock = renderAdmin('/admin/deposits', {
      'GET /api/admin/deposits': { status: 200, body: { items: [tx()] } },
    });
    const input = await screen.findByLabelText('Coins to credit to @thida');
    if (amount) await userEvent.type(input, amount);
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid amount.');
    expect(postsTo(fetchMock, '/approve')).toHaveLength(0);
  });

  it('pre-fills the coins the member was shown for the Kyat they stated', async () => {
    const fetchMock = renderAdmin('/admin/deposits', {
      'GET /api/admin/deposits': {
        status: 200,
        body: { items: [tx({ amount_kyat: 5000, quoted_coins: 2500 })] },
      },
      [`POST /api/admin/deposits/${depositId}/approve`]: {
        status: 200,
        body: tx({ status: 'approved', amount: 2500 }),
      },
    });
    expect(await screen.findByLabelText('Coins to credit to @thida')).toHaveValue('2500');
    expect(screen.getByText('The member says they sent 5,000 Kyat.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    await waitFor(() => expect(postsTo(fetchMock, '/approve')).toHaveLength(1));
    const [call] = postsTo(fetchMock, '/approve');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ amount: 2500 });
  });

  it('approves with the amount and an Idempotency-Key, and reports a failure', async () => {
    const fetchMock = renderAdmin('/admin/deposits', {
      'GET /api/admin/deposits': { status: 200, body: { items: [tx()] } },
      [`POST /api/admin/deposits/${depositId}/approve`]: {
        status: 409,
        body: {
          error: { code: 'ALREADY_DECIDED', message: 'This request has already been decided.' },
        },
      },
    });
    await userEvent.type(await screen.findByLabelText('Coins to credit to @thida'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    expect(
      await screen.findByText('Approval failed: This request has already been decided.'),
    ).toBeInTheDocument();
    const [call] = postsTo(fetchMock, '/approve');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ amount: 5000 });
    expect(new Headers(call?.[1]?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('rejects with optional notes', async () => {
    const fetchMock = renderAdmin('/admin/deposits', {
      'GET /api/admin/deposits': { status: 200, body: { items: [tx()] } },
      [`POST /api/admin/deposits/${depositId}/reject`]: {
        status: 200,
        body: tx({ status: 'rejected', admin_notes: 'No reason provided' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject @thida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this deposit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Deposit from @thida rejected.')).toBeInTheDocument();
    const [call] = postsTo(fetchMock, '/reject');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ admin_notes: null });
  });

  it('says when deposits cannot load', async () => {
    renderAdmin('/admin/deposits', { 'GET /api/admin/deposits': { status: 500 } });
    expect(await screen.findByText('Failed to load deposits.')).toBeInTheDocument();
  });
});

describe('Admin withdrawals', () => {
  it('lists a pending withdrawal and approves it', async () => {
    const withdrawal = tx({
      id: withdrawalId,
      type: 'withdraw',
      amount: 12_000,
      payment_method: null,
      proof_url: null,
      payout_details: 'Wave Pay 09 987',
      duplicate_of: null,
    });
    const fetchMock = renderAdmin('/admin/withdrawals', {
      'GET /api/admin/withdrawals': { status: 200, body: { items: [withdrawal] } },
      [`POST /api/admin/withdrawals/${withdrawalId}/approve`]: {
        status: 200,
        body: { ...withdrawal, status: 'approved' },
      },
    });
    expect(await screen.findByText('12,000 coins')).toBeInTheDocument();
    expect(screen.getByText('Wave Pay 09 987')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    expect(
      await screen.findByText('Withdrawal of 12,000 coins for @thida approved.'),
    ).toBeInTheDocument();
    expect(postsTo(fetchMock, '/approve')).toHaveLength(1);
  });

  it('says when withdrawals cannot load', async () => {
    renderAdmin('/admin/withdrawals', { 'GET /api/admin/withdrawals': { status: 500 } });
    expect(await screen.findByText('Failed to load withdrawals.')).toBeInTheDocument();
  });
});

describe('Admin history', () => {
  const decided = [
    tx({ status: 'approved', amount: 5000, duplicate_of: null }),
    tx({
      id: withdrawalId,
      type: 'withdraw',
      status: 'rejected',
      amount: 1000,
      payment_method: null,
      payout_details: 'Wave Pay 09 987',
      admin_notes: 'No reason provided',
    }),
  ];

  it('shows the columns and sends the type filter and the search', async () => {
    const fetchMock = renderAdmin('/admin/history', {
      'GET /api/admin/transactions': { status: 200, body: { items: decided, next_cursor: null } },
    });
    expect(await screen.findByText('eeeeeeee')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('5,000')).toBeInTheDocument();
    expect(screen.getByText('KBZ Pay')).toBeInTheDocument();
    expect(screen.getByText('Wave Pay 09 987')).toBeInTheDocument();

    const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
    await userEvent.click(screen.getByRole('button', { name: 'Deposits' }));
    await waitFor(() => expect(urls()).toContain('/api/admin/transactions?type=deposit'));
    expect(screen.getByRole('button', { name: 'Deposits' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdrawals' }));
    await waitFor(() => expect(urls()).toContain('/api/admin/transactions?type=withdraw'));
    await userEvent.type(screen.getByLabelText('Search by username or transaction ID'), 'thi');
    await waitFor(() => expect(urls()).toContain('/api/admin/transactions?type=withdraw&q=thi'));
  });

  it('says when the history cannot load', async () => {
    renderAdmin('/admin/history', { 'GET /api/admin/transactions': { status: 500 } });
    expect(await screen.findByText('Failed to load transaction history.')).toBeInTheDocument();
  });
});
