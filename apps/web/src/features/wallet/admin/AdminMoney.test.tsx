import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, mockApi, renderApp } from '../../../test/renderApp';
import { depositId, pendingPage, tx, userId, withdrawalId } from './testFixtures';

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

/** A deposit with no earlier use of its receipt (one admin may approve it). */
const fresh = { duplicate_of: null, duplicate_match: null } as const;

/** The approval's confirmation dialog: its Approve sends the decision. */
async function confirmApproval() {
  const dialog = await screen.findByRole('dialog', { name: 'Approve this deposit?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
}

describe('Admin deposits', () => {
  it('lists a pending deposit with N/A, proof link and the duplicate flag', async () => {
    renderAdmin('/admin/deposits', {
      'GET /api/admin/deposits': { status: 200, body: pendingPage([tx()]) },
    });
    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
    expect(await screen.findByText('@thida')).toBeInTheDocument();
    expect(screen.getByText('KBZ Pay', { selector: ':not(button)' })).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View proof' })).toHaveAttribute(
      'href',
      tx().proof_url,
    );
    expect(screen.getByText('Same screenshot as')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'deposit 12345678' })).toHaveAttribute(
      'href',
      '/admin/history?q=12345678-9999-4999-8999-999999999999',
    );
  });

  it.each(['0', '1.5', '', 'abc'])('refuses the amount %j', async (amount) => {
    const fetchMock = renderAdmin('/admin/deposits', {
      'GET /api/admin/deposits': { status: 200, body: pendingPage([tx()]) },
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
        body: pendingPage([tx({ ...fresh, amount_kyat: 5000, quoted_coins: 2500 })]),
      },
      [`POST /api/admin/deposits/${depositId}/approve`]: {
        status: 200,
        body: { ...tx({ status: 'approved', amount: 2500 }), outcome: 'decided' },
      },
    });
    expect(await screen.findByLabelText('Coins to credit to @thida')).toHaveValue('2500');
    expect(screen.getByText('The member says they sent 5,000 Kyat.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    await confirmApproval();
    await waitFor(() => expect(postsTo(fetchMock, '/approve')).toHaveLength(1));
    const [call] = postsTo(fetchMock, '/approve');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ amount: 2500, reason: null });
  });

  it('asks why when the amount differs from the quoted coins, and sends the reason', async () => {
    const fetchMock = renderAdmin('/admin/deposits', {
      'GET /api/admin/deposits': {
        status: 200,
        body: pendingPage([tx({ ...fresh, amount_kyat: 5000, quoted_coins: 2500 })]),
      },
      [`POST /api/admin/deposits/${depositId}/approve`]: {
        status: 200,
        body: { ...tx({ status: 'approved', amount: 1000 }), outcome: 'decided' },
      },
    });
    const input = await screen.findByLabelText('Coins to credit to @thida');
    await userEvent.clear(input);
    await userEvent.type(input, '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this deposit?' });
    const why = within(dialog).getByLabelText(
      'Why credit a different amount than the 2,500 coins the member sent?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter a reason for approving a different amount.',
    );
    expect(postsTo(fetchMock, '/approve')).toHaveLength(0);
    await userEvent.type(why, 'Receipt shows 1,000 Kyat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(postsTo(fetchMock, '/approve')).toHaveLength(1));
    const [call] = postsTo(fetchMock, '/approve');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      amount: 1000,
      reason: 'Receipt shows 1,000 Kyat',
    });
  });

  it('a reused receipt always records a first approval, whatever the amount', async () => {
    renderAdmin('/admin/deposits', {
      'GET /api/admin/deposits': { status: 200, body: pendingPage([tx({ amount: null })]) },
    });
    await userEvent.type(await screen.findByLabelText('Coins to credit to @thida'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this deposit?' });
    expect(within(dialog).getByText(/This receipt was used before/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Record first approval' }),
    ).toBeInTheDocument();
  });

  it('a transaction ID read on another deposit needs a second admin too', async () => {
    const reading = { ...tx().receipt_reading, status: 'read', transaction_id: '0123456789' };
    const readReused = tx({
      ...fresh,
      amount: null,
      receipt_reading: {
        ...(reading as NonNullable<ReturnType<typeof tx>['receipt_reading']>),
        flags: ['transaction_id_reused'],
        reused_with: ['12345678-9999-4999-8999-999999999999'],
      },
    });
    renderAdmin('/admin/deposits', {
      'GET /api/admin/deposits': { status: 200, body: pendingPage([readReused]) },
    });
    await userEvent.type(await screen.findByLabelText('Coins to credit to @thida'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this deposit?' });
    expect(
      within(dialog).getByText(/transaction ID read from the screenshot is on another deposit/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/This receipt was used before/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Record first approval' }),
    ).toBeInTheDocument();
  });

  it('shows the second admin why the first approved another amount', async () => {
    const first = {
      admin_id: null,
      username: 'aung',
      amount: 1000,
      at: '2025-03-01T09:00:00.000Z',
    };
    renderAdmin('/admin/deposits', {
      'GET /api/admin/deposits': {
        status: 200,
        body: pendingPage([
          tx({
            ...fresh,
            amount_kyat: 5000,
            quoted_coins: 5000,
            first_approval: first,
            amount_reason: 'Receipt shows 1,000 Kyat',
          }),
        ]),
      },
    });
    const input = await screen.findByLabelText('Coins to credit to @thida');
    await userEvent.clear(input);
    await userEvent.type(input, '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this deposit?' });
    expect(
      within(dialog).getByText('@aung gave this reason for the amount: Receipt shows 1,000 Kyat'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Why credit a different amount/)).toBeNull();
  });

  it('approves with the amount and an Idempotency-Key, and reports a failure', async () => {
    const fetchMock = renderAdmin('/admin/deposits', {
      'GET /api/admin/deposits': { status: 200, body: pendingPage([tx(fresh)]) },
      [`POST /api/admin/deposits/${depositId}/approve`]: {
        status: 409,
        body: {
          error: { code: 'ALREADY_DECIDED', message: 'This request has already been decided.' },
        },
      },
    });
    await userEvent.type(await screen.findByLabelText('Coins to credit to @thida'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    await confirmApproval();
    expect(
      await screen.findByText('Approval failed: This request has already been decided.'),
    ).toBeInTheDocument();
    const [call] = postsTo(fetchMock, '/approve');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ amount: 5000, reason: null });
    expect(new Headers(call?.[1]?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('rejects with optional notes', async () => {
    const fetchMock = renderAdmin('/admin/deposits', {
      'GET /api/admin/deposits': { status: 200, body: pendingPage([tx()]) },
      [`POST /api/admin/deposits/${depositId}/reject`]: {
        status: 200,
        body: {
          ...tx({ status: 'rejected', admin_notes: 'No reason provided' }),
          outcome: 'decided',
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject @thida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this deposit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Deposit from @thida rejected.')).toBeInTheDocument();
    const [call] = postsTo(fetchMock, '/reject');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ admin_notes: null });
  });

  it('confirms with the amount and warnings; four eyes; a repeat shows the outcome', async () => {
    const waiting = tx({
      amount_kyat: 60_000,
      quoted_coins: 60_000,
      duplicate_match: 'both',
      member_context: {
        is_blocked: true,
        open_reports: 5,
        approved_deposits: 2,
        approved_deposit_coins: 3000,
      },
      first_approval: { admin_id: userId, username: 'boss', amount: 60_000, at: tx().created_at },
    });
    const fetchMock = renderAdmin('/admin/deposits', {
      'GET /api/admin/deposits': {
        status: 200,
        body: pendingPage([waiting]),
      },
      [`POST /api/admin/deposits/${depositId}/approve`]: {
        status: 200,
        body: {
          ...waiting,
          status: 'approved',
          amount: 60_000,
          decided_by_username: 'boss',
          outcome: 'already_decided',
        },
      },
    });
    expect(
      await screen.findByText('Approved by @boss (60,000 coins), waiting for a second admin'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this deposit?' });
    expect(dialog).toHaveTextContent('Credit 60,000 coins to @thida.');
    expect(dialog).toHaveTextContent('This member is blocked.');
    expect(dialog).toHaveTextContent('5 open reports against this member.');
    expect(dialog).toHaveTextContent('the same screenshot and reference as an earlier deposit');
    expect(dialog).toHaveTextContent('2 earlier approved deposits, 3,000 coins in total.');
    expect(dialog).toHaveTextContent('@boss approved this first. Your approval completes it.');
    expect(postsTo(fetchMock, '/approve')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Already approved by @boss.')).toBeInTheDocument();
    expect(screen.queryByText(/Approval failed/)).not.toBeInTheDocument();
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
      'GET /api/admin/withdrawals': {
        status: 200,
        body: pendingPage([withdrawal]),
      },
      [`POST /api/admin/withdrawals/${withdrawalId}/approve`]: {
        status: 200,
        body: { ...withdrawal, status: 'approved', payout_reference: 'W-991', outcome: 'decided' },
      },
    });
    expect(await screen.findByText('12,000 coins')).toBeInTheDocument();
    expect(screen.getByText('Wave Pay 09 987')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    // The confirmation asks for the payout reference: required, nothing sent without it.
    const dialog = await screen.findByRole('dialog', { name: 'Approve this withdrawal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter the reference of the payout you made.',
    );
    expect(postsTo(fetchMock, '/approve')).toHaveLength(0);
    await userEvent.type(
      within(dialog).getByLabelText('Payout reference (the transfer you made)'),
      'W-991',
    );
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Withdrawal of 12,000 coins for @thida approved.'),
    ).toBeInTheDocument();
    expect(postsTo(fetchMock, '/approve')).toHaveLength(1);
    const [call] = postsTo(fetchMock, '/approve');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ payout_reference: 'W-991' });
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
    await userEvent.type(
      screen.getByLabelText('Search by transaction reference, username or ID'),
      'thi',
    );
    await waitFor(() => expect(urls()).toContain('/api/admin/transactions?type=withdraw&q=thi'));
  });

  it('says when the history cannot load', async () => {
    renderAdmin('/admin/history', { 'GET /api/admin/transactions': { status: 500 } });
    expect(await screen.findByText('Failed to load transaction history.')).toBeInTheDocument();
  });
});
