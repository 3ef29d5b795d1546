import type { ReceiptFlag, ReceiptReadingView } from '@dating/shared';
import { receiptReadings } from '../../infra/db/schema.js';

const r = receiptReadings;

/** The columns of a reading the admin lists select (not the OCR text). */
export const receiptReadingColumns = {
  transactionId: r.transactionId,
  wallet: r.wallet,
  transactionRef: r.transactionRef,
  amountKyat: r.amountKyat,
  quotedCoins: r.quotedCoins,
  occurredAt: r.occurredAt,
  receiverName: r.receiverName,
  receiverNumber: r.receiverNumber,
  flags: r.flags,
  reusedWith: r.reusedWith,
};

/** A reading as selected with receiptReadingColumns (all null when the deposit has none). */
export type ReceiptReadingRow = {
  transactionId: string | null;
  wallet: 'kbzpay' | 'wavepay' | null;
  transactionRef: string | null;
  amountKyat: number | null;
  quotedCoins: number | null;
  occurredAt: Date | null;
  receiverName: string | null;
  receiverNumber: string | null;
  flags: string[] | null;
  reusedWith: string[] | null;
};

const PENDING: ReceiptReadingView = {
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
};

/** A deposit's reading as the API shows it; no row yet means the job has not run. */
export function toReceiptReading(row: ReceiptReadingRow | null | undefined): ReceiptReadingView {
  if (!row?.transactionId) return PENDING;
  return {
    status: 'read',
    wallet: row.wallet,
    transaction_id: row.transactionRef,
    amount_kyat: row.amountKyat,
    quoted_coins: row.quotedCoins,
    occurred_at: row.occurredAt?.toISOString() ?? null,
    receiver_name: row.receiverName,
    receiver_number: row.receiverNumber,
    flags: (row.flags ?? []) as ReceiptFlag[],
    reused_with: row.reusedWith ?? [],
  };
}
