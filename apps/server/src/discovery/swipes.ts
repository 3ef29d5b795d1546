import type { GiftSwipeRequest, SwipeRequest, SwipeResponse } from '@dating/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { swipes, userGifts, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import type { RealtimeEvent, RealtimeHub } from '../infra/realtime/hub.js';
import { lockMemberRow } from '../wallet/index.js';
import { giftSwipeInTransaction, swipeInOneTrip } from './swipe-function.js';

type Realtime = Pick<RealtimeHub, 'publish' | 'publishInBatch'>;

/** What the liked member's sockets hear when a like makes no match. */
const likeReceived = (targetId: string): RealtimeEvent => ({
  kind: 'notify',
  user_ids: [targetId],
  frame: { type: 'like_received' },
});

/**
 * Like, super like or pass: one prepared SQL function call, a match included. The like's
 * notice or the match's event ("It's a Match!" for both) goes out in the hub's next batched NOTIFY.
 */
export async function swipe(
  db: Db,
  realtime: Realtime,
  swiperId: string,
  input: SwipeRequest,
): Promise<SwipeResponse> {
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
 * A super like that hands one owned gift to the other member
 * (docs/product.md#discovery-swipes-and-matches): the gift moves and the swipe is recorded by the
 * same SQL function as every swipe, in one transaction; either failing undoes both.
 */
export async function giftSwipe(
  db: Db,
  realtime: Realtime,
  senderId: string,
  input: GiftSwipeRequest,
): Promise<SwipeResponse> {
  let event: RealtimeEvent | null = null;
  // The transaction answers the API's response: an idempotent request stores that answer in
  // this same commit (infra/http/idempotency.ts), so the event travels beside it.
  const response = await db.transaction(async (tx) => {
    // The member's row before their gifts: the lock order of money (wallet/ledger.ts).
    await lockMemberRow(tx, senderId, 'no key update');
    const swiped = await giftSwipeInTransaction(
      tx,
      senderId,
      input,
      input.user_gift_id,
      likeReceived(input.target_user_id),
    );
    const [gift] = await tx
      .update(userGifts)
      .set({ userId: input.target_user_id, receivedFrom: senderId })
      .where(and(eq(userGifts.id, input.user_gift_id), eq(userGifts.userId, senderId)))
      .returning({ id: userGifts.id });
    if (!gift) throw new AppError('GIFT_NOT_OWNED');
    event = swiped.event;
    return swiped.response;
  });
  if (event) await realtime.publish(event);
  return response;
}

/** Puts back the member of the last pass, once (peer apps' "rewind"). */
export async function undoLastPass(db: Db, userId: string): Promise<{ user_id: string }> {
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
