import {
  type AdminTransactionsQuery,
  DEFAULT_REJECTION_NOTE,
  type RejectTransactionRequest,
  type WalletTransactionType,
} from '@dating/shared';
import { and, asc, eq, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AuditAction, recordAudit } from '../infra/audit.js';
import type { Db, Queryable } from '../infra/db/client.js';
import { userProfiles, walletTransactions } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { lookAlikesOfPathSql } from '../infra/images/duplicates.js';
import { changeBalance, lockMemberRow } from './ledger.js';
import { toAdminTransaction } from './serialize.js';
import { newestFirst, olderThanCursor, pageOf } from './service.js';

const t = walletTransactions;

/**
 * An earlier deposit (any member, any status) with the same screenshot content hash or the same
 * non-empty transaction reference (compared trimmed, case-insensitively); null otherwise.
 */
const duplicateOf = sql<string | null>`case when ${t.type} = 'deposit' then (
  select d.id from wallet_transactions d
  where d.type = 'deposit'
    and (d.created_at, d.id) < (${t.createdAt}, ${t.id})
    and ((${t.proofSha256} is not null and d.proof_sha256 = ${t.proofSha256})
      or (coalesce(btrim(${t.transactionRef}), '') <> ''
        and lower(btrim(d.transaction_ref)) = lower(btrim(${t.transactionRef}))))
  order by d.created_at, d.id
  limit 1) end`;

