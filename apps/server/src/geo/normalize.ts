/**
 * Place-name keys: what a typed location and a gazetteer name have in common once case,
 * spacing, punctuation, Latin accents and "where" words are gone.
 *
 *   "  Nay Pyi-Taw , Myanmar " -> ["naypyitaw", "myanmar"]
 *   "Yangon Region"            -> ["yangonregion", "yangon"]
 *   "ရန်ကုန်မြို့"                 -> ["ရန်ကုန်မြို့", "ရန်ကုန်"]
 *
 * Spaces are dropped, not collapsed, so "Naypyitaw" and "Nay Pyi Taw" give one key. Burmese
 * marks are kept (only U+0300-U+036F, the Latin combining accents, are removed). Zawgyi-encoded
 * input is not converted here.
 */

/** Trailing English words that say where a place is, not which one. */
const TRAILING_WORDS = new Set([
  'myanmar',
  'burma',
  'mm',
  'city',
  'town',
  'township',
  'region',
  'division',
  'state',
]);

/** Burmese endings of the same kind: town, township, region, state, Myanmar, country. */
const BURMESE_SUFFIXES = ['မြို့နယ်', 'မြို့', 'တိုင်းဒေသကြီး', 'တိုင်း', 'ပြည်နယ်', 'မြန်မာနိုင်ငံ', 'မြန်မာ', 'နိုင်ငံ'];

const WORD_SEPARATORS = /[\s\-_.'’‘`"()/\\]+/u;
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const INVISIBLES = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/** Case-folded, accent-free, invisible characters removed. */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFC')
    .replace(INVISIBLES, '');
}

function stripBurmeseSuffixes(key: string): string {
  let stripped = key;
  for (let changed = true; changed; ) {
    changed = false;
    for (const suffix of BURMESE_SUFFIXES) {
      if (stripped.length > suffix.length && stripped.endsWith(suffix)) {
        stripped = stripped.slice(0, -suffix.length);
        changed = true;
      }
    }
  }
  return stripped;
}

/**
 * The lookup keys of a text, best first: for each comma-separated part, the whole part, then
 * the part without trailing "where" words. Empty when nothing is left.
 */
export function placeKeys(text: string): string[] {
  const keys: string[] = [];
  const add = (key: string) => {
    if (key && !keys.includes(key)) keys.push(key);
  };
  for (const part of foldText(text).split(/[,،၊]/)) {
    const words = part.split(WORD_SEPARATORS).filter(Boolean);
    if (words.length === 0) continue;
    add(words.join(''));
    while (words.length > 1 && TRAILING_WORDS.has(words[words.length - 1] as string)) words.pop();
    add(stripBurmeseSuffixes(words.join('')));
  }
  return keys;
}

const MYANMAR = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/;

/**
 * A looser key for romanized Burmese, where one name has many spellings: doubled letters,
 * ay/ey/ai, oo/ou, a final "r" after a vowel ("Tharyar"), a silent final e ("Mogoke") and the
 * "h" of aspirates ("Hpa-An"/"Pa-an", "Phyu"/"Pyu") do not count. Burmese keys are kept.
 */
export function looseKey(key: string): string {
  if (MYANMAR.test(key)) return key;
  return key
    .replace(/([bcdgkpst])h/g, '$1')
    .replace(/^h(?=[^aeiouy])/, '')
    .replace(/ar(?![aeiou])/g, 'a')
    .replace(/ay|ey|ai/g, 'e')
    .replace(/oo|ou/g, 'u')
    .replace(/(.)\1+/g, '$1')
    .replace(/([^aeiouy])e$/, '$1');
}
