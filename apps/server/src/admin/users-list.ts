import type { AdminUsersResponse } from '@dating/shared';
import { and, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { escapeLike } from '../infra/db/like.js';
import { userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { duplicatesOfMembers } from '../infra/images/duplicates.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { keysetPage } from './lists.js';
import { toAdminUser, userColumns } from './member-row.js';

/** Newest first, keyset paged by (created_at, id); search on username or first name. */
export async function listUsers(
  db: Db,
  input: { q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<AdminUsersResponse> {
  const conditions: SQL[] = [];
  const q = input.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(
      or(ilike(userProfiles.username, pattern), ilike(userProfiles.firstName, pattern)) as SQL,
    );
  }
  if (input.cursor) {
    const cursor = decodeCursor(input.cursor);
    if (!cursor) throw new AppError('VALIDATION_FAILED', { field: 'cursor' });
    conditions.push(
      sql`(${userProfiles.createdAt}, ${userProfiles.userId}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const rows = await db
    .select({ ...userColumns, at: sql<string>`${userProfiles.createdAt}::text` })
    .from(userProfiles)
    .where(and(...conditions))
    .orderBy(desc(userProfiles.createdAt), desc(userProfiles.userId))
    .limit(input.limit + 1);
  const page = keysetPage(rows, input.limit, (last) => encodeCursor(last.at, last.id));
  const duplicates = await duplicatesOfMembers(
    db,
    page.items.map((r) => r.id),
  );
  return {
    items: page.items.map((row) => toAdminUser(row, duplicates.get(row.id))),
    next_cursor: page.next_cursor,
  };
}
