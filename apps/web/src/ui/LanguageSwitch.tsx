import { LANGUAGES } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { type Language, setLanguage } from '../lib/i18n';
import { cn } from './cn';

export interface LanguageSwitchProps {
  /** `onColor` for the landing page's rose background, `plain` on white cards. */
  tone?: 'plain' | 'onColor';
  /** Called after the UI switched, e.g. to save the choice in the member's profile. */
  onChange?: (language: Language) => void;
  className?: string;
}

/** index.css: a tiny font with just the glyphs of "မြန်မာ", before the full Burmese one. */
const LANGUAGE_NAME_FONT = '"Myanmar Language Name", "Noto Sans Myanmar", sans-serif';

const tones = {
  plain: {
    group: 'bg-neutral-100',
    on: 'bg-white text-neutral-900 shadow-sm',
    off: 'text-neutral-700 hover:text-neutral-900',
    ring: 'focus-visible:ring-rose-500',
  },
  onColor: {
    group: 'bg-white/15',
    on: 'bg-white text-rose-700 shadow-sm',
    off: 'text-white hover:bg-white/10',
    ring: 'focus-visible:ring-white',
  },
};

/**
 * English / Burmese, each written in its own script so a reader finds theirs. The choice is
 * remembered on this device (lib/i18n setLanguage).
 */
export function LanguageSwitch({ tone = 'plain', onChange, className }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const style = tones[tone];
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <fieldset className={cn('inline-flex gap-1 rounded-full p-1', style.group, className)}>
      <legend className="sr-only">{t('language.label')}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          style={language === 'my' ? { fontFamily: LANGUAGE_NAME_FONT } : undefined}
          aria-pressed={current === language}
          onClick={async () => {
            if (current === language) return;
            await setLanguage(language);
            onChange?.(language);
          }}
          className={cn(
            'min-h-11 min-w-24 rounded-full px-4 text-sm font-semibold transition-colors',
            'focus-visible:outline-none focus-visible:ring-2',
            style.ring,
            current === language ? style.on : style.off,
          )}
        >
          {t(`language.names.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}
