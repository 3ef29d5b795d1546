import { ERROR_MESSAGES, type ErrorParams, LANGUAGES } from '@dating/shared';
import i18n, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAdmin from '../locales/en/admin.json';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enOnboarding from '../locales/en/onboarding.json';
import enSettings from '../locales/en/settings.json';
import enValidation from '../locales/en/validation.json';
import myAdmin from '../locales/my/admin.json';
import myAuth from '../locales/my/auth.json';
import myCommon from '../locales/my/common.json';
import myErrors from '../locales/my/errors.json';
import myOnboarding from '../locales/my/onboarding.json';
import mySettings from '../locales/my/settings.json';
import myValidation from '../locales/my/validation.json';
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

export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    onboarding: enOnboarding,
    settings: enSettings,
    admin: enAdmin,
    errors: englishErrors,
    validation: enValidation,
  },
  my: {
    common: myCommon,
    auth: myAuth,
    onboarding: myOnboarding,
    settings: mySettings,
    admin: myAdmin,
    errors: myErrors,
    validation: myValidation,
  },
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
