import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { errorText, validationText } from '../../lib/i18n';
import { dateTimeFormat, numberFormat } from '../../lib/intl';

/** Numbers with the reader's locale grouping (spec section 9) and dates in their language. */
export function useMoneyFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = numberFormat(language);
    const dateTime = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (n: number) => number.format(n),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
    };
  }, [language]);
}

/**
 * The server's reason for refusing, in the reader's language: a field rule (400
 * VALIDATION_FAILED) carries the spec's message itself, every other code is rendered from
 * code and params (numbers grouped).
 */
export function refusalText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.message) {
    return validationText(error.message, t);
  }
  return errorText(error, t);
}
