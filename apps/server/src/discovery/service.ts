import {
  type DiscoveryCandidate,
  type FramePerson,
  type GiftSwipeRequest,
  LIKE_ACTIONS,
  type Like,
  type SwipeAction,
  type SwipeRequest,
  type SwipeResponse,
} from '@dating/shared';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { storeOpeners } from '../chat/index.js';
import type { Db, Tx } from '../infra/db/client.js';
import { matches, swipes, userGifts, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import type { RealtimeEvent, RealtimeHub } from '../infra/realtime/hub.js';
import { storageUrl } from '../infra/storage/index.js';
import { enqueuePush } from '../notifications/index.js';
import {
  blockedBetween,
  framePeople,
  isBlockedEitherWay,
  isDiscoverable,
  toPublicProfile,
} from '../profiles/index.js';
import { lockMemberRow } from '../wallet/index.js';
import { distanceSql, findCandidates, loadViewer } from './candidates.js';
import { swipeInOneTrip } from './swipe-function.js';

const orderedPair = (a: string, b: string) => (a < b ? [a, b] : [b, a]) as [string, string];

/** The realtime hub, as discovery uses it. Without one (the deck's HTML, tests) nothing is told. */
type Realtime = Pick<RealtimeHub, 'publish' | 'publishInBatch'>;
const offline: Realtime = { publish: async () => {}, publishInBatch: () => {} };

const likeReceived = (targetId: string): RealtimeEvent => ({
  kind: 'notify',
  user_ids: [targetId],
  frame: { type: 'like_received' },
});

/** "It's a Match!" for both members, each told who the other is. */
const matchedEvent = (
  matchId: string,
  swiperId: string,
  targetId: string,
  people: FramePerson[],
): RealtimeEvent => ({
  kind: 'matched',
  match_id: matchId,
  user_ids: [swiperId, targetId],
  people,
});

export function createDiscoveryService(db: Db, realtime: Realtime = offline) {
  /**
   * A new match reaches both members live, each told who the other is ("It's a Match!" on
   * whichever screen). A like that made no match tells the liked member that someone likes them.
   */
  async function announce(
    result: SwipeResponse,
    swiperId: string,
    targetId: string,
    liked: boolean,
  ) {
    if (result.matched && result.match_id) {
      const people = await framePeople(db, [swiperId, targetId]);
      await realtime.publish(matchedEvent(result.match_id, swiperId, targetId, people));
    } else if (liked) {
      await realtime.publish(likeReceived(targetId));
    }
    return result;
  }

  /** The deck (spec get_potential_matches). */
  async function candidates(
    viewerId: string,
    limit: number,
    exclude: string[],
  ): Promise<DiscoveryCandidate[]> {
    const viewer = await loadViewer(db, viewerId);
    if (!viewer) throw new AppError('NOT_FOUND');
    if (viewer.searchLatitude === null || viewer.searchLongitude === null || !viewer.gender) {
      throw new AppError('SEARCH_LOCATION_REQUIRED');
    }
    const rows = await findCandidates(
      db,
      {
        userId: viewerId,
        gender: viewer.gender,
        interestedIn: viewer.interestedIn,
        latitude: viewer.searchLatitude,
        longitude: viewer.searchLongitude,
        radiusKm: viewer.searchRadiusKm,
        ageMin: viewer.ageMin,
        ageMax: viewer.ageMax,
      },
      limit,
      exclude,
    );
    return rows.map((r) => ({
      ...toPublicProfile(r.profile, r.distanceKm),
      is_boosted: r.isBoosted,
    }));
  }

  /** The other member must be someone the swiper may see; otherwise 404. */
  async function assertSwipeable(tx: Tx, swiperId: string, targetId: string) {
    if (swiperId === targetId) throw new AppError('NOT_FOUND');
    const [target] = await tx
      .select({ media: userProfiles.media })
      .from(userProfiles)
      .where(and(eq(userProfiles.userId, targetId), isDiscoverable))
      .limit(1);
    if (!target || (await isBlockedEitherWay(tx, swiperId, targetId)))
      throw new AppError('NOT_FOUND');
    return target;
  }

  /**
   * The gift swipe's path, step by step in its transaction, since it also moves a gift: the same
   * steps and lock key as the SQL function `swipe_record` that plain swipes use (swipe-function.ts).
   * Stores one swipe and, for a like that meets a like, exactly one match. The pair is
   * serialised with an advisory lock, so two people liking each other at the same instant
   * still make one match (each sees the other's committed like after the lock).
   */
  async function recordSwipe(
    tx: Tx,
    swiperId: string,
    targetId: string,
    values: {
      action: SwipeAction;
      photoIndex?: number | null;
      comment?: string | null;
      userGiftId?: string | null;
    },
  ): Promise<SwipeResponse> {
    const [first, second] = orderedPair(swiperId, targetId);
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${first}:${second}`}, 0))`,
    );
    const [inserted] = await tx
      .insert(swipes)
      .values({
        swiperUserId: swiperId,
        swipedUserId: targetId,
        action: values.action,
        photoIndex: values.photoIndex ?? null,
        comment: values.comment ?? null,
        userGiftId: values.userGiftId ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: swipes.id });
    if (!inserted) throw new AppError('ALREADY_SWIPED');
    await tx
      .update(userProfiles)
      .set({ canUndoPass: values.action === 'pass' })
      .where(eq(userProfiles.userId, swiperId));
    if (values.action === 'pass') return { matched: false };
    const [likedBack] = await tx
      .select({ id: swipes.id })
      .from(swipes)
      .where(
        and(
          eq(swipes.swiperUserId, targetId),
          eq(swipes.swipedUserId, swiperId),
          inArray(swipes.action, LIKE_ACTIONS),
        ),
      )
      .limit(1);
    if (!likedBack) {
      // One 'N people like you' notification on the member's devices, updated as likes come.
      await enqueuePush(tx, { kind: 'likes', userId: targetId });
      return { matched: false };
    }
    const [made] = await tx
      .insert(matches)
      .values({ user1Id: first, user2Id: second })
      .onConflictDoNothing()
      .returning({ id: matches.id });
    // The comments and gifts of the two likes open the conversation (chat's openers).
    if (made) await storeOpeners(tx, made.id, first, second);
    if (made) {
      for (const [userId, otherUserId] of [
        [swiperId, targetId],
        [targetId, swiperId],
      ] as const) {
        await enqueuePush(tx, { kind: 'match', userId, matchId: made.id, otherUserId });
      }
    }
    const [match] = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.user1Id, first), eq(matches.user2Id, second)))
      .limit(1);
    return match ? { matched: true, match_id: match.id } : { matched: false };
  }

  /**
   * Like, super like or pass: one prepared SQL function call, a match included. The like's
   * notice or the match's event goes out in the hub's next batched NOTIFY.
   */
  async function swipe(swiperId: string, input: SwipeRequest): Promise<SwipeResponse> {
    const liked = input.action !== 'pass';
    const { response, event } = await swipeInOneTrip(
      db,
      swiperId,
      input,
      liked ? likeReceived(input.target_user_id) : null,
    );
    if (event) realtime.publishInBatch(event);
    return response;
  }

  /**
   * A superlike that hands one owned gift to the other member
   * (docs/product.md#discovery-swipes-and-matches).
   */
  async function giftSwipe(senderId: string, input: GiftSwipeRequest): Promise<SwipeResponse> {
    const result = await db.transaction(async (tx) => {
      // The member's row before their gifts: the lock order of money (wallet/ledger.ts).
      await lockMemberRow(tx, senderId, 'no key update');
      await assertSwipeable(tx, senderId, input.target_user_id);
      const [gift] = await tx
        .update(userGifts)
        .set({ userId: input.target_user_id, receivedFrom: senderId })
        .where(and(eq(userGifts.id, input.user_gift_id), eq(userGifts.userId, senderId)))
        .returning({ id: userGifts.id });
      if (!gift) throw new AppError('GIFT_NOT_OWNED');
      return recordSwipe(tx, senderId, input.target_user_id, {
        action: 'superlike',
        comment: input.comment,
        userGiftId: gift.id,
      });
    });
    return announce(result, senderId, input.target_user_id, true);
  }

  /** Puts back the member of the last pass, once (peer apps' "rewind"). */
  async function undoLastPass(userId: string): Promise<{ user_id: string }> {
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(userProfiles)
        .set({ canUndoPass: false })
        .where(and(eq(userProfiles.userId, userId), eq(userProfiles.canUndoPass, true)))
        .returning({ userId: userProfiles.userId });
      if (!claimed) throw new AppError('NOTHING_TO_UNDO');
      const [last] = await tx
        .select()
        .from(swipes)
        .where(eq(swipes.swiperUserId, userId))
        .orderBy(desc(swipes.createdAt))
        .limit(1);
      if (last?.action !== 'pass') throw new AppError('NOTHING_TO_UNDO');
      await tx.delete(swipes).where(eq(swipes.id, last.id));
      return { user_id: last.swipedUserId };
    });
  }

  /** Who likes me, minus people I already swiped (matched or passed) and hidden members. */
  async function likes(viewerId: string): Promise<{ superlikes: Like[]; likes: Like[] }> {
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
  async function markLikesSeen(userId: string) {
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

  /** Boosted members, latest boost first (spec: boosted_until descending). */
  async function spotlight(viewerId: string) {
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

  return { candidates, swipe, giftSwipe, undoLastPass, likes, markLikesSeen, spotlight };
}
