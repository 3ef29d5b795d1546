import { sql } from 'drizzle-orm';
import { rowsOf } from '../../infra/db/rows.js';
import { duplicatesOfMembers } from '../../infra/images/duplicates.js';
import { flaggable } from '../signals/types.js';
import type { Link, LinkSource } from './types.js';

/** Members asked about at once (bind parameters per statement stay far below the limit). */
const CHUNK = 2000;

/**
 * Accounts sharing a picture (profile photo, selfie or deposit proof), by the perceptual hashes
 * the Stolen-photos check keeps: its one definition (infra/images/duplicates.ts) is asked about
 * every flaggable member who has a hashed picture.
 */
export const photoLinks: LinkSource = {
  via: 'photo',
  async find(db) {
    const members = rowsOf<{ user_id: string }>(
      await db.execute(sql`
        select distinct h.user_id::text from image_hashes h
        join user_profiles p on p.user_id = h.user_id and ${flaggable('p')}`),
    ).map((row) => row.user_id);
    const links: Link[] = [];
    for (let i = 0; i < members.length; i += CHUNK) {
      const chunk = members.slice(i, i + CHUNK);
      const found = await duplicatesOfMembers(db, chunk);
      if (found.size === 0) continue;
      const others = [...new Set([...found.values()].flat().map((d) => d.user_id))];
      const status = new Map(
        rowsOf<{ id: string; is_blocked: boolean; ok: boolean }>(
          await db.execute(sql`select user_id::text as id, is_blocked,
              (role = 'user' and not is_demo) as ok
            from user_profiles where user_id in (${sql.join(
              others.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`),
        ).map((row) => [row.id, row]),
      );
      for (const [userId, duplicates] of found) {
        for (const d of duplicates) {
          const other = status.get(d.user_id);
          if (!other?.ok) continue;
          links.push({
            user_id: userId,
            other_id: d.user_id,
            other_username: d.username,
            other_blocked: other.is_blocked,
            detail: 'same picture',
          });
        }
      }
    }
    return links;
  },
};
