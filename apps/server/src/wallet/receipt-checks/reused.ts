import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../infra/db/client.js';
import { rowsOf } from '../../infra/db/rows.js';

/**
 * A typed reference as normaliseTransactionId makes it, in SQL: Myanmar digits to Latin, no
 * spaces, dashes, dots, colons or slashes, upper case. Deposits made before receipts were read
 * (or not read yet) are found by what their member typed.
 */
const typedKey = (column: SQL) => sql`upper(regexp_replace(
  translate(coalesce(${column}, ''), '၀၁၂၃၄၅၆၇၈၉', '0123456789'), '[[:space:]_./:-]', '', 'g'))`;

/**
 * The other deposits (any member, any status) whose typed or read transaction ID is one of
 * `keys` (normalised), oldest first.
 */
export async function depositsSharingId(
  tx: Queryable,
  transactionId: string,
  keys: string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select d.id from wallet_transactions d
      where d.type = 'deposit' and d.id <> ${transactionId}
        and (${typedKey(sql`d.transaction_ref`)} in (${list})
          or exists (select 1 from receipt_readings r
            where r.transaction_id = d.id and r.transaction_ref in (${list})))
      order by d.created_at, d.id`),
  );
  return rows.map((row) => row.id);
}

/** The earlier readings learn of the new deposit too: their admin sees the reuse as well. */
export async function markReused(tx: Queryable, others: string[], transactionId: string) {
  const list = sql.join(
    others.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    update receipt_readings set
      reused_with = array(select distinct unnest(reused_with || ${transactionId}::uuid)),
      flags = case when 'transaction_id_reused' = any(flags) then flags
        else flags || array['transaction_id_reused'] end
    where transaction_id in (${list})`);
}

/**
 * One reading at a time compares and writes (across processes), so two deposits with one ID
 * read at once still find each other.
 */
export async function lockReceiptComparison(tx: Queryable) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('receipt_readings'))`);
}

/** Whether the deposit's reading found its transaction ID on another deposit (four eyes then). */
export async function readIdReused(tx: Queryable, transactionId: string): Promise<boolean> {
  const rows = rowsOf<{ reused: boolean }>(
    await tx.execute(sql`
      select exists (select 1 from receipt_readings
        where transaction_id = ${transactionId} and 'transaction_id_reused' = any(flags)) as reused`),
  );
  return rows[0]?.reused === true;
}
