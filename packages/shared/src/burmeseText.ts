/**
 * Burmese has no spaces between words, so browsers break its lines where a dictionary says
 * and, for words it does not know ("လိုက်ခ်", loanwords, names), between any two characters:
 * "လို|က်ခ်" splits a syllable across lines, and Chromium breaks even words its own
 * `Intl.Segmenter` knows ("အချက်အ|လက်"). A WORD JOINER (U+2060, invisible, forbids a break)
 * keeps them whole, so lines break between words only (issue 34).
 *
 * Never inside a stack or a kinzi (after U+1039): the font shapes "င်္ဂ" and "မ္ဘ" as one
 * cluster, and a joiner inside it breaks the shaping (a dotted circle and a loose mark).
 */

// Before a consonant killed by the asat ("န့်" has the dot below first; kinzi "င်္" is one) or
// topping a stack ("မ္ဘ"): it ends the syllable before it.
const SYLLABLE_SPLIT =
  /(?<=[\u1000-\u109f])(?<!\u1039)(?=[\u1000-\u102a\u103f\u104e](?:\u1037?\u103a|\u1039))/g;
// Inside a word: before every letter that starts a cluster (not before a vowel sign, medial or
// tone mark, which never start a line; digits and punctuation never break either).
const IN_WORD = /(?<=[\u1000-\u109f])(?<!\u1039)(?=(?![\p{M}\p{N}\p{P}])[\u1000-\u109f])/gu;

export const WORD_JOINER = '\u2060';

// The runtime's Burmese word segmenter, null without one or without ICU's Burmese dictionary.
let words: Intl.Segmenter | null | undefined;
// Segmenting costs about 0.1 ms a text, and every render asks again for the same texts.
const joinedTexts = new Map<string, string>();

/** Joiners where a break would split a syllable: what any runtime can do. */
export function joinSyllables(text: string): string {
  return text.replace(SYLLABLE_SPLIT, WORD_JOINER);
}

/**
 * The text with joiners that keep each Burmese word (where the runtime can segment words) and
 * each syllable on one line. Idempotent; text without Burmese comes back unchanged.
 */
export function keepSyllablesTogether(text: string): string {
  if (!/[\u1000-\u109f]/.test(text)) return text;
  let joined = joinedTexts.get(text);
  if (joined === undefined) {
    if (words === undefined) {
      words = Intl.Segmenter ? new Intl.Segmenter('my', { granularity: 'word' }) : null;
      // Without the dictionary a whole run of Burmese is one "word": syllables only, then.
      if (words && [...words.segment('မြန်မာစာ')].length < 2) words = null;
    }
    joined = text.replaceAll(WORD_JOINER, '');
    if (words) {
      joined = Array.from(words.segment(joined), (word) =>
        word.segment.replace(IN_WORD, WORD_JOINER),
      ).join('');
    }
    // The dictionary cuts words it does not know anywhere ("လို|က်|ခ်"): syllables still hold.
    joined = joinSyllables(joined);
    if (joinedTexts.size >= 2000) joinedTexts.clear();
    joinedTexts.set(text, joined);
  }
  return joined;
}
