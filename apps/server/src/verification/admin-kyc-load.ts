import type { AdminKycRequest, DuplicatePhotoOf, KycSelfieFaces } from '@dating/shared';
import { asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { facesOfSelfies, kycRiskSql } from '../faces/index.js';
import type { Db } from '../infra/db/client.js';
import { accounts, kycRequests, userProfiles } from '../infra/db/schema.js';
import { duplicatesOfMembers } from '../infra/images/duplicates.js';
import { storageUrl, storageUrlOrNull } from '../infra/storage/index.js';
import type { KycRow } from './kyc-row.js';

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
  faces: Map<string, KycSelfieFaces>,
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
    selfie1_faces: (row.selfie1Url && faces.get(row.selfie1Url)) || null,
    selfie2_faces: (row.selfie2Url && faces.get(row.selfie2Url)) || null,
  } satisfies AdminKycRequest;
}

/**
 * For each request, the earliest earlier request by another account that holds one of the
 * same selfies (hashes of the stored JPEGs, which equal bytes or equal pixels both produce).
 */
async function findDuplicates(db: Db, rows: KycRow[]): Promise<Map<string, Duplicate>> {
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

/** The list's orders: `risk` is the faces' risk first (faces/kyc-faces.ts), then oldest. */
export type KycOrder = 'newest' | 'oldest' | 'risk';

/** The risk of the request in `kyc_requests`, for the order and its keyset key. */
export const kycRisk = kycRiskSql(sql`${kycRequests}`);

function orderOf(order: KycOrder) {
  if (order === 'newest') return [desc(kycRequests.createdAt), desc(kycRequests.id)];
  const oldest = [asc(kycRequests.createdAt), asc(kycRequests.id)];
  return order === 'risk' ? [desc(kycRisk), ...oldest] : oldest;
}

/** Requests as the admins' KYC queue shows them, each with its keyset key (decision 025). */
export async function loadKycItems(
  db: Db,
  where: SQL | undefined,
  limit: number,
  order: KycOrder = 'newest',
) {
  const rows = await db
    .select({
      row: kycRequests,
      createdAtKey: sql<string>`${kycRequests.createdAt}::text`,
      risk: kycRisk,
      username: accounts.username,
      firstName: userProfiles.firstName,
      media: userProfiles.media,
      previousDenial: previousDenialSql,
    })
    .from(kycRequests)
    .innerJoin(accounts, eq(accounts.id, kycRequests.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, kycRequests.userId))
    .where(where)
    .orderBy(...orderOf(order))
    .limit(limit);
  const duplicates = await findDuplicates(
    db,
    rows.map((r) => r.row),
  );
  // Look-alike pictures: the member's selfies against others' photos, and their own photos.
  const lookAlikes = await duplicatesOfMembers(db, [...new Set(rows.map((r) => r.row.userId))]);
  // What the face analysis read from each selfie (pending until its job has run).
  const faces = await facesOfSelfies(
    db,
    rows.map(({ row, media }) => ({
      userId: row.userId,
      selfies: [row.selfie1Url, row.selfie2Url].filter((path): path is string => Boolean(path)),
      media: media ?? [],
    })),
  );
  return rows.map((listed) => ({
    key: { at: listed.createdAtKey, id: listed.row.id, risk: Number(listed.risk) },
    item: toAdminItem(
      listed,
      duplicates.get(listed.row.id) ?? null,
      lookAlikes.get(listed.row.userId) ?? [],
      faces,
    ),
  }));
}
