import type { GiftSwipeRequest, SwipeRequest } from '@dating/shared';
import type { Db } from '../infra/db/client.js';
import type { RealtimeHub } from '../infra/realtime/hub.js';
import { deckFor } from './deck.js';
import { likesFor, markLikesSeen } from './likes.js';
import { spotlightFor } from './spotlight.js';
import { giftSwipe, swipe, undoLastPass } from './swipes.js';

/** The realtime hub, as discovery uses it. Without one (the deck's HTML, tests) nothing is told. */
type Realtime = Pick<RealtimeHub, 'publish' | 'publishInBatch'>;
const offline: Realtime = { publish: async () => {}, publishInBatch: () => {} };

/**
 * Discovery's operations (docs/product.md#discovery-swipes-and-matches), one file each: the deck
 * (deck.ts), swipes and the undo (swipes.ts; every swipe goes through the SQL function
 * swipe_record), who likes me (likes.ts) and the spotlight (spotlight.ts).
 */
export function createDiscoveryService(db: Db, realtime: Realtime = offline) {
  return {
    candidates: (viewerId: string, limit: number, exclude: string[]) =>
      deckFor(db, viewerId, limit, exclude),
    swipe: (swiperId: string, input: SwipeRequest) => swipe(db, realtime, swiperId, input),
    giftSwipe: (senderId: string, input: GiftSwipeRequest) =>
      giftSwipe(db, realtime, senderId, input),
    undoLastPass: (userId: string) => undoLastPass(db, userId),
    likes: (viewerId: string) => likesFor(db, viewerId),
    markLikesSeen: (userId: string) => markLikesSeen(db, realtime, userId),
    spotlight: (viewerId: string) => spotlightFor(db, viewerId),
  };
}
