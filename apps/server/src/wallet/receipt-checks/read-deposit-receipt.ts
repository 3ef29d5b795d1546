import { depositCoins, type ReceiptFlag } from '@dating/shared';
import { and, eq } from 'drizzle-orm';
import type { PaymentAccounts } from '../../config.js';
import type { Db } from '../../infra/db/client.js';
import { receiptReadings, walletTransactions } from '../../infra/db/schema.js';
import type { JobStats } from '../../infra/jobs/index.js';
import type { Storage } from '../../infra/storage/index.js';
import {
  normaliseTransactionId,
  type ReceiptReading,
  readReceipt,
  receiptFlags,
} from '../receipts/index.js';
import type { ReadReceiptJob } from './job.js';
import { depositsSharingId, lockReceiptComparison, markReused } from './reused.js';

export type ReceiptCheckDeps = {
  db: Db;
  storage: Storage;
  paymentAccounts: PaymentAccounts;
  coinsPerKyat: number;
  /** OCR of one screenshot; the process's shared reader unless a test gives its own. */
  read?: (image: Buffer) => Promise<ReceiptReading>;
};

const t = walletTransactions;

/** The normalised IDs a deposit is known by: the one typed and the one read (each if any). */
function idKeys(typed: string | null, read: string | null): string[] {
  const keys = [typed, read].map((ref) => (ref ? normaliseTransactionId(ref) : ''));
  return [...new Set(keys.filter(Boolean))];
}

/**
 * The read-receipt job (docs/receipt-reading.md): reads the deposit's stored screenshot, compares
 * it with what the member typed and the configured receiving accounts, and looks for the same
 * transaction ID on other deposits. Writes the deposit's one reading (a second run replaces it).
 * A deposit whose screenshot is gone (deleted, or the member deleted their account) is skipped.
 */
export async function readDepositReceipt(
  {
    db,
    storage,
    paymentAccounts,
    coinsPerKyat,
    read = (image) => readReceipt(image),
  }: ReceiptCheckDeps,
  { transactionId }: ReadReceiptJob,
): Promise<JobStats> {
  const [deposit] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, transactionId), eq(t.type, 'deposit')));
  const file = deposit?.proofUrl ? await storage.get('deposit-proofs', deposit.proofUrl) : null;
  if (!deposit || !file) return { skipped: 1 };
  const reading = await read(file.data);
  const { fields } = reading;
  const flags: ReceiptFlag[] = receiptFlags(
    fields,
    {
      paymentMethod: deposit.paymentMethod,
      transactionRef: deposit.transactionRef,
      amountKyat: deposit.amountKyat,
    },
    paymentAccounts,
  );
  const readRef = fields.transactionId
    ? normaliseTransactionId(fields.transactionId) || null
    : null;
  const values = {
    wallet: fields.wallet,
    transactionRef: readRef,
    amountKyat: fields.amountKyat,
    quotedCoins: fields.amountKyat === null ? null : depositCoins(fields.amountKyat, coinsPerKyat),
    occurredAt: fields.occurredAt ? new Date(fields.occurredAt) : null,
    receiverName: fields.receiver.name,
    receiverNumber: fields.receiver.number,
    confidence: reading.confidence,
    text: reading.text,
    readingMs: reading.ms,
  };
  const reused = await db.transaction(async (tx) => {
    await lockReceiptComparison(tx);
    const others = await depositsSharingId(
      tx,
      transactionId,
      idKeys(deposit.transactionRef, readRef),
    );
    const row = {
      ...values,
      flags: others.length > 0 ? [...flags, 'transaction_id_reused' as const] : flags,
      reusedWith: others,
    };
    await tx
      .insert(receiptReadings)
      .values({ transactionId, ...row })
      .onConflictDoUpdate({ target: receiptReadings.transactionId, set: row });
    if (others.length > 0) await markReused(tx, others, transactionId);
    return others.length;
  });
  return { flags: flags.length + (reused > 0 ? 1 : 0), reused, ms: reading.ms };
}
