import { afterEach, describe, expect, it, vi } from 'vitest';
import { burmeseDateTime, dateTimeFormat, numberFormat, toBurmeseDigits } from './intl';

const when = new Date(2026, 10, 22, 20, 34); // 22 November 2026, 20:34 local time

describe('formatters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the browser data when it has the language', () => {
    expect(numberFormat('en').format(12345)).toBe('12,345');
    expect(numberFormat('my').format(12345)).toBe(new Intl.NumberFormat('my').format(12345));
  });

  describe('in a browser without Burmese locale data', () => {
    const withoutBurmese = () =>
      vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales) =>
        [locales ?? []]
          .flat()
          .map(String)
          .filter((locale) => locale !== 'my'),
      );

    it('writes Burmese numbers with Myanmar digits and grouping', () => {
      withoutBurmese();
      expect(numberFormat('my').format(12345)).toBe('၁၂,၃၄၅');
      expect(numberFormat('my', { maximumFractionDigits: 1 }).format(2.5)).toBe('၂.၅');
      expect(numberFormat('en').format(12345)).toBe('12,345');
    });

    it('writes dates with Burmese month and weekday names and a 24-hour clock', () => {
      withoutBurmese();
      expect(dateTimeFormat('my', { timeStyle: 'short' }).format(when)).toBe('၂၀:၃၄');
      expect(dateTimeFormat('my', { timeStyle: 'short' }).format(new Date(2026, 0, 1, 7, 5))).toBe(
        '၇:၀၅',
      );
      expect(dateTimeFormat('my', { dateStyle: 'medium' }).format(when)).toBe('၂၀၂၆ နို ၂၂');
      expect(dateTimeFormat('my', { weekday: 'short' }).format(when)).toBe('တနင်္ဂနွေ'); // a Sunday
      expect(dateTimeFormat('en', { timeStyle: 'short' }).format(when)).toBe('8:34 PM');
    });
  });

  it('converts digits only', () => {
    expect(toBurmeseDigits('Room 42, 7 km')).toBe('Room ၄၂, ၇ km');
  });
});

// Every option set the app formats dates with (lib/format.ts, SettingsScreen's boost end).
const APP_OPTION_SETS: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'medium' }, // formatDate
  { dateStyle: 'medium', timeStyle: 'short' }, // formatDateTime, Settings
  { timeStyle: 'short' }, // timeLabel
  { weekday: 'long', day: 'numeric', month: 'long' }, // dayLabel, this week
  { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, // this week, last year
  { day: 'numeric', month: 'long' }, // dayLabel
  { day: 'numeric', month: 'long', year: 'numeric' },
  { weekday: 'short' }, // listTimeLabel
  { day: 'numeric', month: 'short' },
  { day: 'numeric', month: 'short', year: '2-digit' },
];
// CLDR's date styles and other sets the app does not use today, which the fallback writes
// CLDR's way too.
const OTHER_OPTION_SETS: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'full' },
  { dateStyle: 'long', timeStyle: 'short' },
  { dateStyle: 'short' },
  { dateStyle: 'short', timeStyle: 'short' },
  { year: 'numeric', month: 'numeric', day: 'numeric' },
  { month: 'numeric', day: 'numeric' },
  { year: 'numeric', month: 'long' },
  { hour: 'numeric', minute: '2-digit' },
];

// 60 moments: every month and weekday, every hour 0-23, one- and two-digit days, minutes and
// two-digit years (2001-2029: "၀၁").
const MOMENTS = Array.from(
  { length: 60 },
  (_, i) =>
    new Date(2001 + ((i * 7) % 29), i % 12, 1 + ((i * 11) % 28), i % 24, (i * 17) % 60, i % 60),
);

describe("the Burmese fallback against ICU's own my data (CLDR)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('covers every month, weekday and hour', () => {
    expect(new Set(MOMENTS.map((date) => date.getMonth())).size).toBe(12);
    expect(new Set(MOMENTS.map((date) => date.getDay())).size).toBe(7);
    expect(new Set(MOMENTS.map((date) => date.getHours())).size).toBe(24);
    // Node's ICU has full Burmese data: the reference below is CLDR's, not English.
    expect(Intl.DateTimeFormat.supportedLocalesOf(['my'])).toEqual(['my']);
  });

  it.each([...APP_OPTION_SETS, ...OTHER_OPTION_SETS])('writes %j as CLDR does', (options) => {
    const cldr = new Intl.DateTimeFormat('my', options);
    const expected = MOMENTS.map((date) => cldr.format(date));
    expect(MOMENTS.map((date) => burmeseDateTime(date, options))).toEqual(expected);
    // And through the app's entry point, in a browser without Burmese data.
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    const fallback = dateTimeFormat('my', options);
    expect(fallback).not.toBeInstanceOf(Intl.DateTimeFormat);
    expect(MOMENTS.map((date) => fallback.format(date.getTime()))).toEqual(expected);
  });
});
