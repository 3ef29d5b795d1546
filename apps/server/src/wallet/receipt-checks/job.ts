import type { Queryable } from '../../infra/db/client.js';
import type { JobQueue } from '../../infra/jobs/index.js';

/** The queue that reads one deposit's screenshot (read-deposit-receipt.ts). */
export const READ_RECEIPT_JOB = 'read-receipt';

export type ReadReceiptJob = { transactionId: string };

/**
 * Queues the reading of a deposit's screenshot, once per deposit. Given the transaction that
 * creates the deposit, the job exists exactly when the deposit does.
 */
export async function queueReceiptReading(
  queue: JobQueue,
  transactionId: string,
  tx: Queryable,
): Promise<void> {
  await queue.send<ReadReceiptJob>(
    READ_RECEIPT_JOB,
    { transactionId },
    {
      singletonKey: transactionId,
      tx,
    },
  );
}
