import {
  type ClaimItemKind,
  type ClaimsResponse,
  MODERATION_CLAIM_TTL_MS,
  type ModerationClaim,
} from '@dating/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../infra/audit.js';
import type { Db, Queryable } from '../infra/db/client.js';
import {
  accounts,
  kycRequests,
  moderationClaims,
  userProfiles,
  walletTransactions,
} from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';

const c = moderationClaims;
const live = sql`${c.expiresAt} > now()`;

/** The member an item is about (the audit's target), or undefined when there is no such item. */
async function memberOf(
  q: Queryable,
  kind: ClaimItemKind,
  id: string,
): Promise<{ userId: string | null } | undefined> {
  // A reported or a suspected member: the item is the member.
  if (kind === 'report' || kind === 'suspected') {
    const [row] = await q
      .select({ userId: userProfiles.userId })
      .from(userProfiles)
      .where(and(eq(userProfiles.userId, id), eq(userProfiles.role, 'user')))
      .limit(1);
    return row;
  }
  if (kind === 'kyc') {
    const [row] = await q
      .select({ userId: kycRequests.userId })
      .from(kycRequests)
      .where(eq(kycRequests.id, id))
      .limit(1);
    return row;
  }
  const type = kind === 'deposit' ? 'deposit' : 'withdraw';
  const [row] = await q
    .select({ userId: walletTransactions.userId })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.id, id), eq(walletTransactions.type, type)))
    .limit(1);
  return row;
}

const claimColumns = {
  kind: c.itemKind,
  id: c.itemId,
  adminId: c.adminId,
  username: accounts.username,
  expiresAt: c.expiresAt,
};

type ClaimRow = {
  kind: ClaimItemKind;
  id: string;
  adminId: string;
  username: string;
  expiresAt: Date;
};

const toClaim = (row: ClaimRow): ModerationClaim => ({
  kind: row.kind,
  id: row.id,
  admin: { id: row.adminId, username: row.username },
  expires_at: row.expiresAt.toISOString(),
});

function claimedError(holder: ClaimRow): AppError {
  return new AppError('ITEM_CLAIMED', {
    username: holder.username,
    until: holder.expiresAt.toISOString(),
  });
}

/** Another admin's live claim on the item, if any. */
async function otherHolder(q: Queryable, kind: ClaimItemKind, id: string, adminId: string) {
  const [row] = await q
    .select(claimColumns)
    .from(c)
    .innerJoin(accounts, eq(accounts.id, c.adminId))
    .where(and(eq(c.itemKind, kind), eq(c.itemId, id), ne(c.adminId, adminId), live))
    .limit(1);
  return row;
}

/**
 * Every decide path calls this inside its transaction, before it changes anything: another
 * admin's live claim refuses the decision with 409 ITEM_CLAIMED (naming the holder). Otherwise
 * the item's claim (the caller's own, or an expired one) ends with the decision: a refused or
 * failed decision rolls back with it, so the claim then stays.
 */
export async function assertClaimFree(
  tx: Queryable,
  kind: ClaimItemKind,
  id: string,
  adminId: string,
): Promise<void> {
  const holder = await otherHolder(tx, kind, id, adminId);
  if (holder) throw claimedError(holder);
  await tx.delete(c).where(and(eq(c.itemKind, kind), eq(c.itemId, id)));
}

/** Claims, renewals and releases of queue items (docs/decisions/026-moderation-claims.md). */
export function createClaimsService(db: Db) {
  /**
   * Claims the item for MODERATION_CLAIM_TTL_MS, or renews the caller's claim: one conditional
   * statement inserts, renews the caller's own, or takes over an expired one; another admin's
   * live claim is left alone and answered 409 ITEM_CLAIMED. A new claim is audited, a renewal not.
   */
  async function claim(adminId: string, kind: ClaimItemKind, id: string): Promise<ModerationClaim> {
    return db.transaction(async (tx) => {
      const item = await memberOf(tx, kind, id);
      if (!item) throw new AppError('NOT_FOUND');
      const expires = sql`now() + ${MODERATION_CLAIM_TTL_MS} * interval '1 millisecond'`;
      const [row] = await tx
        .insert(c)
        .values({ itemKind: kind, itemId: id, adminId, claimedAt: sql`now()`, expiresAt: expires })
        .onConflictDoUpdate({
          target: [c.itemKind, c.itemId],
          set: {
            adminId: sql`excluded.admin_id`,
            expiresAt: sql`excluded.expires_at`,
            claimedAt: sql`case when moderation_claims.admin_id = excluded.admin_id
              and moderation_claims.expires_at > now()
              then moderation_claims.claimed_at else excluded.claimed_at end`,
          },
          setWhere: sql`moderation_claims.admin_id = excluded.admin_id
            or moderation_claims.expires_at <= now()`,
        })
        .returning({ expiresAt: c.expiresAt, taken: sql<boolean>`${c.claimedAt} = now()` });
      if (!row) {
        const holder = await otherHolder(tx, kind, id, adminId);
        if (holder) throw claimedError(holder);
        throw new AppError('REQUEST_IN_PROGRESS');
      }
      if (row.taken) {
        await recordAudit(tx, adminId, 'claim.take', item.userId, {
          kind,
          item_id: id,
          expires_at: row.expiresAt.toISOString(),
        });
      }
      const [me] = await tx
        .select({ username: accounts.username })
        .from(accounts)
        .where(eq(accounts.id, adminId))
        .limit(1);
      return toClaim({ kind, id, adminId, username: me?.username ?? '', expiresAt: row.expiresAt });
    });
  }

  /** Ends the caller's live claim (leaving the item); someone else's or none changes nothing. */
  async function release(adminId: string, kind: ClaimItemKind, id: string) {
    return db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(c)
        .where(and(eq(c.itemKind, kind), eq(c.itemId, id), eq(c.adminId, adminId), live))
        .returning({ id: c.itemId });
      if (!gone) return { released: false };
      const item = await memberOf(tx, kind, id);
      await recordAudit(tx, adminId, 'claim.release', item?.userId ?? null, { kind, item_id: id });
      return { released: true };
    });
  }

  /** The live claims of one queue, for its list's "Claimed by" marks (expired ones are gone). */
  async function list(kind: ClaimItemKind): Promise<ClaimsResponse> {
    const rows = await db
      .select(claimColumns)
      .from(c)
      .innerJoin(accounts, eq(accounts.id, c.adminId))
      .where(and(eq(c.itemKind, kind), live))
      .orderBy(asc(c.expiresAt));
    return { items: rows.map(toClaim) };
  }

  return { claim, release, list };
}
