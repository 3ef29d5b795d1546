import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../infra/db/client.js';
import { receiptReadings, userProfiles, walletTransactions } from '../../infra/db/schema.js';
import { AppError } from '../../infra/http/errors.js';
import { lookAlikesOfPathSql } from '../../infra/images/duplicates.js';
import {
  decidedByUsernameSql,
  duplicateMatchSql,
  duplicateOfSql,
  firstApprovedByUsernameSql,
  memberContextSql,
} from '../admin-context.js';
import { receiptReadingColumns } from '../receipt-checks/serialize.js';
import { toAdminTransaction } from '../serialize.js';

const t = walletTransactions;

/** What every admin money operation works with. */
export interface AdminMoney {
  db: Db;
  /** Approvals above this many coins need a second admin (decisions 016, 024). */
  fourEyesCoins: number;
}

/** Transactions as an admin sees them: the member, the duplicate flags, the receipt read, who decided. */
export function selectAdminTransactions(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      tx: t,
      username: userProfiles.username,
      firstName: userProfiles.firstName,
      duplicateOf: duplicateOfSql,
      duplicateMatch: duplicateMatchSql,
      duplicatePhotoOf: lookAlikesOfPathSql('proof', sql`${t.proofUrl}`),
      decidedByUsername: decidedByUsernameSql,
      firstApprovedByUsername: firstApprovedByUsernameSql,
      memberContext: memberContextSql,
      receiptReading: receiptReadingColumns,
    })
    .from(t)
    .leftJoin(userProfiles, eq(userProfiles.userId, t.userId))
    .leftJoin(receiptReadings, eq(receiptReadings.transactionId, t.id))
    .where(where);
}

export async function loadOne(q: Queryable, id: string) {
  const [row] = await selectAdminTransactions(q, eq(t.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminTransaction(row);
}
