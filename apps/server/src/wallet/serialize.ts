import {
  type AdminWalletTransaction,
  type DuplicatePhotoOf,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  type PaymentMethodInfo,
  type WalletTransaction,
} from '@dating/shared';
import type { PaymentAccounts } from '../config.js';
import type { walletTransactions } from '../infra/db/schema.js';
import { storageUrlOrNull } from '../infra/storage/index.js';
import { type ReceiptReadingRow, toReceiptReading } from './receipt-checks/serialize.js';

export type TransactionRow = typeof walletTransactions.$inferSelect;

/** A wallet transaction as the API shows it; the proof path becomes a /files URL. */
export function toTransaction(row: TransactionRow): WalletTransaction {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: row.amount,
    payment_method: row.paymentMethod,
    transaction_ref: row.transactionRef,
    amount_kyat: row.amountKyat,
    quoted_coins: row.quotedCoins,
    proof_url: storageUrlOrNull('deposit-proofs', row.proofUrl),
    payout_details: row.payoutDetails,
    admin_notes: row.adminNotes,
    payout_reference: row.payoutReference,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export type AdminTransactionRow = {
  tx: TransactionRow;
  username: string | null;
  firstName: string | null;
  duplicateOf: string | null;
  /** Other accounts whose deposit proof looks like this one's (infra/images/duplicates.ts). */
  duplicatePhotoOf?: DuplicatePhotoOf[];
  duplicateMatch?: AdminWalletTransaction['duplicate_match'];
  decidedByUsername?: string | null;
  firstApprovedByUsername?: string | null;
  memberContext?: AdminWalletTransaction['member_context'];
  /** The deposit's receipt reading (receipt-checks), null when none was written yet. */
  receiptReading?: ReceiptReadingRow | null;
};

export function toAdminTransaction(row: AdminTransactionRow): AdminWalletTransaction {
  const { tx } = row;
  return {
    ...toTransaction(tx),
    user:
      tx.userId && row.username !== null
        ? { id: tx.userId, username: row.username, first_name: row.firstName }
        : null,
    duplicate_of: row.duplicateOf,
    duplicate_photo_of: row.duplicatePhotoOf ?? [],
    receipt_reading: tx.type === 'deposit' ? toReceiptReading(row.receiptReading) : null,
    decided_by: tx.decidedBy,
    decided_by_username: row.decidedByUsername ?? null,
    first_approval: tx.firstApprovedAt
      ? {
          admin_id: tx.firstApprovedBy,
          username: row.firstApprovedByUsername ?? null,
          amount: tx.firstApprovedAmount,
          at: tx.firstApprovedAt.toISOString(),
        }
      : null,
    amount_reason: tx.amountReason,
    duplicate_match: row.duplicateOf ? (row.duplicateMatch ?? null) : null,
    member_context: row.memberContext ?? null,
  };
}

/** The deposit accounts of the Deposit tab (docs/product.md#coins-gifts-and-money). */
export function paymentMethodsOf(accounts: PaymentAccounts): PaymentMethodInfo[] {
  return PAYMENT_METHODS.map((id) => ({
    id,
    name: PAYMENT_METHOD_NAMES[id],
    account_name: accounts[id].accountName,
    account_number: accounts[id].accountNumber,
  }));
}
