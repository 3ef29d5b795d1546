import { describe, expect, it } from 'vitest';
import {
  appendMessage,
  flattenMessages,
  hasSeen,
  type MessageData,
  mergeLatestPage,
  pendingOnly,
  withLastMessage,
  withWaiting,
} from './messages';
import { matchItem, me, message } from './testSupport';

const data = (...pages: ReturnType<typeof message>[][]): MessageData => ({
  pages: pages.map((items, i) => ({ items, next_cursor: i < pages.length - 1 ? 'x' : null })),
  pageParams: pages.map(() => undefined),
});

describe('conversation cache', () => {
  const [a, b, c, d] = [message(), message(), message(), message()] as const;

  it('flattens pages oldest first', () => {
    expect(flattenMessages(data([c, d], [a, b])).map((m) => m.content)).toEqual(
      [a, b, c, d].map((m) => m.content),
    );
  });

  it('appends a message once', () => {
    const once = appendMessage(data([a, b]), c);
    expect(flattenMessages(once)).toEqual([a, b, c]);
    expect(appendMessage(once, c)).toBe(once);
  });

  it('merges a newest page without duplicates', () => {
    const merged = mergeLatestPage(data([b, c], [a]), { items: [b, c, d], next_cursor: 'z' });
    expect(flattenMessages(merged)).toEqual([a, b, c, d]);
  });

  it('starts again from the newest page when it does not reach the cached ones', () => {
    const merged = mergeLatestPage(data([a, b]), { items: [c, d], next_cursor: c.id });
    expect(flattenMessages(merged)).toEqual([c, d]);
    expect(merged.pages[0]?.next_cursor).toBe(c.id);
  });

  it('hides outgoing messages the server already holds', () => {
    const confirmed = [{ ...a, sender_id: me, client_id: 'k1' }];
    const outbox = [
      { client_id: 'k1', content: 'x', created_at: '', status: 'sending' as const },
      { client_id: 'k2', content: 'y', created_at: '', status: 'failed' as const },
    ];
    expect(pendingOnly(outbox, confirmed).map((m) => m.client_id)).toEqual(['k2']);
  });

  it('says Seen when the read marker is at or after the message', () => {
    const list = [a, b, c];
    expect(hasSeen(list, b.id, b.id)).toBe(true);
    expect(hasSeen(list, b.id, c.id)).toBe(true);
    expect(hasSeen(list, b.id, a.id)).toBe(false);
    expect(hasSeen(list, b.id, null)).toBe(false);
  });

  it('moves a chat with a new message to the top of the list', () => {
    const first = matchItem({ id: 'm1' });
    const second = matchItem({ id: 'm2' });
    const next = withLastMessage([first, second], { ...d, match_id: 'm2' });
    expect(next?.map((m) => m.id)).toEqual(['m2', 'm1']);
    expect(next?.[0]?.last_message?.id).toBe(d.id);
  });

  it("shows our newest waiting message as a chat's last one, newest activity first", () => {
    const at = (minute: number) => new Date(Date.UTC(2025, 0, 2, 8, minute)).toISOString();
    const older = matchItem({ id: 'm1', created_at: at(0) });
    const newer = matchItem({
      id: 'm2',
      created_at: at(0),
      last_message: { ...d, created_at: at(5) },
    });
    const waiting = (id: string, match: string, minute: number) => ({
      client_id: id,
      match_id: match,
      content: `text ${id}`,
      created_at: at(minute),
    });
    const rows = withWaiting(
      [newer, older],
      [waiting('w1', 'm1', 8), waiting('w2', 'm1', 9), waiting('w3', 'm2', 1)],
      me,
    );
    expect(rows.map((m) => [m.id, m.last_message?.content, m.waiting])).toEqual([
      ['m1', 'text w2', true],
      // A message stored after ours (clocks differ) stays the last one.
      ['m2', d.content, undefined],
    ]);
    expect(rows[0]?.last_message?.sender_id).toBe(me);
    // Stored already (its answer arrived): the server's copy is shown, once.
    const stored = matchItem({
      id: 'm1',
      last_message: { ...d, client_id: 'w2', created_at: at(9) },
    });
    expect(withWaiting([stored], [waiting('w2', 'm1', 9)], me)[0]?.waiting).toBeUndefined();
    expect(withWaiting([older], [], me)).toEqual([older]);
  });
});
