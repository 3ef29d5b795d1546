import { type ErrorParams, keepSyllablesTogether, LANGUAGES, type Language } from '@dating/shared';
import i18n, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isApiError } from './api';

import type { Catalogue } from './catalogue';
import { type Formatter, numberFormat, toBurmeseDigits } from './intl';

export type { Language };
export const LANGUAGE_STORAGE_KEY = 'language';

/** Every screen's namespace (tabs, actions, the guards' loading texts), loaded at start. */
const ENTRY_NAMESPACES = ['common'];

/**
 * The public screens' texts (landing, sign-in, sign-up): loaded at start for a visitor (main.tsx),
 * on demand in the full app, so a member's first screen does without them (issue #22).
 */
export const PUBLIC_NAMESPACES = ['auth'];

/**
 * Error and form messages: not needed to show the first screen, so they load with every lazily
 * loaded area (router.tsx) and, on the public forms, when the form is first touched.
 */
export const MESSAGE_NAMESPACES = ['errors', 'validation'];
/** The admin areas' messages: the member ones and those of ADMIN_ERROR_CODES. */
export const ADMIN_MESSAGE_NAMESPACES = [...MESSAGE_NAMESPACES, 'adminErrors'];

/**
 * English catalogues made from @dating/shared rather than JSON files, so the server's English and
 * the UI's never drift apart.
 */
const generatedEnglish: Record<string, () => Promise<Catalogue>> = {
  // Loaded when needed, like the other catalogues: a Burmese reader never downloads it.
  errors: () => import('./englishErrors').then((module) => module.englishErrors),
  adminErrors: () => import('./englishErrors').then((module) => module.englishAdminErrors),
};

/**
 * Every catalogue file, locales/<language>/<namespace>.json, each its own small chunk: a screen
 * downloads its namespace in its reader's language only (router.tsx preloads it with the
 * screen), so neither other languages nor admin texts weigh on the first visit.
 */
const catalogueFiles = import.meta.glob<Catalogue>(
  ['../locales/*/*.json', '!../locales/*/{errors,notifications,discovery,safety}.json'],
  { import: 'default' },
);

/**
 * The namespaces every member screen reads come in one file per language,
 * locales/<language>/member-texts.ts (four small files, each compressed on its own, weighed
 * 1.2 KB more on /home).
 */
const MEMBER_NAMESPACES = ['errors', 'notifications', 'discovery', 'safety'];
const memberPacks = import.meta.glob<Record<string, Catalogue>>('../locales/*/member-texts.ts', {
  import: 'default',
});

function namespaceOf(file: string): string | undefined {
  return /\/([^/]+)\.json$/.exec(file)?.[1];
}

function fileOf(language: string, namespace: string): (() => Promise<Catalogue>) | undefined {
  const pack = memberPacks[`../locales/${language}/member-texts.ts`];
  if (pack && MEMBER_NAMESPACES.includes(namespace)) {
    return () => pack().then((catalogues) => catalogues[namespace] ?? {});
  }
  return catalogueFiles[`../locales/${language}/${namespace}.json`];
}

/** The namespaces of a language's catalogue files (a pack's namespaces included). */
async function namespacesOf(language: string): Promise<string[]> {
  const pack = memberPacks[`../locales/${language}/member-texts.ts`];
  return [
    ...Object.keys(catalogueFiles)
      .filter((file) => file.startsWith(`../locales/${language}/`))
      .map((file) => namespaceOf(file) ?? ''),
    ...(pack ? Object.keys(await pack()) : []),
  ];
}

/** Every namespace there is (the English catalogue is the source of truth). */
export const allNamespaces: string[] = [
  ...new Set([
    ...Object.keys(catalogueFiles)
      .filter((file) => file.startsWith('../locales/en/'))
      .map((file) => namespaceOf(file) ?? ''),
    ...MEMBER_NAMESPACES,
    ...Object.keys(generatedEnglish),
  ]),
].sort();

async function readCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const generated = language === 'en' ? generatedEnglish[namespace] : undefined;
  if (generated) return generated();
  const load = fileOf(language, namespace);
  return load ? load() : {};
}

/** i18next backend: fetches a namespace's catalogue the first time a language needs it. */
const lazyCatalogues = {
  type: 'backend' as const,
  init() {},
  read(
    language: string,
    namespace: string,
    done: (error: unknown, data: Catalogue | null) => void,
  ) {
    readCatalogue(language, namespace).then(
      (catalogue) => done(null, catalogue),
      (error: unknown) => done(error, null),
    );
  },
};

/**
 * The language i18next is switching to, while it fetches that language's catalogues: i18next's
 * own `language` still names the one being left until then.
 */
let switchingTo: string | null = null;

async function switchLanguage(language: Language): Promise<TFunction> {
  switchingTo = language;
  try {
    return await i18n.changeLanguage(language);
  } finally {
    if (switchingTo === language) switchingTo = null;
  }
}

/**
 * Loads namespaces (e.g. of a screen about to open) in the reader's language. A screen preloaded
 * while main.tsx still switches to the reader's language gets its texts in that language only:
 * i18next would load them in the language being left as well (issue #22: a Burmese member's
 * /home downloaded four English catalogues it never showed).
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const language = switchingTo;
  if (!language || language === i18n.language) {
    await i18n.loadNamespaces([...namespaces]);
    return;
  }
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (i18n.hasResourceBundle(language, namespace)) return;
      const catalogue = await readCatalogue(language, namespace);
      if (!i18n.hasResourceBundle(language, namespace)) {
        i18n.addResourceBundle(language, namespace, catalogue, true, false);
      }
    }),
  );
}

/** Every catalogue of a language, by namespace (the completeness tests use it). */
export async function loadLanguage(language: Language): Promise<Record<string, Catalogue>> {
  const out: Record<string, Catalogue> = {};
  const namespaces = language === 'en' ? allNamespaces : await namespacesOf(language);
  for (const namespace of namespaces) out[namespace] = await readCatalogue(language, namespace);
  for (const [namespace, catalogue] of Object.entries(out)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, catalogue, true, false);
    }
  }
  return out;
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language chosen on this device, if one was. */
export function rememberedLanguage(): Language | null {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null; // no storage
  }
}

