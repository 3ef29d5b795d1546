import { BOOST_DURATION_HOURS } from '@dating/shared';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';

/** Spotlight for 24 hours; refused while a boost runs (docs/product.md#boost-and-spotlight). */
export async function boost(db: Db, userId: string) {
  const now = new Date();
  const until = new Date(now.getTime() + BOOST_DURATION_HOURS * 3600_000);
  const [row] = await db
    .update(userProfiles)
    .set({ boostedUntil: until, updatedAt: now })
    .where(
      and(
        eq(userProfiles.userId, userId),
        or(isNull(userProfiles.boostedUntil), lte(userProfiles.boostedUntil, now)),
      ),
    )
    .returning({ boostedUntil: userProfiles.boostedUntil });
  if (!row?.boostedUntil) throw new AppError('BOOST_ACTIVE');
  return { boosted_until: row.boostedUntil.toISOString() };
}
