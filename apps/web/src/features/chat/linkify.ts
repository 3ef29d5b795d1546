/**
 * Finds the links in a chat message, for MessageText to draw as React elements (never HTML).
 * Only http(s) addresses are links: a `javascript:` or `data:` text stays text, and every href is
 * built by URL from `http://`, `https://` or, for a bare domain, `https://`.
 */

export type Segment =
  | { kind: 'text'; start: number; text: string }
  /** `to`: the path in this app when the link points at its own origin, else null. */
  | { kind: 'link'; start: number; text: string; href: string; to: string | null };

/** What a URL may contain, ASCII only: Burmese text written against a link is not part of it. */
const URL_CHAR = "[A-Za-z0-9\\-._~:/?#\\[\\]@!$&'()*+,;=%]";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/**
 * Bare domains need a known ending, so "Node.js", "12.09.1998" or "yes.it works" stay text.
 * Endings that are everyday words when a space is forgotten after a full stop (it, to, in, my,
 * no, us, be) are left out; `me` stays for t.me, wa.me and m.me.
 */
const TLDS =
  'com|net|org|edu|gov|info|biz|io|co|me|app|dev|ai|xyz|online|site|shop|store|link|page|top|' +
  'club|live|news|blog|mm|asia|tv|cc|ly|gl|gg|uk|de|fr|jp|kr|cn|hk|tw|sg|th|vn|ph|ru|eu|au|ca';
const BARE = `${LABEL}(?:\\.${LABEL})*\\.(?:${TLDS})(?![A-Za-z0-9-])(?::\\d{2,5})?(?:[/?#]${URL_CHAR}*)?`;
/**
 * Not inside a word, an email address, a handle or another scheme's address: "me@site.com",
 * "@thiri.official" and "javascript://example.com" link nothing.
 */
const LINK = new RegExp(`(?<![A-Za-z0-9_@.\\-/:+])(?:https?://${URL_CHAR}+|${BARE})`, 'gi');

const TRAILING = /[.,;:!?'"*]$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[' };

const count = (text: string, char: string) => text.split(char).length - 1;

/** Drops what ends a sentence rather than the link: "see example.com." or "(example.com)". */
function trimEnd(candidate: string): string {
  let text = candidate;
  for (;;) {
    const last = text.at(-1) ?? '';
    const opener = CLOSERS[last];
    if (TRAILING.test(text)) text = text.slice(0, -1);
    else if (opener && count(text, last) > count(text, opener)) text = text.slice(0, -1);
    else return text;
  }
}

/** The link a match stands for, or null when it is not a usable web address. */
function toLink(text: string, appOrigin: string) {
  const hasScheme = /^https?:\/\//i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  const to = url.origin === appOrigin ? `${url.pathname}${url.search}${url.hash}` : null;
  return { href: url.href, to };
}

/** The message cut into text and links, in order; joined back, the texts give `content`. */
export function linkify(content: string, appOrigin: string): Segment[] {
  const segments: Segment[] = [];
  let done = 0;
  for (const match of content.matchAll(LINK)) {
    const text = trimEnd(match[0]);
    const link = toLink(text, appOrigin);
    if (!link) continue;
    if (match.index > done) {
      segments.push({ kind: 'text', start: done, text: content.slice(done, match.index) });
    }
    segments.push({ kind: 'link', start: match.index, text, ...link });
    done = match.index + text.length;
  }
  if (done < content.length)
    segments.push({ kind: 'text', start: done, text: content.slice(done) });
  return segments;
}
