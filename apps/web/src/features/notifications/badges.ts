import type { BadgesResponse } from '@dating/shared';

/**
 * Each tab counts what it shows. Chats (/chat): unread messages, new matches not opened yet (the
 * 'New Matches' row lives there) and safety notices. Matches (/matches, Who Likes You): new likes.
 */
export function tabCounts(badges: BadgesResponse | undefined): { chats: number; matches: number } {
  if (!badges) return { chats: 0, matches: 0 };
  return {
    chats: badges.unread_messages + badges.new_matches + badges.safety_notices,
    matches: badges.new_likes,
  };
}

/** Everything waiting for the member: the number in the title and on the app's icon. */
export function totalCount(badges: BadgesResponse | undefined): number {
  const { chats, matches } = tabCounts(badges);
  return chats + matches;
}

/** "(3) Mingalar": the count in front, so it stays visible in a narrow browser tab. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\+?\) /, '');
  if (count <= 0) return bare;
  return `(${count > 99 ? '99+' : count}) ${bare}`;
}

/** The count on a tab: short enough for the badge ("99+"). */
export function badgeText(count: number, format: (n: number) => string): string {
  return count > 99 ? `${format(99)}+` : format(count);
}

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** The installed app's icon (Badging API) where the browser has it; elsewhere nothing. */
export function setAppBadge(count: number, nav: BadgingNavigator = navigator): void {
  const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
  // Refused when not installed or not allowed: the title still carries the count.
  done?.catch(() => undefined);
}
