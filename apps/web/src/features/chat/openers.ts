import type { TFunction } from 'i18next';
import { giftName } from '../../lib/giftName';

const GIFT = '🎁 ';

/**
 * A message's text for the reader. A gift like's opener is written once, in SQL, as "🎁 " and the
 * gift's English name (match_make.sql, client id 'opener:<swipe id>'): it is shown with the gift
 * named in the reader's language. Anything else, a member's own words, is shown as written.
 */
export function messageText(
  message: { content: string; client_id: string | null },
  t: TFunction,
): string {
  const { content, client_id } = message;
  if (!client_id?.startsWith('opener:') || !content.startsWith(GIFT)) return content;
  return GIFT + giftName(content.slice(GIFT.length), t);
}
