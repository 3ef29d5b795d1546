import {
  ERROR_MESSAGES,
  type ErrorCode,
  formatErrorMessage,
  keepSyllablesTogether,
} from '@dating/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';

import i18n, { errorText, loadLanguage } from './i18n';

describe('i18n', () => {
  it('has every English error text equal to ERROR_MESSAGES', () => {
    for (const code of Object.keys(ERROR_MESSAGES) as ErrorCode[]) {
      const params = {
        min: 1000,
        max: 4540,
        text: 'Yangon',
        minutes: 12,
        amount: 60000,
        username: 'thida',
        quoted: 60000,
      };
      const text = i18n.t(code, { ns: ['errors', 'adminErrors'], lng: 'en', ...params });
      expect(text).toBe(formatErrorMessage(code, params));
    }
  });

  it('renders an ApiError from its code and params, numbers grouped', () => {
    const error = new ApiError(422, 'WITHDRAWAL_MAXIMUM', 'raw', { max: 4540 });
    expect(errorText(error)).toBe('You can withdraw a maximum of 4,540 coins.');
  });

  it('writes interpolated numbers in Myanmar digits in Burmese, and leaves strings alone', async () => {
    await loadLanguage('my');
    const progress = i18n.t('progress', { ns: 'onboarding', lng: 'my', current: 1, total: 10 });
    expect(progress).toContain('၁');
    expect(progress).toContain('၁၀');
    expect(progress).not.toMatch(/[0-9]/);
    const named = i18n.t('youPrefix', { ns: 'chat', lng: 'my', content: 'room 42' });
    expect(named).toContain('room 42');
    expect(i18n.t('progress', { ns: 'onboarding', lng: 'en', current: 1, total: 10 })).toMatch(
      /1.*10/,
    );
  });

  it('loads Burmese on demand into i18next', async () => {
    const burmese = await loadLanguage('my');
    const english = await loadLanguage('en');
    expect(Object.keys(burmese).sort()).toEqual(Object.keys(english).sort());
    expect(i18n.hasResourceBundle('my', 'admin')).toBe(true);
    const title = (burmese.admin as { title: string }).title;
    expect(title).toMatch(/[\u1000-\u109f]/);
    // Shown with word joiners that keep its syllables on one line (lib/burmeseText).
    expect(i18n.t('title', { ns: 'admin', lng: 'my' })).toBe(keepSyllablesTogether(title));
    expect(i18n.t('title', { ns: 'admin', lng: 'my' })).not.toBe(title);
  });

  it('reads Burmese without downloading English alongside (its catalogues are complete)', async () => {
    await i18n.changeLanguage('my');
    try {
      expect(i18n.languages).toEqual(['my']);
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(i18n.languages).toEqual(['en']);
  });
});
