import { describe, expect, it, vi } from 'vitest';
import { badgeText, setAppBadge, tabCounts, titleWithCount, totalCount } from './badges';

const badges = {
  unread_messages: 3,
  unread_conversations: 2,
  new_likes: 4,
  new_matches: 1,
  safety_notices: 0,
};

describe('badges', () => {
  it('counts what each tab shows: unread messages and unopened matches on Chats, likes on Matches', () => {
    // Unopened matches are in the chat list's 'New Matches' row; Who Likes You shows likes only.
    expect(tabCounts(badges)).toEqual({ chats: 4, matches: 4 });
    expect(totalCount(badges)).toBe(8);
    expect(tabCounts(undefined)).toEqual({ chats: 0, matches: 0 });
  });

  it('leaves nothing on Matches once Who Likes You is seen, while a new match waits in Chats', () => {
    expect(tabCounts({ ...badges, unread_messages: 0, new_likes: 0 })).toEqual({
      chats: 1,
      matches: 0,
    });
  });

  it('counts a safety notice on Chats, where the chat list shows it', () => {
    expect(tabCounts({ ...badges, safety_notices: 1 })).toEqual({ chats: 5, matches: 4 });
  });

  it('puts the count in front of the title, replacing an earlier one, and removes it at zero', () => {
    expect(titleWithCount('Mingalar', 3)).toBe('(3) Mingalar');
    expect(titleWithCount('(3) Mingalar', 5)).toBe('(5) Mingalar');
    expect(titleWithCount('(5) Mingalar', 0)).toBe('Mingalar');
    expect(titleWithCount('Mingalar', 150)).toBe('(99+) Mingalar');
    expect(titleWithCount('(99+) Mingalar', 2)).toBe('(2) Mingalar');
  });

  it('shortens big counts on a tab', () => {
    expect(badgeText(7, String)).toBe('7');
    expect(badgeText(120, String)).toBe('99+');
  });

  it('sets and clears the app icon badge where the Badging API exists', () => {
    const nav = {
      setAppBadge: vi.fn(() => Promise.resolve()),
      clearAppBadge: vi.fn(() => Promise.resolve()),
    } as unknown as Navigator;
    setAppBadge(4, nav);
    expect(nav.setAppBadge).toHaveBeenCalledWith(4);
    setAppBadge(0, nav);
    expect(nav.clearAppBadge).toHaveBeenCalled();
    // Without the API nothing happens (and nothing throws).
    expect(() => setAppBadge(2, {} as Navigator)).not.toThrow();
  });
});
