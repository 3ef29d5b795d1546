import type { DiscoveryCandidate } from '@dating/shared';

/**
 * The data a member's /home arrives with (issue #17, slow links): the server puts the first page
 * of the deck into the HTML (apps/server/src/infra/http/spa.ts, a JSON block outside #root) and
 * draws its first card over the app shell, with Pass and Like buttons that index.html's
 * first-card script sends before the app's scripts arrive (issue 36). That script writes into
 * the block what it did: `swiped`, the ids it swiped (already gone from `items`), and `match`,
 * the last like that matched. The deck starts with what is left instead of asking for it again,
 * only if the block was made for the signed-in member.
 */
type DeckPageData = {
  user_id: string;
  discovery: { items: DiscoveryCandidate[] };
  swiped?: string[];
  match?: DiscoveryCandidate;
};

/** What the deck takes over from the page: the cards left, the swiped ids, a match to show. */
export type DeckHandover = {
  items: DiscoveryCandidate[];
  swiped: string[];
  match: DiscoveryCandidate | null;
};

const ELEMENT_ID = 'page-data';
/** The server's first card (apps/server/src/discovery/deck-shell.ts). */
const CARD_ID = 'first-card';

const byId = (id: string) => (typeof document === 'undefined' ? null : document.getElementById(id));

function isDeckPageData(value: unknown): value is DeckPageData {
  const data = value as Partial<DeckPageData> | null;
  return typeof data?.user_id === 'string' && Array.isArray(data.discovery?.items);
}

/** Read when taken, not cached: the first-card script rewrites the block after each swipe. */
function read(element: HTMLElement | null): DeckPageData | null {
  try {
    const value: unknown = JSON.parse(element?.textContent ?? '');
    return isDeckPageData(value) ? value : null;
  } catch {
    return null; // a damaged block only costs the head start
  }
}

/**
 * The deck's first page, once, if it was made for this member; afterwards always null. From
 * here the app answers the first card's buttons: a swipe the script still has on its way is
 * waited for, so none is lost or sent twice.
 */
export async function takeDeckPage(userId: string | undefined): Promise<DeckHandover | null> {
  const element = byId(ELEMENT_ID);
  byId(CARD_ID)?.setAttribute('data-off', '');
  if (element?.hasAttribute('data-pending')) {
    await new Promise((settled) => element.addEventListener('settled', settled, { once: true }));
  }
  const data = read(element);
  element?.remove();
  if (!data || !userId || data.user_id !== userId) return null;
  return { items: data.discovery.items, swiped: data.swiped ?? [], match: data.match ?? null };
}

/** The server's first card gives way (the deck shows, or the app is on another screen). */
export function dropFirstCard() {
  byId(CARD_ID)?.remove();
}
