import type { DiscoveryCandidate } from '@dating/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNetworkError } from '../../../lib/api';
import { readSaved, save } from '../../../lib/offline/deviceStore';
import { useOnline } from '../../../lib/offline/network';
import { dropFirstCard, takeDeckPage } from '../../../lib/pageData';
import { DECK_PAGE_SIZE, fetchCandidates } from '../api';

/** Fetch the next page when this many cards or fewer are left, so the deck never waits. */
export const PREFETCH_AT = 3;
/** Recently swiped ids also sent as `exclude`, in case their swipe is still on its way. */
const RECENT_KEEP = 20;
/** The server takes at most 100 ids in `exclude`. */
const EXCLUDE_MAX = 100;

export type DeckStatus = 'loading' | 'error' | 'ready';
/** Device store name of the deck's queue: the cards a member opening the app offline sees. */
const SAVED_DECK = 'deck';

/**
 * The deck's queue of candidates: the first page on mount, the next one as soon as the queue
 * runs low (excluding every id still queued), `advance` drops the top card, `putBack` puts a
 * member back on top (undo). `memberId`, the signed-in member, lets the deck start with the page
 * /home's HTML brought for them, less the cards swiped on the server's first card before the app
 * was in; `onMatch` hears of a like made there that matched (issue 36).
 */
export function useDeckQueue(memberId?: string, onMatch?: (candidate: DiscoveryCandidate) => void) {
  const [queue, setQueue] = useState<DiscoveryCandidate[]>([]);
  const [status, setStatus] = useState<DeckStatus>('loading');
  const [error, setError] = useState<unknown>(null);
  const [exhausted, setExhausted] = useState(false);
  const fetching = useRef(false);
  const queueRef = useRef<DiscoveryCandidate[]>([]);
  const recent = useRef<string[]>([]);
  const mounted = useRef(true);
  const member = useRef(memberId);
  member.current = memberId;
  queueRef.current = queue;
  const online = useOnline();

  const loadMore = useCallback(async () => {
    if (fetching.current) return;
    fetching.current = true;
    const held = queueRef.current.map((c) => c.user_id);
    const exclude = [...held, ...recent.current.filter((id) => !held.includes(id))].slice(
      0,
      EXCLUDE_MAX,
    );
    try {
      // The first page may have come with /home's HTML (lib/pageData.ts): one round trip less.
      const arrived = exclude.length === 0 ? await takeDeckPage(member.current) : null;
      const items = arrived?.items ?? (await fetchCandidates(exclude, DECK_PAGE_SIZE));
      if (!mounted.current) return;
      const swiped = arrived?.swiped ?? [];
      recent.current = [...swiped, ...recent.current].slice(0, RECENT_KEEP);
      if (arrived?.match) onMatch?.(arrived.match);
      const known = new Set(queueRef.current.map((c) => c.user_id));
      const fresh = items.filter((c) => !known.has(c.user_id));
      // A short page (or nothing new) means there is no one else for now; a page all swiped on
      // the first card is not one: the next is asked for.
      if (items.length + swiped.length < DECK_PAGE_SIZE || (fresh.length === 0 && !arrived)) {
        setExhausted(true);
      }
      setQueue((current) => {
        const ids = new Set(current.map((c) => c.user_id));
        return [...current, ...fresh.filter((c) => !ids.has(c.user_id))];
      });
      setStatus('ready');
      setError(null);
    } catch (cause) {
      if (!mounted.current) return;
      // Offline: the cards last seen, if any; more come when the connection does.
      const saved = isNetworkError(cause) ? readSaved<DiscoveryCandidate[]>(SAVED_DECK) : undefined;
      if (queueRef.current.length === 0 && saved?.data?.length) {
        setQueue(saved.data);
        setStatus('ready');
      } else if (queueRef.current.length === 0) {
        setStatus('error');
        setError(cause);
      } else if (!isNetworkError(cause)) {
        console.error('Could not prefetch more candidates', cause);
        setExhausted(true);
      }
    } finally {
      fetching.current = false;
    }
  }, [onMatch]);

  useEffect(() => {
    mounted.current = true;
    void loadMore();
    return () => {
      mounted.current = false;
    };
  }, [loadMore]);

  useEffect(() => {
    if (online && status === 'ready' && !exhausted && queue.length <= PREFETCH_AT) void loadMore();
  }, [online, status, exhausted, queue.length, loadMore]);

  // The server's first card stays over the app until the deck can show itself.
  useEffect(() => {
    if (status !== 'loading') dropFirstCard();
  }, [status]);

  // What the deck holds is what it shows when the app next opens offline.
  useEffect(() => {
    if (status === 'ready') save(SAVED_DECK, queue.slice(0, DECK_PAGE_SIZE));
  }, [status, queue]);

  /** Drops the top card (the member just swiped, reported or matched). */
  const advance = useCallback((userId: string) => {
    recent.current = [userId, ...recent.current].slice(0, RECENT_KEEP);
    setQueue((current) => current.filter((c) => c.user_id !== userId));
  }, []);

  /** Puts a member back on top of the deck (undo of the last pass). */
  const putBack = useCallback((candidate: DiscoveryCandidate) => {
    recent.current = recent.current.filter((id) => id !== candidate.user_id);
    setQueue((current) => [candidate, ...current.filter((c) => c.user_id !== candidate.user_id)]);
    setStatus('ready');
  }, []);

  const retry = useCallback(() => {
    setStatus('loading');
    setError(null);
    setExhausted(false);
    void loadMore();
  }, [loadMore]);

  return { queue, status, error, exhausted, advance, putBack, retry };
}
