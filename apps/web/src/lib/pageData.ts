import type { DiscoveryCandidate } from '@dating/shared';

/**
 * The data a member's /home arrives with (issue #17, slow links): the server puts the first page
 * of the deck into the HTML (apps/server/src/infra/http/spa.ts, a JSON block outside #root), so
 * the startup skeleton can show the first card's placeholder and the deck starts without asking
 * for it again. Read once; a deck of someone else's session is never used.
 */
type DeckPageData = { user_id: string; discovery: { items: DiscoveryCandidate[] } };

const ELEMENT_ID = 'page-data';
let cached: DeckPageData | null | undefined;

function isDeckPageData(value: unknown): value is DeckPageData {
  const data = value as Partial<DeckPageData> | null;
  return typeof data?.user_id === 'string' && Array.isArray(data.discovery?.items);
}

function read(): DeckPageData | null {
  if (cached !== undefined) return cached;
  cached = null;
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element) return cached;
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    if (isDeckPageData(value)) cached = value;
  } catch {
    // A damaged block only costs the head start.
  }
  return cached;
}

/** The first card of the page's deck, for the startup skeleton, without using it up. */
export function peekFirstCandidate(): DiscoveryCandidate | null {
  return read()?.discovery.items[0] ?? null;
}

/** The deck's first page, once, if it was made for this member; afterwards always null. */
export function takeDeckPage(userId: string | undefined): DiscoveryCandidate[] | null {
  const data = read();
  forgetPageData();
  return data && userId && data.user_id === userId ? data.discovery.items : null;
}

/** Drops the page's data (used, or a sign-out: the next member must not see it). */
export function forgetPageData() {
  cached = null;
  if (typeof document !== 'undefined') document.getElementById(ELEMENT_ID)?.remove();
}
