import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat, toBurmeseDigits } from './intl';

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
      expect(dateTimeFormat('my', { dateStyle: 'medium' }).format(when)).toBe('၂၂ နိုဝင်ဘာ ၂၀၂၆');
      expect(dateTimeFormat('my', { weekday: 'short' }).format(when)).toBe('တနင်္ဂနွေ'); // a Sunday
      expect(dateTimeFormat('en', { timeStyle: 'short' }).format(when)).toBe('8:34 PM');
    });
  });

  it('converts digits only', () => {
    expect(toBurmeseDigits('Room 42, 7 km')).toBe('Room ၄၂, ၇ km');
  });
});
