import { LIKE_ACTIONS, type Like } from '@dating/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { swipes, userGifts, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import type { RealtimeHub } from '../infra/realtime/hub.js';
import { storageUrl } from '../infra/storage/index.js';
import { blockedBetween, isDiscoverable, toPublicProfile } from '../profiles/index.js';
import { distanceSql, loadViewer } from './candidates.js';

type Realtime = Pick<RealtimeHub, 'publish'>;

/** Who likes me, minus people I already swiped (matched or passed) and hidden members. */
export async function likesFor(
  db: Db,
  viewerId: string,
): Promise<{ superlikes: Like[]; likes: Like[] }> {
  const viewer = await loadViewer(db, viewerId);
  if (!viewer) throw new AppError('NOT_FOUND');
  const hasPoint = viewer.searchLatitude !== null && viewer.searchLongitude !== null;
  const rows = await db
    .select({
      profile: userProfiles,
      action: swipes.action,
      photoIndex: swipes.photoIndex,
      comment: swipes.comment,
      createdAt: swipes.createdAt,
      giftName: userGifts.name,
      giftImage: userGifts.imagePath,
      distanceKm: hasPoint
        ? distanceSql(viewer.searchLatitude as number, viewer.searchLongitude as number)
        : sql<null>`null`,
    })
    .from(swipes)
    .innerJoin(userProfiles, eq(userProfiles.userId, swipes.swiperUserId))
    .leftJoin(userGifts, eq(userGifts.id, swipes.userGiftId))
    .where(
      and(
        eq(swipes.swipedUserId, viewerId),
        inArray(swipes.action, LIKE_ACTIONS),
        isDiscoverable,
        sql`not exists (select 1 from ${swipes} mine where mine.swiper_user_id = ${viewerId} and mine.swiped_user_id = ${swipes.swiperUserId})`,
        sql`not ${blockedBetween(viewerId, sql`${swipes.swiperUserId}`)}`,
      ),
    )
    .orderBy(desc(swipes.createdAt))
    .limit(200);
  const all: Like[] = rows.map((r) => ({
    profile: toPublicProfile(r.profile, r.distanceKm === null ? null : Number(r.distanceKm)),
    action: r.action as Like['action'],
    photo_index: r.photoIndex,
    comment: r.comment,
    gift:
      r.giftName && r.giftImage
        ? { name: r.giftName, image_url: storageUrl('gift', r.giftImage) }
        : null,
    created_at: r.createdAt.toISOString(),
  }));
  return {
    superlikes: all.filter((l) => l.action === 'superlike'),
    likes: all.filter((l) => l.action === 'like'),
  };
}

/**
 * The member opened who likes them: the likes so far are no longer new. Their other tabs hear
 * it, to refresh their badges.
 */
export async function markLikesSeen(db: Db, realtime: Realtime, userId: string) {
  await db
    .update(userProfiles)
    // The database's clock, as the likes' own created_at.
    .set({ likesSeenAt: sql`now()` })
    .where(eq(userProfiles.userId, userId));
  await realtime.publish({
    kind: 'notify',
    user_ids: [userId],
    frame: { type: 'badges_changed' },
  });
}
