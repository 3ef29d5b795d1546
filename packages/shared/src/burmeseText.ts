/**
 * Burmese has no spaces between words, so browsers break its lines where a dictionary says
 * and, for words it does not know ("လိုက်ခ်", loanwords, names), between any two characters:
 * "လို|က်ခ်" splits a syllable across lines. A WORD JOINER (U+2060, invisible, forbids a break)
 * goes before a consonant killed by the asat (U+103A), which ends the syllable before it ("န့်"
 * has the dot below first; kinzi "င်္" is such a consonant too).
 *
 * Never inside a stack or a kinzi (after U+1039): the font shapes "င်္ဂ" and "မ္ဘ" as one
 * cluster, and a joiner inside it breaks the shaping (a dotted circle and a loose mark).
 */
const SYLLABLE_SPLIT =
  /(?<=[\u1000-\u109f])(?<!\u1039)(?=[\u1000-\u102a\u103f\u104e]\u1037?\u103a)/g;

export const WORD_JOINER = '\u2060';

export function keepSyllablesTogether(text: string): string {
  if (!/[\u1000-\u109f]/.test(text)) return text;
  return text.replace(SYLLABLE_SPLIT, WORD_JOINER);
}
