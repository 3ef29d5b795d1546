import type { ReceiptFlag } from '@dating/shared';
import type { ReceiptFields, ReceiptWallet } from './parse.js';
import { latinDigits } from './values.js';

/**
 * What the receipt read says against what the member typed and where the app takes money. Each
 * flag points an admin at something to look at; none decides anything (docs/receipt-reading.md).
 */

// The list is shared with the web app (RECEIPT_FLAGS); the database adds transaction_id_reused.
export { RECEIPT_FLAGS, type ReceiptFlag } from '@dating/shared';

export type TypedDeposit = {
  paymentMethod: ReceiptWallet | null;
  transactionRef: string | null;
  amountKyat: number | null;
};

export type ReceivingAccount = { accountName: string; accountNumber: string };
export type ReceivingAccounts = Record<ReceiptWallet, ReceivingAccount>;

/**
 * A transaction ID as compared everywhere (typed against read, and one deposit's against
 * another's): Latin digits, no spaces or dashes, upper case. Empty when nothing is left.
 */
export function normaliseTransactionId(ref: string): string {
  return latinDigits(ref)
    .replace(/[\s\-_.:/]/g, '')
    .toUpperCase();
}

/** '09 000 000 001', '+95 9 000 000 001' → '09000000001'. */
function phoneDigits(number: string): string {
  const digits = latinDigits(number).replace(/\D/g, '');
  return digits.startsWith('959') ? `0${digits.slice(2)}` : digits;
}

/** The visible digits of a masked number: '09*****0001' → { head: '09', tail: '0001' }. */
export function maskedParts(number: string): { head: string; tail: string } | null {
  const match = /^(\d*)\*+(\d*)$/.exec(number);
  return match ? { head: match[1] ?? '', tail: match[2] ?? '' } : null;
}

/**
 * Whether a number read from a receipt can be `accountNumber`. A masked number is judged on its
 * visible digits only: how many stars OCR counts is not reliable, and the wallet hides the
 * rest anyway.
 */
export function numberMatches(read: string, accountNumber: string): boolean {
  const account = phoneDigits(accountNumber);
  const parts = maskedParts(read);
  if (!parts) return phoneDigits(read) === account;
  return (
    parts.head.length + parts.tail.length < account.length &&
    account.startsWith(parts.head) &&
    account.endsWith(parts.tail)
  );
}

const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9\u1000-\u109f]/g, '');

export function nameMatches(read: string, accountName: string): boolean {
  return nameKey(read) === nameKey(accountName);
}

function receiverIsOurs(fields: ReceiptFields, account: ReceivingAccount): boolean {
  const { name, number } = fields.receiver;
  if (number !== null && !numberMatches(number, account.accountNumber)) return false;
  if (name !== null && !nameMatches(name, account.accountName)) return false;
  return true;
}

const nothingRead = (f: ReceiptFields) =>
  f.wallet === null &&
  f.transactionId === null &&
  f.amountKyat === null &&
  f.occurredAt === null &&
  f.receiver.name === null &&
  f.receiver.number === null;

/** The flags of one deposit; a field that was not read (or not typed) raises nothing. */
export function receiptFlags(
  fields: ReceiptFields,
  typed: TypedDeposit,
  accounts: ReceivingAccounts,
): ReceiptFlag[] {
  if (nothingRead(fields)) return ['unreadable'];
  const flags: ReceiptFlag[] = [];
  if (
    fields.amountKyat !== null &&
    typed.amountKyat !== null &&
    fields.amountKyat !== typed.amountKyat
  ) {
    flags.push('amount_mismatch');
  }
  const typedRef = typed.transactionRef ? normaliseTransactionId(typed.transactionRef) : '';
  if (
    fields.transactionId !== null &&
    typedRef &&
    normaliseTransactionId(fields.transactionId) !== typedRef
  ) {
    flags.push('transaction_id_mismatch');
  }
  if (
    fields.wallet !== null &&
    typed.paymentMethod !== null &&
    fields.wallet !== typed.paymentMethod
  ) {
    flags.push('wallet_mismatch');
  }
  // The receiver is checked against the wallet the money went through: the one on the receipt.
  const wallet = fields.wallet ?? typed.paymentMethod;
  if (wallet !== null && !receiverIsOurs(fields, accounts[wallet])) flags.push('receiver_not_ours');
  return flags;
}
