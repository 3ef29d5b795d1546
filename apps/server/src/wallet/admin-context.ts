import type { AdminPendingQuery, AdminWalletTransaction } from '@dating/shared';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../infra/db/like.js';
import { userProfiles, walletTransactions } from '../infra/db/schema.js';

const t = walletTransactions;

const sameShot = sql`(${t.proofSha256} is not null and d.proof_sha256 = ${t.proofSha256})`;
const sameRef = sql`(coalesce(btrim(${t.transactionRef}), '') <> ''
  and lower(btrim(d.transaction_ref)) = lower(btrim(${t.transactionRef})))`;

/**
 * The earliest earlier deposit (any member, any status) with the same screenshot content hash or
 * the same non-empty transaction reference (trimmed, case-insensitive), as `picked` of it (alias d).
 */
const earlierDuplicate = (picked: SQL) => sql`case when ${t.type} = 'deposit' then (
  select ${picked} from wallet_transactions d
  where d.type = 'deposit'
    and (d.created_at, d.id) < (${t.createdAt}, ${t.id})
    and (${sameShot} or ${sameRef})
  order by d.created_at, d.id
  limit 1) end`;

export const duplicateOfSql = sql<string | null>`(${earlierDuplicate(sql`d.id`)})::text`;

/** What the earlier deposit shares with this one: the screenshot, the reference, or both. */
export const duplicateMatchSql = sql<AdminWalletTransaction['duplicate_match']>`${earlierDuplicate(
  sql`case when ${sameShot} and ${sameRef} then 'both'
    when ${sameShot} then 'screenshot' else 'reference' end`,
)}`;

const usernameOf = (column: SQL | typeof t.decidedBy | typeof t.firstApprovedBy) =>
  sql<string | null>`(select a.username from accounts a where a.id = ${column})`;

export const decidedByUsernameSql = usernameOf(t.decidedBy);
export const firstApprovedByUsernameSql = usernameOf(t.firstApprovedBy);

type MemberContext = NonNullable<AdminWalletTransaction['member_context']>;

/**
 * Before approving: is the member blocked, how many reports against them are open, and what they
 * deposited before (approved deposits other than this one).
 */
export const memberContextSql = sql<MemberContext | null>`(
  select json_build_object(
    'is_blocked', p.is_blocked,
    'open_reports', (select count(*)::int from reports r
      where r.reported_user_id = p.user_id and r.status = 'pending'),
    'approved_deposits', (select count(*)::int from wallet_transactions e
      where e.user_id = p.user_id and e.type = 'deposit' and e.status = 'approved'
        and e.id <> ${t.id}),
    'approved_deposit_coins', (select coalesce(sum(e.amount), 0)::int from wallet_transactions e
      where e.user_id = p.user_id and e.type = 'deposit' and e.status = 'approved'
        and e.id <> ${t.id}))
  from user_profiles p where p.user_id = ${t.userId})`;

/**
 * A search of the money lists: part of the username, part of the transaction reference or the
 * payout reference, or the start of a transaction id.
 */
export function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const like = `%${escapeLike(text)}%`;
  const conditions = [
    sql`${userProfiles.username} ilike ${like}`,
    sql`${t.transactionRef} ilike ${like}`,
    sql`${t.payoutReference} ilike ${like}`,
  ];
  if (/^[0-9a-f-]+$/i.test(text)) {
    conditions.push(sql`${t.id}::text like ${`${text.toLowerCase()}%`}`);
  }
  return or(...conditions);
}

/** The open queues' filters: a payment method and a search. */
export function pendingFilters(query: AdminPendingQuery): SQL | undefined {
  return and(
    query.method ? eq(t.paymentMethod, query.method) : undefined,
    searchCondition(query.q),
  );
}
