import { type CallOutcome, PROMPT_OPENER_MARK } from '@dating/shared';
import type { TFunction } from 'i18next';
import { giftName } from '../../lib/giftName';
import { callPreview } from './callText';

const GIFT = '🎁 ';
const UNKNOWN = '\u0000';

/**
 * A message's text for the reader. A gift like's opener is written once, in SQL, as "🎁 " and the
 * gift's English name (match_make.sql, client id 'opener:<swipe id>'): it is shown with the gift
 * named in the reader's language. A prompt like's opener is "💬 ", the prompt's id, a new line
 * and the comment: shown with the prompt's text in the reader's language above the comment.
 * A photo or voice note is named by its kind. Anything else, a member's own words, is shown as
 * written.
 */
export function messageText(
  message: { content: string; client_id: string | null; kind?: string; call_outcome?: CallOutcome },
  t: TFunction,
): string {
  const { content, client_id } = message;
  // A photo or voice note has no text: the chat list and toasts name its kind (issue 35).
  if (message.kind === 'photo') return `📷 ${t('media.photo', { ns: 'chat' })}`;
  if (message.kind === 'voice') return `🎤 ${t('media.voiceNote', { ns: 'chat' })}`;
  if (message.kind === 'call') return callPreview(message, t);
  if (!client_id?.startsWith('opener:')) return content;
  if (content.startsWith(PROMPT_OPENER_MARK)) return promptOpener(content, t);
  if (!content.startsWith(GIFT)) return content;
  return GIFT + giftName(content.slice(GIFT.length), t);
}

function promptOpener(content: string, t: TFunction): string {
  const end = content.indexOf('\n');
  if (end < 0) return content;
  const id = content.slice(PROMPT_OPENER_MARK.length, end);
  // A prompt retired since (or a catalogue not loaded) leaves the comment alone.
  const prompt = t(`items.${id}`, { ns: 'prompts', defaultValue: UNKNOWN });
  const comment = content.slice(end + 1);
  return prompt !== UNKNOWN
    ? `${PROMPT_OPENER_MARK}${t('opener', { ns: 'prompts', prompt })}\n${comment}`
    : comment;
}
