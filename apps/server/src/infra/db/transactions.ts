import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from './client.js';
import { sqlStateOf } from './errors.js';

/**
 * How often one transaction runs in all before its conflict becomes the caller's error. Lock
 * order (wallet/ledger.ts) keeps deadlocks rare; what remains (e.g. a member's rows reached
 * through another table) resolves on a second run, so a handful of runs is plenty.
 */
export const TRANSACTION_ATTEMPTS = 4;

/** Upper bound of the random pause before run n + 1: n × this, so contenders fall apart. */
const BACKOFF_STEP_MS = 25;

/** serialization_failure and deadlock_detected: PostgreSQL rolled back; running again is safe. */
const RETRYABLE_STATES = new Set(['40001', '40P01']);

export const isRetryableConflict = (error: unknown) =>
  RETRYABLE_STATES.has(sqlStateOf(error) ?? '');

/**
 * Makes `db.transaction` run its callback again after a serialization failure or a deadlock, up
 * to TRANSACTION_ATTEMPTS runs in all. PostgreSQL has already rolled the failed run back, so
 * every caller gets this without changes, provided its callback only writes through `tx` (or
 * repeats harmlessly, like the deposit's file write). Nested `tx.transaction` savepoints are
 * left alone: only the outermost transaction can be run again.
 */
export function retryConflictingTransactions<T extends Db>(db: T): T {
  const runOnce = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (callback, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await runOnce(callback, config);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
        await sleep(Math.random() * attempt * BACKOFF_STEP_MS);
      }
    }
  };
  db.transaction = transaction;
  return db;
}
