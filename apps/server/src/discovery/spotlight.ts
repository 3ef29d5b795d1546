import { and, desc, gt, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { userProfiles } from '../infra/db/schema.js';
import { blockedBetween, isDiscoverable, toPublicProfile } from '../profiles/index.js';

/** Boosted members, latest boost first (spec: boosted_until descending). */
export async function spotlightFor(db: Db, viewerId: string) {
  const rows = await db
    .select()
    .from(userProfiles)
    .where(
      and(
        isDiscoverable,
        gt(userProfiles.boostedUntil, new Date()),
        sql`not ${blockedBetween(viewerId, sql`${userProfiles.userId}`)}`,
      ),
    )
    .orderBy(desc(userProfiles.boostedUntil))
    .limit(60);
  return rows.map((row) => ({
    ...toPublicProfile(row, null),
    boosted_until: (row.boostedUntil as Date).toISOString(),
  }));
}
