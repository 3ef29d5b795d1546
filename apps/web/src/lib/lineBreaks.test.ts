import { keepSyllablesTogether, WORD_JOINER } from '@dating/shared';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from './i18n';

/**
 * Issue 34: Burmese lines break between words only. Every Burmese catalogue text, as the i18n
 * post-processor shows it, leaves a browser only breaks that fall between two words (ICU's
 * dictionary, which Node shares with Chromium) and never inside a syllable.
 */

const BURMESE = /[\u1000-\u109f]/;
const words = new Intl.Segmenter('my', { granularity: 'word' });

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
}

/**
 * Where a browser may break `shown` between two Burmese characters: before a letter with no
 * joiner before it (Unicode's line breaking never breaks before a vowel sign, medial or tone
 * mark, nor inside a number or before ၊ and ။).
 */
function breaksBetweenBurmese(shown: string): { plain: string; at: number }[] {
  const plain = shown.replaceAll(WORD_JOINER, '');
  const found: { plain: string; at: number }[] = [];
  let at = 0;
  for (let i = 0; i < shown.length; i++) {
    if (shown[i] === WORD_JOINER) continue;
    const open = i > 0 && shown[i - 1] !== WORD_JOINER;
    const before = plain[at - 1] ?? '';
    const char = plain[at] ?? '';
    // Inside a stack ("မ္|ဘ") a joiner would break the font's shaping: the one break left.
    if (
      open &&
      BURMESE.test(before) &&
      BURMESE.test(char) &&
      !/[\p{M}\p{N}\p{P}]/u.test(char) &&
      !/\p{N}/u.test(before) &&
      before !== '\u1039'
    ) {
      found.push({ plain, at });
    }
    at++;
  }
  return found;
}

const sample = ({ plain, at }: { plain: string; at: number }) =>
  `${plain.slice(Math.max(0, at - 6), at)}|${plain.slice(at, at + 6)}`;

describe('Burmese line breaks in the catalogues', async () => {
  const burmese = strings(await loadLanguage('my')).filter((text) => BURMESE.test(text));
  const shown = burmese.map(keepSyllablesTogether);

  it('reads the real catalogues', () => {
    expect(burmese.length).toBeGreaterThan(500);
  });

  it('never breaks inside a syllable (before a killed or stacked consonant)', () => {
    const split = shown
      .flatMap(breaksBetweenBurmese)
      .filter(({ plain, at }) => /^.(\u1037?\u103a|\u1039)/u.test(plain.slice(at)))
      .map(sample);
    expect(split).toEqual([]);
  });

  it('breaks only between words', () => {
    const inWords = shown
      .flatMap(breaksBetweenBurmese)
      .filter(({ plain, at }) => words.segment(plain).containing(at)?.index !== at)
      .map(sample);
    expect(inWords).toEqual([]);
  });

  it('puts joiners only between two Burmese letters, never before a mark', () => {
    const misplaced = shown.filter((text) =>
      /(?<![\u1000-\u109f])\u2060|\u2060(?![\u1000-\u109f])|\u2060\p{M}|\u1039\u2060/u.test(text),
    );
    expect(misplaced).toEqual([]);
  });

  it('leaves Latin text and the English catalogues unchanged', async () => {
    const english = strings(await loadLanguage('en')).filter((text) => !BURMESE.test(text));
    expect(english.length).toBeGreaterThan(500);
    expect(english.filter((text) => keepSyllablesTogether(text) !== text)).toEqual([]);
    // The Latin words inside Burmese texts (KBZPay, WavePay...) keep every letter as written.
    const latin = (text: string) => text.match(/[A-Za-z0-9][A-Za-z0-9 .,:/-]*/g) ?? [];
    expect(shown.flatMap(latin)).toEqual(burmese.flatMap(latin));
  });
});
