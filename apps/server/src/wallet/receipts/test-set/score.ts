import { maskedParts } from '../compare.js';
import type { ReceiptFields } from '../parse.js';

export const SCORED_FIELDS = [
  'wallet',
  'transactionId',
  'amountKyat',
  'occurredAt',
  'receiverName',
  'receiverNumber',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

/**
 * Which fields were read exactly. A masked number counts on its visible digits (how many stars
 * OCR saw is not compared, as compare.ts does not either); `receiverNumberWithMask` tells
 * whether the star count was right too, for the record.
 */
export function fieldsRight(
  read: ReceiptFields,
  truth: ReceiptFields,
): Record<ScoredField, boolean> & { receiverNumberWithMask: boolean } {
  const visible = (n: string | null) => (n === null ? null : JSON.stringify(maskedParts(n)));
  return {
    wallet: read.wallet === truth.wallet,
    transactionId: read.transactionId === truth.transactionId,
    amountKyat: read.amountKyat === truth.amountKyat,
    occurredAt: read.occurredAt === truth.occurredAt,
    receiverName: read.receiver.name === truth.receiver.name,
    receiverNumber:
      read.receiver.number !== null &&
      visible(read.receiver.number) === visible(truth.receiver.number),
    receiverNumberWithMask: read.receiver.number === truth.receiver.number,
  };
}
