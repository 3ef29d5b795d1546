import type { AdminWalletTransaction, ReceiptReadingView } from '@dating/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, mockApi, renderApp } from '../../../test/renderApp';
import { depositId, pendingPage, tx } from './testFixtures';

/** The receipt read by OCR beside what the member typed, on the Deposits screen. */

const otherDeposit = '77777777-7777-4777-8777-777777777777';

function reading(overrides: Partial<ReceiptReadingView> = {}): ReceiptReadingView {
  return {
    status: 'read',
    wallet: 'kbzpay',
    transaction_id: '34773187849033237115',
    amount_kyat: 5_000,
    quoted_coins: 5_000,
    occurred_at: '2026-11-28T08:02:05.000Z',
    receiver_name: 'Dating App Co., Ltd.',
    receiver_number: '09*****0001',
    flags: [],
    reused_with: [],
    ...overrides,
  };
}

/** A deposit with no earlier use of its screenshot, typed as KBZ Pay, the ID and 5,000 Kyat. */
const deposit = (receipt: ReceiptReadingView, overrides: Partial<AdminWalletTransaction> = {}) =>
  tx({
    duplicate_of: null,
    duplicate_match: null,
    transaction_ref: '34773187849033237115',
    amount_kyat: 5_000,
    quoted_coins: 5_000,
    receipt_reading: receipt,
    ...overrides,
  });

function renderDeposits(item: AdminWalletTransaction) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { status: 200, body: { user: admin } },
    'GET /api/admin/deposits': { status: 200, body: pendingPage([item]) },
    [`POST /api/admin/deposits/${depositId}/approve`]: {
      status: 200,
      body: { ...tx({ status: 'approved', amount: 6_000 }), outcome: 'decided' },
    },
  });
  renderApp('/admin/deposits');
  return fetchMock;
}

const approvals = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith('/approve') && init?.method === 'POST',
  );

/** One field of the comparison (its name, the typed value, the value read), as its text. */
const field = async (name: string) => {
  const term = await screen.findByText(name, { selector: 'dt' });
  return term.parentElement as HTMLElement;
};

describe('receipt check on the Deposits screen', () => {
  it('sets what was read beside what was typed and starts from the agreed coins', async () => {
    renderDeposits(deposit(reading()));
    expect(await field('Wallet')).toHaveTextContent('WalletMember: KBZ PayScreenshot: KBZ Pay');
    expect(await field('Amount')).toHaveTextContent(
      'AmountMember: 5,000 KyatScreenshot: 5,000 Kyat',
    );
    expect(await field('Transaction ID')).toHaveTextContent(
      'Member: 34773187849033237115Screenshot: 34773187849033237115',
    );
    expect(await field('Receiver')).toHaveTextContent(
      'Screenshot: Dating App Co., Ltd. 09*****0001',
    );
    expect(await field('Time')).toHaveTextContent(/^TimeMember: sent /);
    expect(screen.getByText('The screenshot agrees with what the member typed.')).toBeVisible();
    expect(screen.getByLabelText('Coins to credit to @thida')).toHaveValue('5000');
  });

  it('says each flag in words and links the deposits that used the same ID', async () => {
    renderDeposits(
      deposit(
        reading({
          receiver_name: 'U Aung Ko Ko',
          receiver_number: '09*****4821',
          flags: ['receiver_not_ours', 'transaction_id_reused'],
          reused_with: [otherDeposit],
        }),
      ),
    );
    const flags = await screen.findByRole('list', { name: 'What to check' });
    expect(flags).toHaveTextContent(
      "The money went to someone other than the app's account: do not approve.",
    );
    expect(flags).toHaveTextContent('This transaction ID is on another deposit too:');
    expect(within(flags).getByRole('link', { name: 'deposit 77777777' })).toHaveAttribute(
      'href',
      `/admin/history?q=${otherDeposit}`,
    );
  });

  it('says the screenshot is not read yet, in the row and in the dialog', async () => {
    renderDeposits(deposit(reading({ status: 'pending', wallet: null, amount_kyat: null })));
    expect(await screen.findByText('Reading the screenshot…')).toBeVisible();
    // What the member typed shows already; the screenshot's side waits.
    expect(await field('Amount')).toHaveTextContent('AmountMember: 5,000 KyatScreenshot: reading…');
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this deposit?' });
    expect(dialog).toHaveTextContent('The screenshot has not been read yet: check it by eye.');
  });

  it('when the amounts disagree, the admin must choose one and the dialog says so', async () => {
    const fetchMock = renderDeposits(
      deposit(reading({ amount_kyat: 6_000, quoted_coins: 6_000, flags: ['amount_mismatch'] })),
    );
    const input = await screen.findByLabelText('Coins to credit to @thida');
    expect(input).toHaveValue('');
    expect(
      screen.getByText(
        'The screenshot says 6,000 Kyat, the member typed 5,000 Kyat. Choose the amount to credit.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The screenshot and the member disagree: choose the amount to credit.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '6,000 coins (screenshot)' }));
    expect(input).toHaveValue('6000');
    await userEvent.click(screen.getByRole('button', { name: 'Approve @thida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this deposit?' });
    expect(dialog).toHaveTextContent(
      'The screenshot says 6,000 Kyat (6,000 coins), the member typed 5,000 Kyat (5,000 coins). You chose 6,000 coins.',
    );
    // The amount-reason rule stays: another amount than quoted needs a reason.
    await userEvent.type(
      within(dialog).getByLabelText(
        'Why credit a different amount than the 5,000 coins the member sent?',
      ),
      'Receipt shows 6,000 Kyat',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approvals(fetchMock)).toHaveLength(1));
    const [call] = approvals(fetchMock);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      amount: 6_000,
      reason: 'Receipt shows 6,000 Kyat',
    });
  });

  it('the typed figure is one click too', async () => {
    renderDeposits(
      deposit(reading({ amount_kyat: 6_000, quoted_coins: 6_000, flags: ['amount_mismatch'] })),
    );
    await userEvent.click(await screen.findByRole('button', { name: '5,000 coins (typed)' }));
    expect(screen.getByLabelText('Coins to credit to @thida')).toHaveValue('5000');
  });
});
