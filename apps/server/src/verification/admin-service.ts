import type {
  AdminKycDecisionRequest,
  AdminKycDecisionResponse,
  AdminKycQuery,
  AdminKycRequest,
  DuplicatePhotoOf,
} from '@dating/shared';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cursorTimestamp, decodeKeys, encodeKeys, keysetPage } from '../admin/index.js';
import { recordAudit } from '../infra/audit.js';
import type { Db } from '../infra/db/client.js';
import { accounts, kycRequests, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { duplicatesOfMembers } from '../infra/images/duplicates.js';
import { storageUrl, storageUrlOrNull } from '../infra/storage/index.js';
import { assertClaimFree } from '../moderation-claims/index.js';
import { enqueuePush } from '../notifications/index.js';
import type { KycRow } from './service.js';

/** The latest denied request of the same member before this one (a resubmission's history). */
const previousDenialSql = sql<{
  id: string;
  notes: string | null;
  decidedAt: string | null;
} | null>`(
  select json_build_object('id', p.id, 'notes', p.notes, 'decidedAt', p.decided_at)
  from kyc_requests p
  where p.user_id = ${kycRequests.userId} and p.status = 'denied'
    and (p.created_at, p.id) < (${kycRequests.createdAt}, ${kycRequests.id})
  order by p.created_at desc, p.id desc
  limit 1)`;

/** The list's keyset cursor: the last request's created_at (as PostgreSQL prints it) and id. */
const kycCursor = z.object({ at: cursorTimestamp, id: z.uuid() });

type Listed = {
  row: KycRow;
  username: string;
  firstName: string | null;
  media: string[] | null;
  previousDenial: { id: string; notes: string | null; decidedAt: string | null } | null;
};
type Duplicate = NonNullable<AdminKycRequest['duplicate_of']>;

const hashesOf = (row: KycRow) =>
  [row.selfie1Sha256, row.selfie2Sha256].filter((hash): hash is string => Boolean(hash));

function toAdminItem(
  { row, username, firstName, media, previousDenial }: Listed,
  duplicate: Duplicate | null,
  photoDuplicates: DuplicatePhotoOf[],
) {
  return {
    id: row.id,
    user: { id: row.userId, username, first_name: firstName },
    selfie1_url: storageUrlOrNull('kyc', row.selfie1Url),
    selfie2_url: storageUrlOrNull('kyc', row.selfie2Url),
    avatar_snapshot_url: storageUrlOrNull('kyc', row.avatarSnapshotUrl),
    challenge1: row.challenge1,
    challenge2: row.challenge2,
    status: row.status,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    duplicate_of: duplicate,
    duplicate_photo_of: photoDuplicates,
    avatar_match: row.avatarMatch ?? null,
    previous_denial: previousDenial
      ? {
          request_id: previousDenial.id,
          reason: previousDenial.notes,
          decided_at: previousDenial.decidedAt
            ? new Date(previousDenial.decidedAt).toISOString()
            : null,
        }
      : null,
    photos: (media ?? []).map((path) => storageUrl('media', path)),
  } satisfies AdminKycRequest;
}

export function createAdminKycService({ db }: { db: Db }) {
  /**
   * For each request, the earliest earlier request by another account that holds one of the
   * same selfies (hashes of the stored JPEGs, which equal bytes or equal pixels both produce).
   */
  async function findDuplicates(rows: KycRow[]): Promise<Map<string, Duplicate>> {
    const hashes = [...new Set(rows.flatMap(hashesOf))];
    const found = new Map<string, Duplicate>();
    if (hashes.length === 0) return found;
    const candidates = await db
      .select({
        id: kycRequests.id,
        userId: kycRequests.userId,
        username: accounts.username,
        selfie1Sha256: kycRequests.selfie1Sha256,
        selfie2Sha256: kycRequests.selfie2Sha256,
        createdAt: kycRequests.createdAt,
      })
      .from(kycRequests)
      .innerJoin(accounts, eq(accounts.id, kycRequests.userId))
      .where(
        or(inArray(kycRequests.selfie1Sha256, hashes), inArray(kycRequests.selfie2Sha256, hashes)),
      )
      .orderBy(asc(kycRequests.createdAt));
    for (const row of rows) {
      const mine = new Set(hashesOf(row));
      const earlier = candidates.find(
        (other) =>
          other.userId !== row.userId &&
          other.createdAt.getTime() <= row.createdAt.getTime() &&
          other.id !== row.id &&
          [other.selfie1Sha256, other.selfie2Sha256].some((hash) => hash && mine.has(hash)),
      );
      if (earlier) {
        found.set(row.id, {
          request_id: earlier.id,
          user_id: earlier.userId,
          username: earlier.username,
        });
      }
    }
    return found;
  }

  async function load(where: SQL | undefined, limit: number, oldestFirst = false) {
    const rows = await db
      .select({
        row: kycRequests,
        createdAtKey: sql<string>`${kycRequests.createdAt}::text`,
        username: accounts.username,
        firstName: userProfiles.firstName,
        media: userProfiles.media,
        previousDenial: previousDenialSql,
      })
      .from(kycRequests)
      .innerJoin(accounts, eq(accounts.id, kycRequests.userId))
      .leftJoin(userProfiles, eq(userProfiles.userId, kycRequests.userId))
      .where(where)
      .orderBy(
        ...(oldestFirst
          ? [asc(kycRequests.createdAt), asc(kycRequests.id)]
          : [desc(kycRequests.createdAt), desc(kycRequests.id)]),
      )
      .limit(limit);
    const duplicates = await findDuplicates(rows.map((r) => r.row));
    // Look-alike pictures: the member's selfies against others' photos, and their own photos.
    const lookAlikes = await duplicatesOfMembers(db, [...new Set(rows.map((r) => r.row.userId))]);
    return rows.map((listed) => ({
      key: { at: listed.createdAtKey, id: listed.row.id },
      item: toAdminItem(
        listed,
        duplicates.get(listed.row.id) ?? null,
        lookAlikes.get(listed.row.userId) ?? [],
      ),
    }));
  }

  /**
   * GET /api/admin/kyc: the open queue (pending) oldest first, so the longest wait is decided
   * first; decided requests and the unfiltered list newest first. Paged by keyset (decision
   * 025): a page starts after the last request of the one before, so decisions never make the
   * next page skip a request, and nothing is cut off.
   */
  async function list(query: AdminKycQuery) {
    const oldestFirst = query.status === 'pending';
    const cursor = query.cursor ? decodeKeys(kycCursor, query.cursor) : null;
    const keys = sql`(${kycRequests.createdAt}, ${kycRequests.id})`;
    const after = cursor
      ? oldestFirst
        ? sql`${keys} > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
        : sql`${keys} < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows = await load(
      and(query.status ? eq(kycRequests.status, query.status) : undefined, after),
      query.limit + 1,
      oldestFirst,
    );
    const page = keysetPage(rows, query.limit, (last) => encodeKeys(last.key));
    return { items: page.items.map((r) => r.item), next_cursor: page.next_cursor };
  }

  /**
   * The spec's handle_kyc_decision in one transaction: the request (only while pending, so two
   * admins clicking at once decide it once), the profile (verified on approval) and the audit.
   * The same decision again (a double click, a second tab) answers `already_decided` with the
   * decision made; a different one is refused with ALREADY_DECIDED (decision 025).
   */
  async function decide(
    adminId: string,
    requestId: string,
    input: AdminKycDecisionRequest,
  ): Promise<AdminKycDecisionResponse> {
    const reason = input.reason?.trim() || null;
    if (input.status === 'denied' && !reason) throw new AppError('KYC_REASON_REQUIRED');
    const outcome = await db.transaction(async (tx) => {
      await assertClaimFree(tx, 'kyc', requestId, adminId);
      const [decided] = await tx
        .update(kycRequests)
        .set({ status: input.status, notes: reason, decidedBy: adminId, decidedAt: new Date() })
        .where(and(eq(kycRequests.id, requestId), eq(kycRequests.status, 'pending')))
        .returning();
      if (!decided) {
        const [exists] = await tx
          .select({ status: kycRequests.status })
          .from(kycRequests)
          .where(eq(kycRequests.id, requestId))
          .limit(1);
        if (!exists) throw new AppError('NOT_FOUND');
        if (exists.status === input.status) return 'already_decided' as const;
        throw new AppError('ALREADY_DECIDED');
      }
      const approved = input.status === 'approved';
      await tx
        .update(userProfiles)
        .set(
          approved
            ? { isVerified: true, kycStatus: 'approved', updatedAt: new Date() }
            : { kycStatus: 'denied', updatedAt: new Date() },
        )
        .where(eq(userProfiles.userId, decided.userId));
      await recordAudit(tx, adminId, approved ? 'kyc.approve' : 'kyc.deny', decided.userId, {
        request_id: decided.id,
        ...(reason ? { reason } : {}),
      });
      await enqueuePush(tx, {
        kind: 'decision',
        userId: decided.userId,
        subject: 'verification',
        approved,
        id: decided.id,
      });
      return 'decided' as const;
    });
    const [loaded] = await load(eq(kycRequests.id, requestId), 1);
    if (!loaded) throw new AppError('NOT_FOUND');
    return { ...loaded.item, outcome };
  }

  return { list, decide };
}
