import { afterEach, describe, expect, it, vi } from 'vitest';
import * as withBurmese from './format';
import { dayLabel, formatKm, formatNumber, listTimeLabel, townName } from './format';
import i18n, { loadLanguage } from './i18n';

const now = new Date(2025, 5, 15, 12, 0);
const at = (days: number, hour = 9) => new Date(2025, 5, 15 - days, hour, 30).toISOString();

describe('locale formats', () => {
  it('groups numbers by locale', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(
      i18n.t('chat:search.placeholder', { count: 1234, n: formatNumber(1234, 'en'), lng: 'en' }),
    ).toBe('Search 1,234 matches');
    expect(i18n.t('chat:search.placeholder', { count: 1, n: '1', lng: 'en' })).toBe(
      'Search 1 match',
    );
  });

  it('labels days as Today, Yesterday, then dates', () => {
    expect(dayLabel(at(0), i18n.t, 'en', now)).toBe('Today');
    expect(dayLabel(at(1, 23), i18n.t, 'en', now)).toBe('Yesterday');
    expect(dayLabel(at(3), i18n.t, 'en', now)).toBe('Thursday, June 12');
    expect(dayLabel(at(30), i18n.t, 'en', now)).toBe('May 16');
    expect(dayLabel(new Date(2024, 0, 2).toISOString(), i18n.t, 'en', now)).toBe('January 2, 2024');
  });

  it('shows a time today, Yesterday, a weekday, then a short date in the list', () => {
    expect(listTimeLabel(at(0), i18n.t, 'en', now)).toMatch(/^9:30\sAM$/);
    expect(listTimeLabel(at(1), i18n.t, 'en', now)).toBe('Yesterday');
    expect(listTimeLabel(at(3), i18n.t, 'en', now)).toBe('Thu');
    expect(listTimeLabel(at(30), i18n.t, 'en', now)).toBe('May 16');
  });
});

describe('townName', () => {
  const yangon = { city: 'Yangon', city_my: 'ရန်ကုန်' };
  it("names the town in the reader's language, English when no Burmese name is known", () => {
    expect(townName(yangon, 'en')).toBe('Yangon');
    expect(townName(yangon, 'my')).toBe('ရန်ကုန်');
    expect(townName({ city: 'Current Location', city_my: null }, 'my')).toBe('Current Location');
    expect(townName({ city: null, city_my: null }, 'my')).toBeNull();
  });
});

/** lib/format as a browser without Burmese locale data loads it (its formatter cache is fresh). */
async function formatWithoutBurmese() {
  vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
  vi.resetModules();
  return import('./format');
}

describe("Burmese formats with and without the browser's Burmese data", () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes distances in kilometres, never with a Latin "km"', async () => {
    const cldr = new Intl.NumberFormat('my', {
      style: 'unit',
      unit: 'kilometer',
      unitDisplay: 'long',
    });
    const distances = [1, 5, 12, 100, 2.5, 1500];
    const expected = distances.map((km) => cldr.format(km));
    expect(distances.map((km) => formatKm(km, 'my'))).toEqual(expected);
    expect(formatKm(12, 'my')).toBe('၁၂ ကီလိုမီတာ');
    expect(formatKm(12, 'en')).toBe('12 km');

    const fallback = await formatWithoutBurmese();
    expect(distances.map((km) => fallback.formatKm(km, 'my'))).toEqual(expected);
    expect(fallback.formatKm(1500, 'my')).toBe('၁,၅၀၀ ကီလိုမီတာ');
    expect(fallback.formatKm(12, 'en')).toBe('12 km');
    // Nor in a Burmese text of the catalogues (the validation keys are English).
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap(texts);
    expect(texts(await loadLanguage('my')).filter((text) => /\bkm\b/i.test(text))).toEqual([]);
  });

  it("writes every date label of the app as ICU's own my data does", async () => {
    const t = i18n.getFixedT('my');
    const labels = (format: typeof fallback) =>
      // From 40 days before "now" to the same day: today, yesterday, this week, this year,
      // and (the 1st of January as "now") last year; each at a different hour.
      Array.from({ length: 41 }, (_, i) => {
        const now = i % 2 ? new Date(2025, 0, 1, 23, 0) : new Date(2025, 5, 15, 23, 0);
        const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - i, i % 24, 5);
        const iso = day.toISOString();
        return [
          format.formatDate(iso, 'my'),
          format.formatDateTime(iso, 'my'),
          format.timeLabel(iso, 'my'),
          format.dayLabel(iso, t, 'my', now),
          format.listTimeLabel(iso, t, 'my', now),
        ];
      });
    // The browser's own data first (Node's ICU has it), then the fallback.
    const expected = labels(withBurmese);
    const fallback = await formatWithoutBurmese();
    expect(labels(fallback)).toEqual(expected);
    expect(fallback.formatDateTime(new Date(2024, 7, 9, 7, 5), 'my')).toBe('၂၀၂၄ ဩ ၉ ၇:၀၅');
    expect(fallback.timeLabel(new Date(2024, 7, 9, 7, 5), 'my')).toBe('၇:၀၅');
  });
});
