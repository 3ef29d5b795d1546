import type { AdminPendingPage, AdminPendingQuery, WalletTransactionType } from '@dating/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { userProfiles, walletTransactions } from '../../infra/db/schema.js';
import { pendingFilters } from '../admin-context.js';
import { toAdminTransaction } from '../serialize.js';
import { type AdminMoney, selectAdminTransactions } from './select.js';

const t = walletTransactions;

/**
 * One page of the open queue, oldest first (the longest wait is decided first), filtered.
 * (created_at, id) is a total order, so while nothing is decided each open item is on exactly
 * one page; a decision takes its item out and the next one moves up. `total` counts the
 * filtered queue (unfiltered: the sidebar's count, queueCountsSql); the count and the page
 * are read from one snapshot so they agree. A page past the end is empty, with the real total.
 */
export async function listPending(
  { db, fourEyesCoins }: AdminMoney,
  type: WalletTransactionType,
  query: AdminPendingQuery,
): Promise<AdminPendingPage> {
  const where = and(eq(t.type, type), eq(t.status, 'pending'), pendingFilters(query));
  return db.transaction(
    async (tx) => {
      const [counted] = await tx
        .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
        .from(t)
        .leftJoin(userProfiles, eq(userProfiles.userId, t.userId))
        .where(where);
      const total = counted?.total ?? 0;
      const rows = await selectAdminTransactions(tx, where)
        .orderBy(asc(t.createdAt), asc(t.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return {
        items: rows.map(toAdminTransaction),
        four_eyes_coins: fourEyesCoins,
        total,
        page: query.page,
        page_count: Math.max(1, Math.ceil(total / query.limit)),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
