import { FACE_MATCH_THRESHOLD } from '@dating/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';

/**
 * Links a print to every other account's print (photos and selfies, blocked accounts included)
 * that looks like the same face: the database's face_similarity at or above the threshold. The
 * print's old links go first, so a job run again leaves the same links. Returns how many.
 */
export async function linkPrint(db: Queryable, printId: number): Promise<number> {
  await db.execute(
    sql`delete from face_links where print_id = ${printId} or other_print_id = ${printId}`,
  );
  const inserted = await db.execute(sql`
    insert into face_links (print_id, other_print_id, similarity)
    select least(mine.id, other.id), greatest(mine.id, other.id), s.similarity
    from face_prints mine
    join face_prints other on other.user_id <> mine.user_id and other.embedding is not null
    cross join lateral (select face_similarity(mine.embedding, other.embedding) as similarity) s
    where mine.id = ${printId} and mine.embedding is not null
      and s.similarity >= ${FACE_MATCH_THRESHOLD}
    on conflict (print_id, other_print_id) do update set similarity = excluded.similarity
    returning id`);
  return rowsOf(inserted).length;
}
