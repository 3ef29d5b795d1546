import type { FramePerson } from '@dating/shared';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { userProfiles } from '../infra/db/schema.js';
import { storageUrl } from '../infra/storage/index.js';

/** Members as live frames show them (a toast, "It's a Match!"): first name and avatar. */
export async function framePeople(db: Queryable, ids: string[]): Promise<FramePerson[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: userProfiles.userId,
      firstName: userProfiles.firstName,
      avatarUrl: userProfiles.avatarUrl,
    })
    .from(userProfiles)
    .where(inArray(userProfiles.userId, ids));
  return rows.map((r) => ({
    id: r.id,
    first_name: r.firstName ?? '',
    photo_url: r.avatarUrl ? storageUrl('media', r.avatarUrl) : null,
  }));
}
