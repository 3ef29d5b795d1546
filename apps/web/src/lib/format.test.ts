import { describe, expect, it } from 'vitest';
import { dayLabel, formatNumber, listTimeLabel, townName } from './format';
import i18n from './i18n';

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
