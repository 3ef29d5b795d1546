/*
 * Does a text break the syllable structure of Unicode Myanmar (Burmese, Shan, Mon, Karen)?
 * Zawgyi stores glyphs in visual order, so read as Unicode it almost always breaks a rule that
 * no Unicode text breaks: a vowel sign or medial before its consonant ("ေ", "ျ" first), a
 * virama that stacks nothing (Zawgyi's asat), a stack of two consonants Pali never stacks, or a
 * vowel sign after the asat. Text that breaks none of them may be Unicode, however Zawgyi-like
 * the detector finds it: the server then keeps it, and the web form asks the member.
 */

// Digits zero and seven stand in for the letters wa and ra in much real text, in both encodings.
const BASE = /[\p{L}\u1040\u1047\u104c-\u104f\u00a0\u200c\u200d]/u;
const MARK = /\p{M}/u;
const VIRAMA = '\u1039';
const ASAT = '\u103a';
const KINZI_TOPS = new Set(['\u1004', '\u101b', '\u105a']);
/** Burmese vowel signs that never follow the asat in Unicode order. */
const NOT_AFTER_ASAT = new Set([...'\u102b\u102c\u102d\u102e\u1030\u1031\u1032\u1036\u103c']);

// Pali stacks: the consonants of one row (varga), an unaspirated top over its own column or
// the next, a nasal top over any of its row; plus the doubled semivowels and a few stacks of
// loan words.
const VARGAS = ['ကခဂဃင', 'စဆဇဈည', 'ဋဌဍဎဏ', 'တထဒဓန', 'ပဖဗဘမ'];
const EXTRA_STACKS = new Set([
  'ယယ',
  'လလ',
  'သသ',
  'ဠဠ',
  'သမ',
  'ဒမ',
  'ဟမ',
  'ဒဝ',
  'သဝ',
  'လဘ',
  'ဉစ',
  'ဉဆ',
  'ဉဇ',
  'ဉဈ',
]);

function isPaliStack(top: string, bottom: string): boolean {
  if (EXTRA_STACKS.has(top + bottom)) return true;
  for (const row of VARGAS) {
    const t = row.indexOf(top);
    const b = row.indexOf(bottom);
    if (t < 0 || b < 0) continue;
    if (t === 4) return true;
    return (t === 0 || t === 2) && (b === t || b === t + 1);
  }
  return false;
}

const BURMESE_CONSONANT = /[\u1000-\u1021]/;

// The vowel and tone signs of one minority script never share a syllable with another's;
// Zawgyi reuses these code points for stacked consonants and so mixes them ("သႏၲာ").
const MINORITY_MARKS: [string, RegExp][] = [
  ['mon', /[\u1033-\u1035\u105e-\u1060]/],
  ['sgaw', /[\u1062-\u1064]/],
  ['western-pwo', /[\u1067-\u106d]/],
  ['eastern-pwo', /[\u1071-\u1074]/],
  ['shan', /[\u1082-\u108d]/],
  ['palaung', /\u108f/],
  ['khamti', /[\u109a-\u109d]/],
];

function minorityOf(mark: string): string | undefined {
  return MINORITY_MARKS.find(([, range]) => range.test(mark))?.[0];
}

const SHAN_LETTER = /[\u1075-\u1081]/;
/** Shan's own letters and vowel and tone signs. */
const SHAN_ONLY = /[\u1075-\u108d]/;
/**
 * Consonants of the Burmese block that Shan does not write (it has its own ka, kha, ca, nya,
 * na, pha, fa, ha and the loan letters at U+1075-U+1081); Zawgyi puts its stacked consonants
 * at Shan's code points under exactly these ("ဓမၼ", "နႏၵ").
 */
const NOT_SHAN_CONSONANT = /[\u1000-\u1003\u1005-\u100f\u1012-\u1014\u1016-\u1018\u101f-\u1021]/;
const WORD = /[\p{L}\p{M}]+/gu;

/** A word with Shan's letters or signs among consonants Shan does not write is no script's. */
function mixesShanWithBurmeseOnly(text: string): boolean {
  for (const [word] of text.matchAll(WORD)) {
    if (SHAN_ONLY.test(word) && NOT_SHAN_CONSONANT.test(word)) return true;
  }
  return false;
}
const INDEPENDENT_VOWEL = /[\u1023-\u102a]/;
const WORD_START = /[^\p{L}\p{M}\u1040\u1047]/u;

/** True when the text breaks no rule of Unicode Myanmar syllable structure. */
export function isWellFormedMyanmarUnicode(text: string): boolean {
  if (mixesShanWithBurmeseOnly(text)) return false;
  const chars = [...text];
  let clusterScript: string | undefined;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    const previous = chars[i - 1];
    const next = chars[i + 1];
    if (!MARK.test(c)) {
      clusterScript = undefined;
      // Shan writes its long "aa" with U+1083; Zawgyi's stacked consonants at U+1075-U+1081
      // are followed by Burmese "ာ".
      if (SHAN_LETTER.test(c) && next !== undefined && /[\u102b\u102c]/.test(next)) return false;
      continue;
    }
    const script = minorityOf(c);
    if (script) {
      if (clusterScript && clusterScript !== script) return false;
      clusterScript = script;
    }
    // A word never begins with a killed consonant (Zawgyi's ya-pin "ျ" is Unicode's asat).
    if (
      c === ASAT &&
      previous !== undefined &&
      BURMESE_CONSONANT.test(previous) &&
      (i === 1 || WORD_START.test(chars[i - 2] as string))
    )
      return false;
    if (c >= '\u1000' && c <= '\u109f' && c !== previous) {
      // A mark begins a cluster only after a letter or another mark.
      if (previous === undefined || !(BASE.test(previous) || MARK.test(previous))) return false;
    }
    if (c === previous && c !== '\u103a') return false;
    if (c === VIRAMA) {
      if (next === undefined || !BASE.test(next) || INDEPENDENT_VOWEL.test(next)) return false;
      const kinzi = previous === ASAT && KINZI_TOPS.has(chars[i - 2] ?? '');
      if (previous === ASAT && !kinzi) return false;
      if (
        !kinzi &&
        previous !== undefined &&
        BURMESE_CONSONANT.test(previous) &&
        BURMESE_CONSONANT.test(next) &&
        !isPaliStack(previous, next)
      )
        return false;
    }
    if (c === ASAT && next !== undefined && NOT_AFTER_ASAT.has(next)) return false;
    // Rumai Palaung's tone mark ends its syllable; Zawgyi's "ႏ" (na) takes vowels after it.
    if (c === '\u108f' && next !== undefined && MARK.test(next)) return false;
    // Western Pwo Karen's vowel signs are whole vowels; Zawgyi's stacked ja and ga at these
    // code points take a Burmese vowel after them ("ဝိဇၨာ").
    if ((c === '\u1067' || c === '\u1068') && next !== undefined && /[\u102b-\u1032]/.test(next))
      return false;
    // Zawgyi's long "u" after "i" (ို written ိဳ); no Unicode script writes U+1033 after U+102D.
    if ((c === '\u102d' || c === '\u102e') && (next === '\u1033' || next === '\u1034'))
      return false;
  }
  return true;
}
