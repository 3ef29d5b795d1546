import { ERROR_MESSAGES, type ErrorCode, formatErrorMessage } from '@dating/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import i18n, { errorText, resources } from './i18n';

describe('i18n', () => {
  it('has every English error text equal to ERROR_MESSAGES', () => {
    for (const code of Object.keys(ERROR_MESSAGES) as ErrorCode[]) {
      const params = { min: 1000, max: 4540, text: 'Yangon' };
      const text = i18n.t(code, { ns: 'errors', lng: 'en', ...params });
      expect(text).toBe(formatErrorMessage(code, params));
    }
  });

  it('renders an ApiError from its code and params, numbers grouped', () => {
    const error = new ApiError(422, 'WITHDRAWAL_MAXIMUM', 'raw', { max: 4540 });
    expect(errorText(error)).toBe('You can withdraw a maximum of 4,540 coins.');
  });

  it('has the same catalogue files in Burmese (empty ones fall back to English)', () => {
    expect(Object.keys(resources.my).sort()).toEqual(Object.keys(resources.en).sort());
    expect(i18n.t('guard.loadingSession', { ns: 'auth', lng: 'my' })).toBe('Loading session...');
  });
});
