import { FACE_MATCH_THRESHOLD, type KycSelfieFaces } from '@dating/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import type { PoseVerdict } from '../infra/faces/index.js';
import { storageUrl } from '../infra/storage/index.js';

/** A KYC request's pictures as faces-of needs them. */
export type KycPictures = { userId: string; selfies: string[]; media: string[] };

const inList = (paths: string[]) =>
  sql.join(
    paths.map((path) => sql`${path}`),
    sql`, `,
  );

/**
 * What the face analysis read from each selfie path, for the KYC viewer: faces, pose, each of
 * the member's photos with its own analysis and its similarity (best first), and the other
 * accounts it is linked to. A selfie or photo whose job has not run yet is `pending`.
 */
export async function facesOfSelfies(
  db: Queryable,
  requests: KycPictures[],
): Promise<Map<string, KycSelfieFaces>> {
  const paths = [...new Set(requests.flatMap((r) => r.selfies))];
  const found = new Map<string, KycSelfieFaces>();
  if (paths.length === 0) return found;
  const prints = rowsOf<{ path: string; faces: number; pose: PoseVerdict | null }>(
    await db.execute(sql`select path, faces, pose from face_prints
      where kind = 'selfie' and path in (${inList(paths)})`),
  );
  const media = [...new Set(requests.flatMap((r) => r.media))];
  const photoFaces = new Map(
    media.length === 0
      ? []
      : rowsOf<{ path: string; found: boolean }>(
          await db.execute(sql`select path, embedding is not null as found from face_prints
            where kind = 'photo' and path in (${inList(media)})`),
        ).map((row) => [row.path, row.found ? ('found' as const) : ('none' as const)]),
  );
  const similarities = rowsOf<{ selfie: string; photo: string; similarity: number | null }>(
    await db.execute(sql`
      select s.path as selfie, p.path as photo,
        face_similarity(s.embedding, p.embedding)::float8 as similarity
      from face_prints s join face_prints p on p.user_id = s.user_id and p.kind = 'photo'
      where s.kind = 'selfie' and s.path in (${inList(paths)})`),
  );
  const links = rowsOf<{ selfie: string; user_id: string; username: string; similarity: number }>(
    await db.execute(sql`
      select s.path as selfie, other.user_id::text as user_id, a.username,
        max(l.similarity)::float8 as similarity
      from face_prints s
      join face_links l on s.id in (l.print_id, l.other_print_id)
      join face_prints other
        on other.id = case when l.print_id = s.id then l.other_print_id else l.print_id end
      join accounts a on a.id = other.user_id
      where s.kind = 'selfie' and s.path in (${inList(paths)})
      group by s.path, other.user_id, a.username
      order by similarity desc, a.username`),
  );
  for (const request of requests) {
    for (const path of request.selfies) {
      const print = prints.find((p) => p.path === path);
      const photos = request.media.map((photo) => ({
        url: storageUrl('media', photo),
        face: photoFaces.get(photo) ?? ('pending' as const),
        similarity: numberOrNull(
          similarities.find((s) => s.selfie === path && s.photo === photo)?.similarity,
        ),
      }));
      photos.sort((a, b) => (b.similarity ?? -2) - (a.similarity ?? -2));
      found.set(path, {
        pending: !print,
        faces: print?.faces ?? null,
        pose: print?.pose ?? null,
        photos,
        linked: links
          .filter((l) => l.selfie === path)
          .map((l) => ({
            user_id: l.user_id,
            username: l.username,
            similarity: Number(l.similarity),
          })),
      });
    }
  }
  return found;
}

function numberOrNull(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/**
 * A request's risk for the KYC queue's `risk` order, from its selfies' prints: a face linked to
 * another account (8), no face (4), the asked pose not seen (2), a face unlike every analysed
 * own photo (1). `request` is the alias of kyc_requests in the query. Pending analyses score 0.
 */
export function kycRiskSql(request: SQL): SQL<number> {
  return sql<number>`(select coalesce(sum(
      case when exists (select 1 from face_links l where fp.id in (l.print_id, l.other_print_id))
        then 8 else 0 end
      + case when fp.faces = 0 then 4 else 0 end
      + case when fp.pose = 'not_seen' then 2 else 0 end
      + case when fp.embedding is not null
          and exists (select 1 from face_prints p
            where p.user_id = fp.user_id and p.kind = 'photo' and p.embedding is not null)
          and not exists (select 1 from face_prints p
            where p.user_id = fp.user_id and p.kind = 'photo'
              and face_similarity(fp.embedding, p.embedding) >= ${FACE_MATCH_THRESHOLD})
        then 1 else 0 end), 0)::int
    from face_prints fp
    where fp.kind = 'selfie' and fp.path in (${request}.selfie1_url, ${request}.selfie2_url))`;
}
