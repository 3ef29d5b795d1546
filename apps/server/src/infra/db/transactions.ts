import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Tx } from './client.js';
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

/** Runs inside a transaction, after its callback, before its commit: its writes commit with it. */
export type BeforeCommit = (tx: Tx, result: unknown) => Promise<void>;

type BeforeCommitScope = { hook: BeforeCommit; taken: boolean; open: boolean };
const beforeCommitScope = new AsyncLocalStorage<BeforeCommitScope>();

/**
 * Runs `operation` so that its one outermost transaction also runs `hook` before it commits,
 * with the callback's result: what the hook writes commits or rolls back with the operation's
 * effect (infra/http/idempotency.ts stores a request's answer this way). Such an operation
 * writes in one transaction: a second one while it runs throws, since the hook would describe
 * half of the effect. Work the operation leaves running after it returns is not hooked.
 */
export async function withBeforeCommit<T>(
  hook: BeforeCommit,
  operation: () => Promise<T>,
): Promise<T> {
  const scope: BeforeCommitScope = { hook, taken: false, open: true };
  try {
    return await beforeCommitScope.run(scope, operation);
  } finally {
    scope.open = false;
  }
}

/** The callback with the scope's hook added, or the callback alone outside such a scope. */
function withScopeHook<C extends (tx: Tx) => Promise<unknown>>(callback: C): C {
  const scope = beforeCommitScope.getStore();
  if (!scope?.open) return callback;
  if (scope.taken) throw new Error('An operation run withBeforeCommit ran a second transaction.');
  scope.taken = true;
  return (async (tx: Tx) => {
    // Transactions the callback itself opens on `db` are not this scope's.
    const result = await beforeCommitScope.exit(() => callback(tx));
    await scope.hook(tx, result);
    return result;
  }) as C;
}

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
    // Every run of a conflicting transaction runs the hook again: the last one commits.
    const hooked = withScopeHook(callback);
    for (let attempt = 1; ; attempt++) {
      try {
        return await runOnce(hooked, config);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
        await sleep(Math.random() * attempt * BACKOFF_STEP_MS);
      }
    }
  };
  db.transaction = transaction;
  return db;
}
