/**
 * Number and date formatters for the reader's language (docs/product.md#messages: numbers with
 * locale grouping).
 * Some browsers ship without Burmese locale data (Debian's Chromium, several Android WebViews):
 * `Intl` then silently formats in English. For Burmese we fall back to our own formatter that
 * writes what ICU's `my` data (CLDR) writes: Myanmar digits, year-month-day order, CLDR's month
 * abbreviations, an unpadded 24-hour clock (intl.test.ts compares the two).
 */

const BURMESE_DIGITS = '၀၁၂၃၄၅၆၇၈၉';
const BURMESE_MONTHS = [
  'ဇန်နဝါရီ',
  'ဖေဖော်ဝါရီ',
  'မတ်',
  'ဧပြီ',
  'မေ',
  'ဇွန်',
  'ဇူလိုင်',
  'ဩဂုတ်',
  'စက်တင်ဘာ',
  'အောက်တိုဘာ',
  'နိုဝင်ဘာ',
  'ဒီဇင်ဘာ',
];
// CLDR's abbreviated months (`MMM`); its abbreviated weekdays are the full names.
const BURMESE_MONTHS_SHORT = ['ဇန်', 'ဖေ', 'မတ်', 'ဧ', 'မေ', 'ဇွန်', 'ဇူ', 'ဩ', 'စက်', 'အောက်', 'နို', 'ဒီ'];
const BURMESE_WEEKDAYS = ['တနင်္ဂနွေ', 'တနင်္လာ', 'အင်္ဂါ', 'ဗုဒ္ဓဟူး', 'ကြာသပတေး', 'သောကြာ', 'စနေ'];

export function toBurmeseDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => BURMESE_DIGITS[Number(digit)] ?? digit);
}

/** Whether this browser has locale data for `language` (else Intl answers in its default). */
function supported(language: string): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0;
}

const needsBurmeseFallback = (language: string) => language === 'my' && !supported('my');

export interface Formatter<T> {
  format(value: T): string;
}

export function numberFormat(
  language: string,
  options?: Intl.NumberFormatOptions,
): Formatter<number> {
  if (!needsBurmeseFallback(language)) return new Intl.NumberFormat(language, options);
  const english = new Intl.NumberFormat('en', options);
  return { format: (value) => toBurmeseDigits(english.format(value)) };
}

export function dateTimeFormat(
  language: string,
  options?: Intl.DateTimeFormatOptions,
): Formatter<Date | number> {
  if (!needsBurmeseFallback(language)) return new Intl.DateTimeFormat(language, options);
  return { format: (value) => burmeseDateTime(new Date(value), options) };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date and time as CLDR's `my` patterns write them, for the option sets the app uses and
 * CLDR's four date styles: `y MMMM d EEEE` (full), `y MMMM d` (long), `y MMM d` (medium),
 * `d/M/yy` (short), `H:mm` (time), in that order, joined by spaces (intl.test.ts checks each).
 * Fields are the local time's, as `Intl` without a `timeZone` (the app never passes one).
 */
export function burmeseDateTime(date: Date, options: Intl.DateTimeFormatOptions = {}): string {
  const { dateStyle: style, timeStyle } = options;
  let { year, month, day, weekday } = options;
  if (style) {
    year = style === 'short' ? '2-digit' : 'numeric';
    month = style === 'short' ? 'numeric' : style === 'medium' ? 'short' : 'long';
    day = 'numeric';
    weekday = style === 'full' ? 'long' : undefined;
  }
  const y = year === '2-digit' ? pad(date.getFullYear() % 100) : year && date.getFullYear();
  const m = date.getMonth();
  const parts =
    month === 'numeric'
      ? [[day && date.getDate(), m + 1, y].filter(Boolean).join('/')]
      : [
          y,
          month && (month === 'long' ? BURMESE_MONTHS : BURMESE_MONTHS_SHORT)[m],
          day && date.getDate(),
          weekday && BURMESE_WEEKDAYS[date.getDay()],
        ];
  if (timeStyle || options.hour) parts.push(`${date.getHours()}:${pad(date.getMinutes())}`);
  return toBurmeseDigits(parts.filter(Boolean).join(' '));
}
