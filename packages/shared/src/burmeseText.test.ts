import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinSyllables, keepSyllablesTogether, WORD_JOINER } from './burmeseText.js';

const shown = (text: string) => text.replaceAll(WORD_JOINER, '+');

describe('joinSyllables', () => {
  it('joins a killed consonant to the syllable before it', () => {
    expect(shown(joinSyllables('လိုက်ခ်ထားကြပါသည်'))).toBe('လို+က်+ခ်ထားကြပါသ+ည်');
    expect(shown(joinSyllables('မြန်မာ'))).toBe('မြ+န်မာ');
    expect(shown(joinSyllables('ခန့်'))).toBe('ခ+န့်');
  });

  it('never splits a kinzi or a stack, which the font shapes as one cluster', () => {
    expect(shown(joinSyllables('မင်္ဂလာ'))).toBe('မ+င်္ဂလာ');
    expect(shown(joinSyllables('ဒင်္ဂါး'))).toBe('ဒ+င်္ဂါး');
    // The stack's top consonant ends the syllable before it ("ကမ်|ဘာ"): joined before the
    // stack, never inside it.
    expect(shown(joinSyllables('ကမ္ဘာ'))).toBe('က+မ္ဘာ');
    expect(shown(joinSyllables('သတ္တဝါ'))).toBe('သ+တ္တဝါ');
    // A killed consonant right after a virama (the stacked one of "ဿ"-like spellings) stays.
    expect(joinSyllables('က္က်')).toBe('က္က်');
  });

  it('leaves text without Burmese, and the first letter, alone', () => {
    expect(joinSyllables('Like, 29')).toBe('Like, 29');
    expect(shown(joinSyllables('က်'))).toBe('က်');
  });
});

describe('keepSyllablesTogether with the Burmese dictionary (Node has it)', () => {
  it('keeps each word the dictionary knows on one line, and breaks between words', () => {
    // ICU: ကိုယ် | ရေး | အချက်အလက် (Chromium broke "အချက်အ|လက်" in a centred heading).
    expect(shown(keepSyllablesTogether('ကိုယ်ရေးအချက်အလက်'))).toBe('ကို+ယ်ရေးအ+ချ+က်+အ+လ+က်');
    expect(shown(keepSyllablesTogether('မြန်မာ'))).toBe('မြ+န်+မာ');
  });

  it('still keeps syllables of words it cuts apart ("လို|က်|ခ်")', () => {
    expect(shown(keepSyllablesTogether('လိုက်ခ်ထားကြပါသည်'))).toBe('လို+က်+ခ်ထားကြပါ+သ+ည်');
  });

  it('never puts a joiner inside a kinzi, a stack or a cluster', () => {
    expect(shown(keepSyllablesTogether('မင်္ဂလာပါ'))).toBe('မ+င်္ဂ+လာပါ'); // မင်္ဂလာ | ပါ
    expect(shown(keepSyllablesTogether('ကမ္ဘာ'))).toBe('က+မ္ဘာ');
  });

  it('leaves text without Burmese, digits and punctuation alone', () => {
    expect(keepSyllablesTogether('Like, 29')).toBe('Like, 29');
    expect(shown(keepSyllablesTogether('Ko Ko ၁,၂၀၀ ။'))).toBe('Ko Ko ၁,၂၀၀ ။');
    expect(shown(keepSyllablesTogether('က်'))).toBe('က်');
  });

  it('is invisible and idempotent', () => {
    const text = 'သင်နှင့် Ko Ko တို့ တစ်ယောက်ကိုတစ်ယောက် လိုက်ခ်ထားကြပါသည်။';
    const joined = keepSyllablesTogether(text);
    expect(joined.replaceAll(WORD_JOINER, '')).toBe(text);
    expect(keepSyllablesTogether(joined)).toBe(joined);
  });
});

describe('keepSyllablesTogether in a runtime without Burmese words', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** burmeseText as loaded where Intl.Segmenter is `segmenter` (its segmenter check is fresh). */
  async function loadWith(segmenter: unknown) {
    vi.stubGlobal('Intl', { ...Intl, Segmenter: segmenter });
    vi.resetModules();
    return import('./burmeseText.js');
  }

  it('keeps syllables only where there is no Intl.Segmenter', async () => {
    const fresh = await loadWith(undefined);
    for (const text of ['ကိုယ်ရေးအချက်အလက်', 'လိုက်ခ်ထားကြပါသည်', 'ကမ္ဘာ', 'Like, 29']) {
      expect(fresh.keepSyllablesTogether(text)).toBe(joinSyllables(text));
    }
  });

  it('keeps syllables only where the segmenter has no dictionary (a whole run is one word)', async () => {
    class NoDictionary {
      segment(text: string) {
        return [{ segment: text, index: 0 }];
      }
    }
    const fresh = await loadWith(NoDictionary);
    expect(fresh.keepSyllablesTogether('ကိုယ်ရေးအချက်အလက်')).toBe(joinSyllables('ကိုယ်ရေးအချက်အလက်'));
  });
});
