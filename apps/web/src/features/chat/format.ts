import type { TFunction } from 'i18next';
import { dateTimeFormat, numberFormat } from '../../lib/intl';

const DAY_MS = 86_400_000;

/** Local midnight of a date, as a number to compare days. */
function dayStart(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days between `date` and `now` (0 = today, 1 = yesterday). */
export function daysAgo(date: Date, now = new Date()): number {
  return Math.round((dayStart(now) - dayStart(date)) / DAY_MS);
}

export function dayKey(iso: string): number {
  return dayStart(new Date(iso));
}

/** A day separator in a conversation: Today, Yesterday, or a date in the reader's locale. */
export function dayLabel(iso: string, t: TFunction, language: string, now = new Date()): string {
  const date = new Date(iso);
  const ago = daysAgo(date, now);
  if (ago === 0) return t('chat:day.today');
  if (ago === 1) return t('chat:day.yesterday');
  const sameYear = date.getFullYear() === now.getFullYear();
  return dateTimeFormat(language, {
    weekday: ago < 7 ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: sameYear ? undefined : 'numeric',
  }).format(date);
}

/** The time of a message (e.g. 9:41 AM). */
export function timeLabel(iso: string, language: string): string {
  return dateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso));
}

/** When the last message of a chat was sent, short: a time today, else Yesterday or a date. */
export function listTimeLabel(iso: string, t: TFunction, language: string, now = new Date()) {
  const date = new Date(iso);
  const ago = daysAgo(date, now);
  if (ago === 0) return timeLabel(iso, language);
  if (ago === 1) return t('chat:day.yesterday');
  if (ago < 7) return dateTimeFormat(language, { weekday: 'short' }).format(date);
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: date.getFullYear() === now.getFullYear() ? undefined : '2-digit',
  }).format(date);
}

export function formatCount(n: number, language: string): string {
  return numberFormat(language).format(n);
}
