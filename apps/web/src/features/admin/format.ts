import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, numberFormat } from '../../lib/intl';

/** Numbers with the reader's locale grouping (spec section 9) and dates in their language. */
export function useAdminFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = numberFormat(language);
    const date = dateTimeFormat(language, { dateStyle: 'medium' });
    const dateTime = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (n: number) => number.format(n),
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
    };
  }, [language]);
}

const DESKTOP_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  const query = globalThis.matchMedia?.(DESKTOP_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Wide tables from Tailwind's `lg` up, cards below; no matchMedia counts as desktop. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(DESKTOP_QUERY).matches ?? true,
    () => true,
  );
}
