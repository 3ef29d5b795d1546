import type { CallOutcome, ChatMessage } from '@dating/shared';
import type { TFunction } from 'i18next';
import { durationLabel } from './media/api';

/** Outcomes the member who was called did not take part in: for them, a missed call. */
const MISSED_FOR_CALLEE: readonly CallOutcome[] = ['missed', 'cancelled', 'busy'];

/**
 * A call line's text from the viewer's side: the caller reads "no answer" or "busy" where the
 * member called reads "Missed video call".
 */
export function callLineText(message: ChatMessage, own: boolean, t: TFunction): string {
  const outcome = message.call_outcome ?? 'missed';
  if (outcome === 'completed') {
    return t('call.completed', { length: durationLabel(message.duration_ms ?? 0) });
  }
  if (!own && MISSED_FOR_CALLEE.includes(outcome)) return t('call.missed');
  if (outcome === 'missed') return t('call.noAnswer');
  return t(`call.${outcome}`);
}

/** The chat list's preview of a call line: "Video call" or "Missed video call". */
export function callPreview(message: { call_outcome?: CallOutcome }, t: TFunction): string {
  const outcome = message.call_outcome ?? 'missed';
  const missed = MISSED_FOR_CALLEE.includes(outcome);
  return `📹 ${t(missed ? 'call.previewMissed' : 'call.preview', { ns: 'chat' })}`;
}
