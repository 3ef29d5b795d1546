import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, type Formatter, numberFormat } from './intl';

/**
 * Numbers, distances, dates and relative days in the reader's language (docs/product.md#messages:
 * numbers with locale grouping). Every screen formats through here; lib/intl only supplies the
 * formatters (with the Burmese fallback).
 */

const DAY_MS = 86_400_000;

// Building an Intl formatter costs far more than using one, and lists format many values.
const formatters = new Map<string, Formatter<number> | Formatter<Date | number>>();

function cachedNumberFormat(language: string, options?: Intl.NumberFormatOptions) {
  const key = `n|${language}|${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as Formatter<number> | undefined;
  if (!formatter) {
    formatter = numberFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function cachedDateTimeFormat(language: string, options: Intl.DateTimeFormatOptions) {
  const key = `d|${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Formatter<Date | number> | undefined;
  if (!formatter) {
    formatter = dateTimeFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** A number with the reader's grouping: 12,345 (coins, counts, ages). */
export function formatNumber(value: number, language: string): string {
  return cachedNumberFormat(language).format(value);
}

/** A profile's town in the reader's language: its Burmese name (from the server) in the Burmese UI. */
export function townName(
  place: { city: string | null; city_my: string | null },
  language: string,
): string | null {
  return (language.startsWith('my') && place.city_my) || place.city;
}

// CLDR's long unit for Burmese ("{0} ကီလိုမီတာ"): its short unit is a Latin "km" (issue 34).
const BURMESE_KM = 'ကီလိုမီတာ';

/** "12 km" in the reader's language, "၁၂ ကီလိုမီတာ" in Burmese. */
export function formatKm(value: number, language: string): string {
  if (language === 'my') return `${formatNumber(value, language)} ${BURMESE_KM}`;
  return cachedNumberFormat(language, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
  }).format(value);
}

/** A calendar date, e.g. Mar 5, 2024. */
export function formatDate(value: string | Date, language: string): string {
  return cachedDateTimeFormat(language, { dateStyle: 'medium' }).format(toDate(value));
}

/** A date with its time, e.g. Mar 5, 2024, 8:00 AM. */
export function formatDateTime(value: string | Date, language: string): string {
  return cachedDateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    toDate(value),
  );
}

/** The time of day, e.g. 9:41 AM. */
export function timeLabel(value: string | Date, language: string): string {
  return cachedDateTimeFormat(language, { timeStyle: 'short' }).format(toDate(value));
}

/** Local midnight of a date, as a number to compare days. */
function dayStart(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days between `date` and `now` (0 = today, 1 = yesterday). */
export function daysAgo(date: Date, now = new Date()): number {
  return Math.round((dayStart(now) - dayStart(date)) / DAY_MS);
}

/** The calendar day of a timestamp, to tell whether two of them fall on the same day. */
export function dayKey(iso: string): number {
  return dayStart(new Date(iso));
}

/** A day heading: Today, Yesterday, a weekday this week, else a date in the reader's locale. */
export function dayLabel(iso: string, t: TFunction, language: string, now = new Date()): string {
  const date = new Date(iso);
  const ago = daysAgo(date, now);
  if (ago === 0) return t('common:day.today');
  if (ago === 1) return t('common:day.yesterday');
  const sameYear = date.getFullYear() === now.getFullYear();
  return cachedDateTimeFormat(language, {
    weekday: ago < 7 ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: sameYear ? undefined : 'numeric',
  }).format(date);
}

/** When something happened, short: a time today, else Yesterday, a weekday or a short date. */
export function listTimeLabel(iso: string, t: TFunction, language: string, now = new Date()) {
  const date = new Date(iso);
  const ago = daysAgo(date, now);
  if (ago === 0) return timeLabel(date, language);
  if (ago === 1) return t('common:day.yesterday');
  if (ago < 7) return cachedDateTimeFormat(language, { weekday: 'short' }).format(date);
  return cachedDateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: date.getFullYear() === now.getFullYear() ? undefined : '2-digit',
  }).format(date);
}

/** A stored profile option (gender, sexuality, intention) as the catalogue names it. */
export function optionText(t: TFunction, value: string): string {
  return t(`options.${value}`, { ns: 'common', defaultValue: value });
}

/** The formatters above bound to the reader's current language (re-renders when it changes). */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      number: (value: number) => formatNumber(value, language),
      km: (value: number) => formatKm(value, language),
      date: (value: string | Date) => formatDate(value, language),
      dateTime: (value: string | Date) => formatDateTime(value, language),
    }),
    [language],
  );
}