export function detectLanguage(): Language {
  const saved = rememberedLanguage();
  if (saved) return saved;
  const preferred = globalThis.navigator?.languages ?? [];
  return preferred.some((lang) => lang.toLowerCase().startsWith('my')) ? 'my' : 'en';
}

/** Switches the UI language (fetching its catalogue first) and remembers the choice. */
export async function setLanguage(language: Language): Promise<TFunction> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // remembered for this page only
  }
  return switchLanguage(language);
}

/**
 * Has the reader's language and the entry's catalogues in (the remembered or the browser's
 * language, which i18next starts in), with `namespaces` alongside; main.tsx awaits it before
 * rendering.
 */
export async function startInDetectedLanguage(namespaces: readonly string[] = []): Promise<void> {
  const language = detectLanguage();
  await Promise.all([
    language !== i18n.language ? switchLanguage(language) : i18n.loadNamespaces(ENTRY_NAMESPACES),
    namespaces.length > 0 ? loadNamespaces(namespaces) : null,
  ]);
}

i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  // Search engines and link previews read the description in the page's language (issue #22).
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', i18n.t('tagline', { ns: 'common', lng: language, postProcess: [] }));
});

/** Burmese texts keep each syllable on one line (lib/burmeseText). */
const burmeseSyllables = {
  type: 'postProcessor' as const,
  name: 'burmeseSyllables',
  process: (value: string, _key: unknown, options: { lng?: string }, translator: unknown) => {
    const language = options.lng ?? (translator as { language?: string }).language;
    return language === 'my' ? keepSyllablesTogether(value) : value;
  },
};

/**
 * Every number interpolated into a text ({{count}}, {{step}}, {{amount}}…) is written the
 * reader's way, once, here: Myanmar digits with grouping in the Burmese UI (issue 18). Texts that
 * pass strings (member names, pre-formatted values) are untouched.
 */
const interpolatedNumbers = new Map<string, Formatter<number>>();
function formatInterpolated(value: unknown, _format?: string, language?: string): string {
  // Strings and anything else pass through as i18next gave them.
  if (typeof value !== 'number' || !language || language === 'en') return value as string;
  let formatter = interpolatedNumbers.get(language);
  if (!formatter) {
    formatter = numberFormat(language);
    interpolatedNumbers.set(language, formatter);
  }
  return formatter.format(value);
}

// Replaces i18next's formatter: the catalogues use no named formats ({{value, number}}).
const readersNumbers = {
  type: 'formatter' as const,
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: formatInterpolated,
};

/**
 * English backs up a missing text, except for a Burmese reader: lib/catalogue.test.ts holds every
 * Burmese catalogue complete, and a fallback would download each screen's English catalogue as
 * well (issue #22: about 4 KB more on a member's /home).
 */
const FALLBACK_LANGUAGES = { my: [], default: ['en'] };

void i18n
  .use(lazyCatalogues)
  .use(readersNumbers)
  .use(burmeseSyllables)
  .use(initReactI18next)
  .init({
    partialBundledLanguages: true,
    // The reader's language from the start: its entry catalogues begin to load here, and a
    // Burmese reader never downloads the English ones (issue #22).
    lng: detectLanguage(),
    fallbackLng: FALLBACK_LANGUAGES,
    supportedLngs: [...LANGUAGES],
    ns: ENTRY_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnEmptyString: false,
    returnNull: false,
    postProcess: ['burmeseSyllables'],
    initAsync: false,
  });

/** Numbers in messages use the reader's locale grouping (docs/product.md#messages). */
function localiseParams(params: ErrorParams | undefined, language: string): ErrorParams {
  const out: ErrorParams = {};
  const format = numberFormat(language);
  for (const [key, value] of Object.entries(params ?? {})) {
    out[key] = typeof value === 'number' ? format.format(value) : value;
  }
  return out;
}

/** The text to show for a failed request: translated from the error's code and params. */
export function errorText(error: unknown, t: TFunction = i18n.t): string {
  if (isApiError(error)) {
    return t(error.code, {
      // adminErrors is loaded on the admin screens only; elsewhere its codes cannot arrive.
      ns: ['errors', 'adminErrors'],
      ...localiseParams(error.params, i18n.language),
      defaultValue: error.message,
    });
  }
  return t('INTERNAL', { ns: 'errors' });
}

/** A shared zod schema's message, translated when the catalogue has it (English otherwise). */
export function validationText(message: string, t: TFunction = i18n.t): string {
  const text = t(message, {
    ns: 'validation',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: message,
  });
  // The shared schemas' limits are written into the messages: Myanmar digits in Burmese.
  return i18n.language === 'my' ? toBurmeseDigits(text) : text;
}

/**
 * The server's reason for refusing, in the reader's language: a field rule (400
 * VALIDATION_FAILED) carries the rule's English message itself, every other code is rendered from
 * code and params (numbers grouped).
 */
export function refusalText(error: unknown, t: TFunction = i18n.t): string {
  if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.message) {
    return validationText(error.message, t);
  }
  return errorText(error, t);
}

export default i18n;
