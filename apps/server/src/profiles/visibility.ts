import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { blocks, userProfiles } from '../infra/db/schema.js';

/**
 * A member others may see: finished onboarding, not blocked by an admin, not staff. The rule is
 * the SQL function is_discoverable (infra/db/functions/is_discoverable.sql), asked of the row.
 */
export const isDiscoverable: SQL = sql`is_discoverable(${userProfiles})`;

/** SQL true when either member blocked the other; `otherId` is a column or a value. */
export function blockedBetween(viewerId: string, otherId: SQL | string): SQL {
  const other = typeof otherId === 'string' ? sql`${otherId}::uuid` : otherId;
  return sql`exists (select 1 from ${blocks} b where (b.blocker_user_id = ${viewerId} and b.blocked_user_id = ${other}) or (b.blocker_user_id = ${other} and b.blocked_user_id = ${viewerId}))`;
}

export async function isBlockedEitherWay(db: Queryable, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerUserId, a), eq(blocks.blockedUserId, b)),
        and(eq(blocks.blockerUserId, b), eq(blocks.blockedUserId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}
