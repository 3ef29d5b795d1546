import { sql } from 'drizzle-orm';
import { faceLinksOf } from '../../faces/index.js';
import { rowsOf } from '../../infra/db/rows.js';
import { flaggable } from '../signals/types.js';
import type { Link, LinkSource } from './types.js';

/**
 * Accounts showing one face (a profile photo or selfie of each, linked by the faces feature at
 * FACE_MATCH_THRESHOLD: docs/face-matching.md). The links are read from their one definition
 * and kept where the member is flaggable and the other side is a member (a blocked one too).
 */
export const faceLinks: LinkSource = {
  via: 'face',
  async find(db) {
    const found = await faceLinksOf(db);
    if (found.length === 0) return [];
    const ids = [...new Set(found.flatMap((row) => [row.user_id, row.other_id]))];
    const rows = rowsOf<{ id: string; flaggable: boolean; member: boolean }>(
      await db.execute(sql`select p.user_id::text as id, ${flaggable('p')} as flaggable,
          (p.role = 'user' and not p.is_demo) as member
        from user_profiles p where p.user_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`),
    );
    const status = new Map(rows.map((row) => [row.id, row]));
    const links: Link[] = [];
    for (const row of found) {
      if (!status.get(row.user_id)?.flaggable || !status.get(row.other_id)?.member) continue;
      links.push({
        user_id: row.user_id,
        other_id: row.other_id,
        other_username: row.other_username,
        other_blocked: row.other_blocked,
        detail: `same face (${row.kind} and ${row.other_kind}, ${row.similarity.toFixed(2)})`,
      });
    }
    return links;
  },
};
