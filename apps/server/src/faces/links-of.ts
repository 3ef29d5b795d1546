import type { FaceLink } from '@dating/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { storageUrl } from '../infra/storage/index.js';

/** A face link seen from one side: the member, the other account and the two pictures. */
export type FaceLinkRow = {
  user_id: string;
  other_id: string;
  other_username: string;
  other_blocked: boolean;
  similarity: number;
  kind: 'photo' | 'selfie';
  path: string;
  other_kind: 'photo' | 'selfie';
  other_path: string;
};

/**
 * The face links of these members (every member's when `userIds` is omitted), each seen from
 * the member's side, most alike first: the admin member page and the Suspected queue's face
 * source read them here.
 */
export async function faceLinksOf(db: Queryable, userIds?: string[]): Promise<FaceLinkRow[]> {
  if (userIds?.length === 0) return [];
  const only = userIds
    ? sql`and mine.user_id in (${sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const rows = rowsOf<FaceLinkRow>(
    await db.execute(sql`
      select mine.user_id::text as user_id, other.user_id::text as other_id,
        p.username as other_username, p.is_blocked as other_blocked,
        l.similarity::float8 as similarity, mine.kind, mine.path,
        other.kind as other_kind, other.path as other_path
      from face_links l
      cross join lateral (values (l.print_id, l.other_print_id), (l.other_print_id, l.print_id))
        as side(mine_id, other_id)
      join face_prints mine on mine.id = side.mine_id
      join face_prints other on other.id = side.other_id
      join user_profiles p on p.user_id = other.user_id
      where true ${only}
      order by l.similarity desc, p.username, l.id`),
  );
  return rows.map((row) => ({ ...row, similarity: Number(row.similarity) }));
}

const pictureUrl = (kind: 'photo' | 'selfie', path: string) =>
  storageUrl(kind === 'photo' ? 'media' : 'kyc', path);

/** The admin member page's face links of one member. */
export async function memberFaceLinks(db: Queryable, userId: string): Promise<FaceLink[]> {
  return (await faceLinksOf(db, [userId])).map((row) => ({
    other: { id: row.other_id, username: row.other_username, is_blocked: row.other_blocked },
    similarity: row.similarity,
    picture: { kind: row.kind, url: pictureUrl(row.kind, row.path) },
    other_picture: { kind: row.other_kind, url: pictureUrl(row.other_kind, row.other_path) },
  }));
}
