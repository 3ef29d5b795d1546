import { and, eq } from 'drizzle-orm';
import { distanceKm } from '../geo/index.js';
import type { Db } from '../infra/db/client.js';
import { userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { loadProfile } from './profile-row.js';
import { promptAnswersOf } from './prompts.js';
import { toPublicProfile } from './serialize.js';
import { isBlockedEitherWay, isDiscoverable } from './visibility.js';

/** Another member's profile; 404 when blocked, incomplete, staff, or either side blocked the other. */
export async function getPublicProfile(db: Db, viewerId: string, targetId: string) {
  const viewer = await loadProfile(db, viewerId);
  const [target] = await db
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.userId, targetId), isDiscoverable))
    .limit(1);
  if (!target) throw new AppError('NOT_FOUND');
  if (targetId !== viewerId && (await isBlockedEitherWay(db, viewerId, targetId))) {
    throw new AppError('NOT_FOUND');
  }
  const distance =
    viewer.searchLatitude !== null &&
    viewer.searchLongitude !== null &&
    target.publicLatitude !== null &&
    target.publicLongitude !== null
      ? distanceKm(
          viewer.searchLatitude,
          viewer.searchLongitude,
          target.publicLatitude,
          target.publicLongitude,
        )
      : null;
  return { ...toPublicProfile(target, distance), prompts: await promptAnswersOf(db, targetId) };
}
