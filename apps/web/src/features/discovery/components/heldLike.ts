import { LIKE_UNDO_MS, type SwipeRequest, type SwipeResponse } from '@dating/shared';
import { postSwipe } from '../api';

/**
 * A photo like waits on this device for LIKE_UNDO_MS, while the member may undo it, and is sent
 * once after: the server never takes a like back (docs/product.md: only the last pass is undone;
 * a like may have made a match or told the person). It goes at once, never twice, when the
 * member swipes on (sendHeldLike), or leaves the deck, hides or closes the tab
 * (sendHeldLikeLeaving). Loaded with the dialogs (LazyDialogs.tsx).
 */

interface Held {
  body: SwipeRequest;
  timer: ReturnType<typeof setTimeout>;
  /** The answer, or null when it was sent on the way out (a match then shows as a live one). */
  done: (answer: SwipeResponse | null) => void;
}

let held: Held | null = null;

function take(): Held | null {
  const like = held;
  held = null;
  if (like) {
    clearTimeout(like.timer);
    removeEventListener('pagehide', sendHeldLikeLeaving);
    document.removeEventListener('visibilitychange', whenHidden);
  }
  return like;
}

function whenHidden() {
  if (document.visibilityState === 'hidden') sendHeldLikeLeaving();
}

/** Holds `body` (after sending any like still held); the window's end sends it. */
export function holdLike(body: SwipeRequest, done: Held['done']): void {
  sendHeldLike();
  held = { body, done, timer: setTimeout(sendHeldLike, LIKE_UNDO_MS) };
  // A phone may drop a hidden tab without a pagehide: the last sure moment is when it hides.
  addEventListener('pagehide', sendHeldLikeLeaving);
  document.addEventListener('visibilitychange', whenHidden);
}

/** Undo: true when the like was still held (it is dropped, never sent). */
export function dropHeldLike(): boolean {
  return take() !== null;
}

/** Sends the held like now, through the deck's usual path (the answer says if it matched). */
export function sendHeldLike(): void {
  const like = take();
  if (!like) return;
  postSwipe(like.body).then(like.done, (error: unknown) => {
    console.error('Like failed', error);
    like.done(null);
  });
}

/**
 * Sends the held like in a request that outlives the page (keepalive, which apiFetch does not
 * offer), for a member leaving the deck or the tab. Not reported as this tab's own like, so a
 * match it makes shows as a live "It's a Match!" on the screen the member went to.
 */
export function sendHeldLikeLeaving(): void {
  const like = take();
  if (!like) return;
  like.done(null);
  fetch('/api/swipes', {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(like.body),
  }).then(
    (answer) => answer.ok || console.error('Like failed', answer.status),
    (error: unknown) => console.error('Like failed', error),
  );
}
