import type { FastifyInstance } from 'fastify';
import { closeReceiptReader } from '../receipts/index.js';
import { READ_RECEIPT_JOB, type ReadReceiptJob } from './job.js';
import { readDepositReceipt } from './read-deposit-receipt.js';

/**
 * The read-receipt job (docs/receipt-reading.md), defined while the app is built. The OCR worker
 * starts with the first screenshot and is closed with the app.
 */
export function registerReceiptChecks(app: FastifyInstance): void {
  // After preClose has stopped the queue: no job is reading any more.
  app.addHook('onClose', async () => {
    await closeReceiptReader();
  });
  const deps = {
    db: app.database.db,
    storage: app.storage,
    paymentAccounts: app.config.paymentAccounts,
    coinsPerKyat: app.config.coinsPerKyat,
  };
  app.queue.define<ReadReceiptJob>(READ_RECEIPT_JOB, (job) => readDepositReceipt(deps, job), {
    retryLimit: 2,
    // The first job also starts the worker and loads the language data; a loaded core is slower.
    expireInSeconds: 120,
  });
}
