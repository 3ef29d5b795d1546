import { ERROR_MESSAGES, type ErrorParams, LANGUAGES } from '@dating/shared';
import i18n, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isApiError } from './api';

export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';

/** The shared catalogue writes `{name}`; i18next interpolates `{{name}}`. */
export function toI18nextTemplate(message: string): string {
  return message.replace(/\{(\w+)\}/g, '{{$1}}');
}

/** English error texts are ERROR_MESSAGES of @dating/shared, never copied by hand. */
export const englishErrors: Record<string, string> = Object.fromEntries(
  Object.entries(ERROR_MESSAGES).map(([code, message]) => [code, toI18nextTemplate(message)]),
);

/**
 * Every catalogue in locales/{en,my}/*.json, one namespace per file, picked up automatically so a
 * new feature only adds its JSON files.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function cataloguesOf(language: string): Record<string, Record<string, unknown>> {
  const found: Record<string, Record<string, unknown>> = {};
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] === language && match[2]) found[match[2]] = catalogue;
  }
  return found;
}

export const resources = {
  en: { ...cataloguesOf('en'), errors: englishErrors },
  my: cataloguesOf('my'),
};

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function detectLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // no storage: fall through to the browser's languages
  }
  const preferred = globalThis.navigator?.languages ?? [];
  return preferred.some((lang) => lang.toLowerCase().startsWith('my')) ? 'my' : 'en';
}

export function setLanguage(language: Language): Promise<TFunction> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // remembered for this page only
  }
  return i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(resources.en),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  returnNull: false,
  initAsync: false,
});

/** Numbers in messages use the reader's locale grouping (spec section 9). */
function localiseParams(params: ErrorParams | undefined, language: string): ErrorParams {
  const out: ErrorParams = {};
  const format = new Intl.NumberFormat(language);
  for (const [key, value] of Object.entries(params ?? {})) {
    out[key] = typeof value === 'number' ? format.format(value) : value;
  }
  return out;
}

/** The text to show for a failed request: translated from the error's code and params. */
export function errorText(error: unknown, t: TFunction = i18n.t): string {
  if (isApiError(error)) {
    return t(error.code, {
      ns: 'errors',
      ...localiseParams(error.params, i18n.language),
      defaultValue: error.message,
    });
  }
  return t('INTERNAL', { ns: 'errors' });
}

/** A shared zod schema's message, translated when the catalogue has it (English otherwise). */
export function validationText(message: string, t: TFunction = i18n.t): string {
  return t(message, {
    ns: 'validation',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: message,
  });
}

export default i18n;
