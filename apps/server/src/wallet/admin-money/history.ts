import type { AdminTransactionsQuery } from '@dating/shared';
import { and, eq, ne } from 'drizzle-orm';
import { walletTransactions } from '../../infra/db/schema.js';
import { isUuid } from '../../infra/db/uuid.js';
import { searchCondition } from '../admin-context.js';
import { toAdminTransaction } from '../serialize.js';
import { newestFirst, olderThanCursor, pageOf } from '../service.js';
import { type AdminMoney, selectAdminTransactions } from './select.js';

const t = walletTransactions;

/**
 * Decided transactions, newest first; q = part of a username, of the transaction or payout
 * reference, or the start of a transaction id.
 */
export async function history({ db }: AdminMoney, query: AdminTransactionsQuery) {
  const search = searchCondition(query.q);
  const rows = await selectAdminTransactions(
    db,
    and(
      // A whole transaction id (a duplicate flag's link) finds it in any state.
      isUuid(query.q?.trim() ?? '') ? undefined : ne(t.status, 'pending'),
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
