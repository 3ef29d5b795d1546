import { useEffect } from 'react';
import i18n, { rememberedLanguage, setLanguage } from '../../lib/i18n';
import { useMe } from './api';

/**
 * A member who chose Burmese (Settings saves it in the profile) gets Burmese on a new device
 * too. A device's own choice wins; the profile's English is the default for everyone, so it
 * never overrides a Burmese browser.
 */
export function useProfileLanguage(): void {
  const language = useMe().data?.language;
  useEffect(() => {
    if (language === 'my' && rememberedLanguage() === null && i18n.language !== 'my') {
      void setLanguage('my');
    }
  }, [language]);
}
