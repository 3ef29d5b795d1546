import { LIKE_ACTIONS } from '@dating/shared';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../infra/db/client.js';
import { messages, swipes, userGifts } from '../infra/db/schema.js';
import { giftOpener } from './preview.js';

/**
 * Openers (docs/product.md#openers): the comment or gift of each like between the pair becomes a
 * real message from its sender, in the order the likes were sent, dated when they were sent.
 * Runs in the transaction that makes the match. The client id makes it idempotent: a second call
 * for the same match stores nothing more.
 */
export async function storeOpeners(tx: Tx, matchId: string, a: string, b: string) {
  const likes = await tx
    .select({
      id: swipes.id,
      senderId: swipes.swiperUserId,
      comment: swipes.comment,
      giftName: userGifts.name,
      createdAt: swipes.createdAt,
    })
    .from(swipes)
    .leftJoin(userGifts, eq(userGifts.id, swipes.userGiftId))
    .where(
      and(
        or(
          and(eq(swipes.swiperUserId, a), eq(swipes.swipedUserId, b)),
          and(eq(swipes.swiperUserId, b), eq(swipes.swipedUserId, a)),
        ),
        inArray(swipes.action, LIKE_ACTIONS),
      ),
    )
    .orderBy(asc(swipes.createdAt), asc(swipes.id));
  let stored = 0;
  // One insert each, in time order, so the messages' sequence follows the likes' order.
  for (const like of likes) {
    const content = like.comment?.trim()
      ? like.comment
      : like.giftName && giftOpener(like.giftName);
    if (!content) continue;
    const inserted = await tx
      .insert(messages)
      .values({
        matchId,
        senderId: like.senderId,
        content,
        clientId: `opener:${like.id}`,
        createdAt: like.createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: messages.id });
    stored += inserted.length;
  }
  return stored;
}
