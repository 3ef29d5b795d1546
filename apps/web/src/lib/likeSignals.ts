/**
 * What this tab just did with a like, for the parts of the app that react to it without being
 * part of discovery: the push prompt (asked after the first like sent) and the live "It's a
 * Match!" (which must not show a second time for a match this tab's own like made: the screen
 * that sent the like shows its own).
 */

type Listener = (event: { userId: string; matched: boolean }) => void;

const listeners = new Set<Listener>();
/** Members this tab is liking right now, or whose like back made a match here (by time). */
const ownLikes = new Map<string, number>();
/** How long a match made by our own like counts as already shown. */
const OWN_MATCH_WINDOW_MS = 60_000;

/** Call before a like (or super like) is posted; call the result with its outcome. */
export function likeSending(userId: string): (outcome: { matched: boolean } | null) => void {
  ownLikes.set(userId, Date.now());
  return (outcome) => {
    if (!outcome?.matched) ownLikes.delete(userId);
    else ownLikes.set(userId, Date.now());
    if (outcome)
      for (const listener of [...listeners]) listener({ userId, matched: outcome.matched });
  };
}

/** True while a like to `userId` is on its way, or shortly after it made a match here. */
export function isOwnMatch(userId: string, now = Date.now()): boolean {
  const at = ownLikes.get(userId);
  return at !== undefined && now - at < OWN_MATCH_WINDOW_MS;
}

/** Every like this tab sent successfully, with whether it made a match. */
export function onLikeSent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