/** `%` and `_` typed by the admin are literal characters in the search. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function selectAdminTransactions(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      tx: t,
      username: userProfiles.username,
      firstName: userProfiles.firstName,
      duplicateOf: sql<string | null>`(${duplicateOf})::text`,
      duplicatePhotoOf: lookAlikesOfPathSql('proof', sql`${t.proofUrl}`),
    })
    .from(t)
    .leftJoin(userProfiles, eq(userProfiles.userId, t.userId))
    .where(where);
}

/** The admin side of deposits and withdrawals (docs/product.md#coins-gifts-and-money). */
export function createAdminMoneyService(db: Db) {
  async function listPending(type: WalletTransactionType) {
    const rows = await selectAdminTransactions(
      db,
      and(eq(t.type, type), eq(t.status, 'pending')),
    ).orderBy(asc(t.createdAt), asc(t.id));
    return { items: rows.map(toAdminTransaction) };
  }

  /** Decided transactions, newest first; q = part of a username or the start of a transaction id. */
  async function history(query: AdminTransactionsQuery) {
    const q = query.q?.trim();
    let search: SQL | undefined;
    if (q) {
      const byName = sql`${userProfiles.username} ilike ${`%${escapeLike(q)}%`}`;
      search = /^[0-9a-f-]+$/i.test(q)
        ? or(byName, sql`${t.id}::text like ${`${q.toLowerCase()}%`}`)
        : byName;
    }
    const rows = await selectAdminTransactions(
      db,
      and(
        ne(t.status, 'pending'),
        query.type ? eq(t.type, query.type) : undefined,
        search,
        olderThanCursor(query.cursor),
      ),
    )
      .orderBy(...newestFirst)
      .limit(query.limit + 1);
    const page = pageOf(
      rows.map((r) => ({ ...r, id: r.tx.id })),
      query.limit,
    );
    return { items: page.items.map(toAdminTransaction), next_cursor: page.next_cursor };
  }

  async function loadOne(q: Queryable, id: string) {
    const [row] = await selectAdminTransactions(q, eq(t.id, id)).limit(1);
    if (!row) throw new AppError('NOT_FOUND');
    return toAdminTransaction(row);
  }

  /**
   * Moves a pending transaction to its decision with one conditional update
   * (`WHERE status = 'pending'`): of two admins deciding at once, one wins and the other gets
   * 409 ALREADY_DECIDED. Approvals need the member's account (ACCOUNT_DELETED otherwise).
   * The member is locked before the transaction row (ledger.ts lock order): an account deletion
   * running meanwhile either finishes first (the row then has no member) or waits for us.
   */
  async function decide(
    tx: Queryable,
    id: string,
    type: WalletTransactionType,
    values: Partial<typeof t.$inferInsert>,
    needsMember: boolean,
  ) {
    const [owner] = await tx.select({ userId: t.userId }).from(t).where(eq(t.id, id)).limit(1);
    if (owner?.userId) await lockMemberRow(tx, owner.userId, 'no key update');
    const [row] = await tx
      .update(t)
      .set({ ...values, decidedAt: new Date() })
      .where(
        and(
          eq(t.id, id),
          eq(t.type, type),
          eq(t.status, 'pending'),
          needsMember ? isNotNull(t.userId) : undefined,
        ),
      )
      .returning();
    if (row) return row;
    const [existing] = await tx
      .select({ status: t.status, userId: t.userId })
      .from(t)
      .where(and(eq(t.id, id), eq(t.type, type)))
      .limit(1);
    if (!existing) throw new AppError('NOT_FOUND');
    if (existing.status !== 'pending') throw new AppError('ALREADY_DECIDED');
    throw new AppError('ACCOUNT_DELETED');
  }

  async function audit(
    tx: Queryable,
    adminId: string,
    action: AuditAction,
    row: typeof t.$inferSelect,
  ) {
    await recordAudit(tx, adminId, action, row.userId, {
      transaction_id: row.id,
      amount: row.amount,
      ...(row.adminNotes ? { admin_notes: row.adminNotes } : {}),
    });
  }

  /** spec approve_deposit: sets the coin amount and credits it, exactly once. */
  async function approveDeposit(adminId: string, id: string, amount: number) {
    return db.transaction(async (tx) => {
      const row = await decide(
        tx,
        id,
        'deposit',
        { status: 'approved', amount, decidedBy: adminId },
        true,
      );
      await changeBalance(tx, row.userId as string, amount, 'deposit', row.id);
      await audit(tx, adminId, 'deposit.approve', row);
      return loadOne(tx, id);
    });
  }

  /** spec reject_deposit: notes optional, default 'No reason provided'; nothing is credited. */
  async function rejectDeposit(adminId: string, id: string, input: RejectTransactionRequest) {
    return db.transaction(async (tx) => {
      const row = await decide(
        tx,
        id,
        'deposit',
        { status: 'rejected', adminNotes: notesOf(input), decidedBy: adminId },
        false,
      );
      await audit(tx, adminId, 'deposit.reject', row);
      return loadOne(tx, id);
    });
  }

  /** spec approve_withdraw: the coins were held at request time; the payout happens outside. */
  async function approveWithdrawal(adminId: string, id: string) {
    return db.transaction(async (tx) => {
      const row = await decide(
        tx,
        id,
        'withdraw',
        { status: 'approved', decidedBy: adminId },
        true,
      );
      await audit(tx, adminId, 'withdrawal.approve', row);
      return loadOne(tx, id);
    });
  }

  /** spec reject_withdraw: the held amount goes back to the member (ledger withdrawal_release). */
  async function rejectWithdrawal(adminId: string, id: string, input: RejectTransactionRequest) {
    return db.transaction(async (tx) => {
      const row = await decide(
        tx,
        id,
        'withdraw',
        { status: 'rejected', adminNotes: notesOf(input), decidedBy: adminId },
        false,
      );
      // A deleted member's hold left with their balance: there is no one to return it to.
      if (row.userId && row.amount) {
        await changeBalance(tx, row.userId, row.amount, 'withdrawal_release', row.id);
      }
      await audit(tx, adminId, 'withdrawal.reject', row);
      return loadOne(tx, id);
    });
  }

  return {
    listPending,
    history,
    approveDeposit,
    rejectDeposit,
    approveWithdrawal,
    rejectWithdrawal,
  };
}

const notesOf = (input: RejectTransactionRequest) =>
  input.admin_notes?.trim() || DEFAULT_REJECTION_NOTE;

export type AdminMoneyService = ReturnType<typeof createAdminMoneyService>;
