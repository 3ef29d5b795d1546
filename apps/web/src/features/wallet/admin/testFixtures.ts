import type { AdminPendingPage, AdminWalletTransaction } from '@dating/shared';

export const depositId = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
export const withdrawalId = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
export const userId = '55555555-5555-4555-8555-555555555555';

/** A pending deposit of @thida, flagged as a duplicate of an earlier one. */
export function tx(overrides: Partial<AdminWalletTransaction> = {}): AdminWalletTransaction {
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
    receipt_reading: {
      status: 'pending',
      wallet: null,
      transaction_id: null,
      amount_kyat: null,
      quoted_coins: null,
      occurred_at: null,
      receiver_name: null,
      receiver_number: null,
      flags: [],
      reused_with: [],
    },
    decided_by: null,
    payout_reference: null,
    decided_by_username: null,
    first_approval: null,
    amount_reason: null,
    duplicate_match: 'screenshot',
    member_context: {
      is_blocked: false,
      open_reports: 0,
      approved_deposits: 0,
      approved_deposit_coins: 0,
    },
    ...overrides,
  };
}

/** GET /api/admin/deposits|withdrawals: one page of the open queue (all of it by default). */
export function pendingPage(
  items: AdminWalletTransaction[],
  paging: Partial<Pick<AdminPendingPage, 'total' | 'page' | 'page_count'>> = {},
): AdminPendingPage {
  return {
    items,
    four_eyes_coins: 50_000,
    total: items.length,
    page: 1,
    page_count: 1,
    ...paging,
  };
}
