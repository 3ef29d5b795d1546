import type { DuplicatePhotoOf } from '@dating/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { imageHashes } from '../db/schema.js';
import { type PerceptualHashes, PHASH_MATCH_DISTANCE } from './phash.js';

export type HashedKind = 'photo' | 'selfie' | 'proof';

/**
 * Records the perceptual hashes of a stored picture (perceptualHashes of the bytes as stored,
 * computed before the caller's transaction) under its storage path. A photo is compared with
 * other accounts' photos, a selfie with other members' photos, a proof with other accounts'
 * proofs (docs/product.md#stolen-and-reused-photos).
 */
export async function recordImageHash(
  db: Queryable,
  entry: { userId: string; kind: HashedKind; path: string; hashes: PerceptualHashes | null },
) {
  if (!entry.hashes) return;
  const { hash, mirror } = entry.hashes;
  const [row] = await db
    .insert(imageHashes)
    .values({ userId: entry.userId, kind: entry.kind, path: entry.path, hash, mirrorHash: mirror })
    .onConflictDoUpdate({
      target: [imageHashes.kind, imageHashes.path],
      set: { hash, mirrorHash: mirror, userId: entry.userId },
    })
    .returning({ id: imageHashes.id });
  if (row) await linkPicture(db, row.id);
}

/**
 * Two pictures are compared when one is compared with the other's kind: photos and selfies with
 * photos, proofs with proofs (aliases `a` and `b`, either way round).
 */
const comparedKinds = sql`(a.kind = 'proof') = (b.kind = 'proof')
  and not (a.kind = 'selfie' and b.kind = 'selfie')`;

/** Within PHASH_MATCH_DISTANCE bits, as they are or either one mirrored. */
const alike = sql`(bit_count((a.hash # b.hash)::bit(64)) <= ${PHASH_MATCH_DISTANCE}
  or bit_count((a.hash # b.mirror_hash)::bit(64)) <= ${PHASH_MATCH_DISTANCE}
  or bit_count((b.hash # a.mirror_hash)::bit(64)) <= ${PHASH_MATCH_DISTANCE})`;

/**
 * Records which other accounts' pictures look like this one (picture_links): one pass over the
 * hashes per new picture, so that reading the links never compares every pair. A re-hashed path
 * loses its old links first.
 */
async function linkPicture(db: Queryable, hashId: number) {
  await db.execute(
    sql`delete from picture_links where hash_id = ${hashId} or other_hash_id = ${hashId}`,
  );
  await db.execute(sql`
    insert into picture_links (hash_id, other_hash_id)
    select least(a.id, b.id), greatest(a.id, b.id)
    from image_hashes a join image_hashes b on b.user_id <> a.user_id and ${comparedKinds} and ${alike}
    where a.id = ${hashId}
    on conflict do nothing`);
}

export async function forgetImageHashes(db: Queryable, kind: HashedKind, paths: string[]) {
  if (paths.length === 0) return;
  await db
    .delete(imageHashes)
    .where(and(eq(imageHashes.kind, kind), inArray(imageHashes.path, paths)));
}

/**
 * `other` is a picture `mine` was found to look like (picture_links, either way round) and of
 * the kind `mine` is compared with: photos and selfies against other accounts' photos, proofs
 * against proofs. A join from `image_hashes mine`.
 */
const looksAlike = sql`join picture_links l on l.hash_id = mine.id or l.other_hash_id = mine.id
  join image_hashes other on other.id = case when l.hash_id = mine.id
      then l.other_hash_id else l.hash_id end
    and other.kind = case mine.kind when 'proof' then 'proof' else 'photo' end`;

/**
 * Other accounts whose pictures match the pictures `mine` selects (an SQL condition on the
 * alias `mine`), keyed by `keyOf` (`mine.user_id` or `mine.path`).
 */
async function matches(db: Queryable, where: SQL, key: 'user_id' | 'path') {
  const result = await db.execute(sql`
    select distinct mine.${sql.raw(key)}::text as key, other.user_id::text as user_id, a.username
    from image_hashes mine
    ${looksAlike}
    join accounts a on a.id = other.user_id
    where ${where}
    order by a.username`);
  const found = new Map<string, DuplicatePhotoOf[]>();
  for (const row of rowsOf<{ key: string; user_id: string; username: string }>(result)) {
    const list = found.get(row.key);
    if (list) list.push({ user_id: row.user_id, username: row.username });
    else found.set(row.key, [{ user_id: row.user_id, username: row.username }]);
  }
  return found;
}

/** Per member: other accounts sharing one of their profile photos or selfies' faces. */
export function duplicatesOfMembers(
  db: Queryable,
  userIds: string[],
): Promise<Map<string, DuplicatePhotoOf[]>> {
  if (userIds.length === 0) return Promise.resolve(new Map());
  return matches(
    db,
    sql`mine.user_id in (${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and mine.kind in ('photo', 'selfie')`,
    'user_id',
  );
}

/**
 * For one list row: the other accounts whose pictures of the matching kind look like the
 * picture stored at `path` (a column), as a JSON array (`[]` when none).
 */
export function lookAlikesOfPathSql(kind: HashedKind, path: SQL): SQL<DuplicatePhotoOf[]> {
  return sql<DuplicatePhotoOf[]>`coalesce((
    select json_agg(json_build_object('user_id', o.user_id, 'username', a.username) order by a.username)
    from (
      select distinct other.user_id
      from image_hashes mine
      ${looksAlike}
      where mine.kind = ${kind} and mine.path = ${path}
    ) o
    join accounts a on a.id = o.user_id), '[]'::json)`;
}

/** Merges several lists of matched accounts into one, each account once. */
export function mergeDuplicates(...lists: (DuplicatePhotoOf[] | undefined)[]): DuplicatePhotoOf[] {
  const byId = new Map<string, DuplicatePhotoOf>();
  for (const list of lists) for (const d of list ?? []) byId.set(d.user_id, d);
  return [...byId.values()];
}

/**
 * The member page's linked accounts: every other account with a picture that looks like one of
 * `userId`'s (photos and selfies against photos, deposit proofs against proofs), with the kinds
 * of `userId`'s pictures that matched.
 */
export async function linkedAccountsOf(
  db: Queryable,
  userId: string,
): Promise<{ user_id: string; username: string; kinds: string[] }[]> {
  const result = await db.execute(sql`
    select other.user_id::text as user_id, a.username,
      array_agg(distinct mine.kind order by mine.kind) as kinds
    from image_hashes mine
    ${looksAlike}
    join accounts a on a.id = other.user_id
    where mine.user_id = ${userId}::uuid
    group by other.user_id, a.username
    order by a.username`);
  return rowsOf<{ user_id: string; username: string; kinds: string[] }>(result);
}
