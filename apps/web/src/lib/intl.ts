/**
 * Number and date formatters for the reader's language (docs/product.md#messages: numbers with
 * locale grouping).
 * Some browsers ship without Burmese locale data (Chromium builds with trimmed ICU, several
 * Android WebViews): `Intl` then silently formats in English. For Burmese we fall back to
 * formatting the parts in a neutral locale and writing them the Burmese way: Myanmar digits,
 * Burmese month and weekday names, 24-hour time, as ICU's own `my` data does.
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
  // en-GB: day before month and a 24-hour clock, the order Burmese uses.
  const parts = new Intl.DateTimeFormat('en-GB', { ...options, hourCycle: 'h23' });
  return {
    format: (value) => {
      const date = new Date(value);
      return parts
        .formatToParts(date)
        .map((part) => {
          if (part.type === 'month' && !/^\d+$/.test(part.value)) {
            return BURMESE_MONTHS[date.getMonth()];
          }
          if (part.type === 'weekday') return BURMESE_WEEKDAYS[date.getDay()];
          if (part.type === 'literal') return part.value.replace(/,/g, '');
          return toBurmeseDigits(part.value);
        })
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
    },
  };
}
