import { randomUUID } from 'node:crypto';
import {
  type DepositFields,
  depositCoins,
  WITHDRAWAL_RESERVE_COINS,
  type WithdrawalRequest,
  withdrawableCoins,
} from '@dating/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PaymentAccounts } from '../config.js';
import type { Db } from '../infra/db/client.js';
import { walletTransactions } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { perceptualHashes, processUpload, recordImageHash } from '../infra/images/index.js';
import type { JobQueue } from '../infra/jobs/index.js';
import type { Storage } from '../infra/storage/index.js';
import { balanceOf, lockMemberRow, tryChangeBalance } from './ledger.js';
import { pendingMoney } from './pending.js';
import { queueReceiptReading } from './receipt-checks/job.js';
import { paymentMethodsOf, type TransactionRow, toTransaction } from './serialize.js';

/** Payment screenshots keep enough pixels for the reference numbers to stay readable. */
export const PROOF_MAX_SIDE = 2400;
export const PROOF_QUALITY = 85;

/** The private path of a deposit's screenshot (spec: deposit-proofs `{userId}/{txId}.{ext}`). */
export const proofPathOf = (userId: string, transactionId: string) =>
  `${userId}/${transactionId}.webp`;

/** Keyset paging, newest first: rows strictly after the cursor row (its created_at, then id). */
export function olderThanCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${walletTransactions.createdAt}, ${walletTransactions.id}) < (select c.created_at, c.id from wallet_transactions c where c.id = ${cursor})`;
}

export const newestFirst = [desc(walletTransactions.createdAt), desc(walletTransactions.id)];

/** One page of `limit` items from `limit + 1` fetched rows, and the cursor of the next page. */
export function pageOf<T extends { id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next_cursor: rows.length > limit && last ? last.id : null };
}

type Deps = {
  db: Db;
  storage: Storage;
  queue: JobQueue;
  paymentAccounts: PaymentAccounts;
  coinsPerKyat: number;
};

/** A member's wallet: balance, own transactions, deposits and withdrawal requests. */
export function createWalletService({ db, storage, queue, paymentAccounts, coinsPerKyat }: Deps) {
  async function getWallet(userId: string) {
    const [coins, pending] = await Promise.all([balanceOf(db, userId), pendingMoney(db, userId)]);
    return {
      coins,
      withdrawable: withdrawableCoins(coins),
      payment_methods: paymentMethodsOf(paymentAccounts),
      coins_per_kyat: coinsPerKyat,
      pending,
    };
  }

  async function listTransactions(userId: string, cursor: string | undefined, limit: number) {
    const rows = await db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, userId), olderThanCursor(cursor)))
      .orderBy(...newestFirst)
      .limit(limit + 1);
    const page = pageOf(rows, limit);
    return { items: page.items.map(toTransaction), next_cursor: page.next_cursor };
  }

  /**
   * A pending deposit with its screenshot (docs/product.md#coins-gifts-and-money): the image is
   * re-encoded (metadata stripped) and stored privately at `{userId}/{txId}.webp`; proof_sha256 is
   * the hash of the uploaded bytes, so the same screenshot sent twice is flagged for the admin. The
   * row, the file and proof_url are written in one transaction: if anything fails mid-way, neither
   * the pending row nor the file remains.
   */
  async function createDeposit(userId: string, fields: DepositFields, proof: Buffer) {
    const image = await processUpload(proof, { maxSide: PROOF_MAX_SIDE, quality: PROOF_QUALITY });
    // Catches the same screenshot resized or recompressed, which the SHA-256 misses.
    const hashes = await perceptualHashes(image.full);
    const id = randomUUID();
    const path = proofPathOf(userId, id);
    try {
      return await db.transaction(async (tx) => {
        // Keeps the member until commit: an account deletion waits, then erases this row too.
        if (!(await lockMemberRow(tx, userId, 'key share'))) throw new AppError('NOT_FOUND');
        await tx.insert(walletTransactions).values({
          id,
          userId,
          type: 'deposit',
          status: 'pending',
          paymentMethod: fields.payment_method,
          transactionRef: fields.transaction_ref,
          // The coins the form showed the member: the admin's approval starts from them.
          amountKyat: fields.amount_kyat,
          quotedCoins:
            fields.amount_kyat === null ? null : depositCoins(fields.amount_kyat, coinsPerKyat),
          proofSha256: image.sha256,
        });
        await storage.put('deposit-proofs', path, image.full, 'image/webp');
        await recordImageHash(tx, { userId, kind: 'proof', path, hashes });
        // OCR in the background (docs/receipt-reading.md): queued only if the deposit commits.
        await queueReceiptReading(queue, id, tx);
        const [stored] = await tx
          .update(walletTransactions)
          .set({ proofUrl: path })
          .where(eq(walletTransactions.id, id))
          .returning();
        // The answer is the transaction's result: an Idempotency-Key stores it with the row.
        return toTransaction(stored as TransactionRow);
      });
    } catch (error) {
      await storage.remove('deposit-proofs', path).catch(() => undefined);
      await db
        .delete(walletTransactions)
        .where(and(eq(walletTransactions.id, id), eq(walletTransactions.status, 'pending')))
        .catch(() => undefined);
      throw error;
    }
  }

  /**
   * A withdrawal request (docs/product.md#coins-gifts-and-money): the amount is held at once
   * (ledger withdrawal_hold, balance drops), only if at least 500 coins remain; otherwise 422 'You
   * can withdraw a maximum of {n} coins.' with n = max(0, coins − 500) at that moment.
   */
  async function requestWithdrawal(userId: string, input: WithdrawalRequest) {
    return db.transaction(async (tx) => {
      const id = randomUUID();
      // The hold is the first statement, so it also takes the member lock (ledger.ts lock order).
      const coins = await tryChangeBalance(tx, userId, -input.amount, 'withdrawal_hold', id, {
        minimumAfter: WITHDRAWAL_RESERVE_COINS,
      });
      if (coins === null) {
        const current = await balanceOf(tx, userId);
        throw new AppError('WITHDRAWAL_MAXIMUM', { max: withdrawableCoins(current) });
      }
      const [inserted] = await tx
        .insert(walletTransactions)
        .values({
          id,
          userId,
          type: 'withdraw',
          status: 'pending',
          amount: input.amount,
          payoutDetails: input.payout_details,
        })
        .returning();
      return toTransaction(inserted as TransactionRow);
    });
  }

  return { getWallet, listTransactions, createDeposit, requestWithdrawal };
}

export type WalletService = ReturnType<typeof createWalletService>;
