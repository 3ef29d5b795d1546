import { createRequire } from 'node:module';

type Detector = { getZawgyiProbability(text: string): number };
type Converter = { zawgyiToUnicode(text: string): string };

// myanmar-tools 1.1.3 is CommonJS without types (1.2.0 is published without its build).
const { ZawgyiDetector, ZawgyiConverter } = createRequire(import.meta.url)('myanmar-tools') as {
  ZawgyiDetector: new () => Detector;
  ZawgyiConverter: new () => Converter;
};

const detector = new ZawgyiDetector();
const converter = new ZawgyiConverter();

/** Above this probability a text is treated as Zawgyi and converted (issue 9). */
export const ZAWGYI_THRESHOLD = 0.95;
const MYANMAR_BLOCK = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/;

export function zawgyiProbability(text: string): number {
  if (!MYANMAR_BLOCK.test(text)) return 0;
  return detector.getZawgyiProbability(text);
}

// Mon writes some vowel signs and letters in Unicode at code points Zawgyi reuses for Burmese
// shapes (U+1033 is Mon's vowel "ဳ", Zawgyi's tall "ု"), so the detector rates short Mon text
// as Zawgyi. Mon text is told apart by those signs in a Unicode-ordered text with nothing from
// the Shan/Karen/Zawgyi-glyph range above U+1060.
const MON_SIGNS = /[\u1028\u1033-\u1035\u105a-\u1060]/;
const NOT_MON = /[\u1061-\u109f]/;
const CONSONANT =
  '\\u1000-\\u102a\\u103f\\u104e\\u1050-\\u1055\\u105a-\\u105d\\u1061\\u1065\\u1066\\u106e-\\u1070\\u1075-\\u1081\\u108e';
const MEDIAL = '\\u103b-\\u103e\\u105e-\\u1060\\u1082';
/** Orders only Zawgyi writes: a vowel "ေ" or a medial not after a consonant, a dangling virama. */
const ZAWGYI_ORDER = new RegExp(
  `(?:^|[^${CONSONANT}${MEDIAL}])[\\u1031${MEDIAL}]|\\u1039(?![${CONSONANT}])`,
);

function isMonUnicode(text: string): boolean {
  return MON_SIGNS.test(text) && !NOT_MON.test(text) && !ZAWGYI_ORDER.test(text);
}

/**
 * Member-written text in Unicode: Zawgyi (probability >= 0.95) is converted; Unicode Burmese,
 * Shan, Mon and anything else is kept.
 */
export function toUnicodeText(text: string): string {
  if (zawgyiProbability(text) < ZAWGYI_THRESHOLD || isMonUnicode(text)) return text;
  return converter.zawgyiToUnicode(text).normalize('NFC');
}

/** Body fields members write themselves, checked on every JSON request. */
export const MEMBER_TEXT_FIELDS = new Set([
  'first_name',
  'pronouns',
  'bio',
  'city',
  'search_location',
  'comment',
  'content',
  'details',
  'payout_details',
  'transaction_ref',
]);

/** Converts the member-written string fields of a request body in place. */
export function normalizeMemberText(body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (typeof value === 'string' && MEMBER_TEXT_FIELDS.has(key))
      record[key] = toUnicodeText(value);
  }
}
