import type { ChatMessage, MatchListItem } from '@dating/shared';
import type { InfiniteData } from '@tanstack/react-query';

/** One page of GET /api/matches/:matchId/messages: ascending, `next_cursor` pages back. */
export interface MessagePage {
  items: ChatMessage[];
  next_cursor: string | null;
}

/** The conversation cache: pages[0] is the newest page, later pages are older. */
export type MessageData = InfiniteData<MessagePage, string | undefined>;

/**
 * A message typed here that the server has not confirmed yet: on its way, waiting for the
 * network (kept on the device, outbox/store.ts), or refused (the member may retry it).
 */
export interface OutgoingMessage {
  client_id: string;
  content: string;
  created_at: string;
  status: 'sending' | 'waiting' | 'failed';
}

const byTime = (a: ChatMessage, b: ChatMessage) =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;

/** All cached messages, oldest first, each id once. */
export function flattenMessages(data: { pages: MessagePage[] } | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: ChatMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

function withNewest(data: MessageData, items: ChatMessage[]): MessageData {
  const [newest, ...older] = data.pages;
  if (!newest) return { pages: [{ items, next_cursor: null }], pageParams: [undefined] };
  // Stable sort: equal timestamps keep the server's order.
  return { ...data, pages: [{ ...newest, items: [...items].sort(byTime) }, ...older] };
}

/** Adds a message that arrived live or as a send's answer; a known id changes nothing. */
export function appendMessage(data: MessageData | undefined, message: ChatMessage): MessageData {
  if (!data) return { pages: [{ items: [message], next_cursor: null }], pageParams: [undefined] };
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  return withNewest(data, [...(data.pages[0]?.items ?? []), message]);
}

/** A voice note the receiver played: marked heard wherever it is cached. */
export function withHeard(
  data: MessageData | undefined,
  messageId: string,
): MessageData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.items.some((m) => m.id === messageId)
        ? {
            ...page,
            items: page.items.map((m) => (m.id === messageId ? { ...m, heard: true } : m)),
          }
        : page,
    ),
  };
}

/**
 * Merges a fresh newest page (catch-up after a reconnect or on focus). When it does not reach
 * back to anything cached, messages in between are unknown: start again from that page.
 */
export function mergeLatestPage(data: MessageData | undefined, latest: MessagePage): MessageData {
  const fresh: MessageData = { pages: [latest], pageParams: [undefined] };
  if (!data || data.pages.length === 0) return fresh;
  const known = new Set(flattenMessages(data).map((m) => m.id));
  const connects = latest.next_cursor === null || latest.items.some((m) => known.has(m.id));
  if (!connects) return fresh;
  const added = latest.items.filter((m) => !known.has(m.id));
  if (added.length === 0) return data;
  return withNewest(data, [...(data.pages[0]?.items ?? []), ...added]);
}

/** Outgoing messages still to show: those the server's list does not hold yet. */
export function pendingOnly(outbox: OutgoingMessage[], confirmed: ChatMessage[]) {
  const done = new Set(confirmed.map((m) => m.client_id).filter(Boolean));
  return outbox.filter((m) => !done.has(m.client_id));
}

/** True when the other member's read marker is at or after `messageId` in `messages`. */
export function hasSeen(
  messages: ChatMessage[],
  messageId: string,
  readMessageId: string | null,
): boolean {
  if (!readMessageId) return false;
  const read = messages.findIndex((m) => m.id === readMessageId);
  const target = messages.findIndex((m) => m.id === messageId);
  return read >= 0 && target >= 0 && read >= target;
}

/** The matches list after a message: newest activity first, last message replaced. */
export function withLastMessage(
  items: MatchListItem[] | undefined,
  message: ChatMessage,
): MatchListItem[] | undefined {
  const match = items?.find((m) => m.id === message.match_id);
  if (!items || !match) return items;
  const current = match.last_message;
  if (current && current.created_at > message.created_at) return items;
  return [{ ...match, last_message: message }, ...items.filter((m) => m !== match)];
}

/** A chat list row; `waiting` when its last message is one of ours still on the device. */
export type ListedMatch = MatchListItem & { waiting?: boolean };

const activity = (m: MatchListItem) =>
  Math.max(Date.parse(m.created_at), Date.parse(m.last_message?.created_at ?? '') || 0);

/**
 * The chat list with our waiting messages: a conversation's newest one is shown as its last
 * message, and the list stays newest activity first (the server's order, match_list).
 */
export function withWaiting(
  matches: MatchListItem[],
  waiting: { client_id: string; match_id: string; content: string; created_at: string }[],
  meId: string,
): ListedMatch[] {
  if (waiting.length === 0) return matches;
  const newest = new Map(waiting.map((m) => [m.match_id, m]));
  const rows = matches.map((match): ListedMatch => {
    const mine = newest.get(match.id);
    const last = match.last_message;
    if (!mine || last?.client_id === mine.client_id) return match;
    if (last && Date.parse(last.created_at) > Date.parse(mine.created_at)) return match;
    const { client_id, content, created_at } = mine;
    return {
      ...match,
      waiting: true,
      last_message: {
        id: `c:${client_id}`,
        match_id: match.id,
        sender_id: meId,
        content,
        client_id,
        created_at,
      },
    };
  });
  // Stable: rows of equal activity keep the server's order.
  return rows.sort((a, b) => activity(b) - activity(a));
}

/** A client_id for a new message (randomUUID needs a secure context; fall back otherwise). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
