import { describe, expect, it } from 'vitest';
import { keepSyllablesTogether, WORD_JOINER } from './burmeseText.js';

const shown = (text: string) => keepSyllablesTogether(text).replaceAll(WORD_JOINER, '+');

describe('keepSyllablesTogether', () => {
  it('joins a killed consonant to the syllable before it', () => {
    expect(shown('လိုက်ခ်ထားကြပါသည်')).toBe('လို+က်+ခ်ထားကြပါသ+ည်');
    expect(shown('မြန်မာ')).toBe('မြ+န်မာ');
    expect(shown('ခန့်')).toBe('ခ+န့်');
  });

  it('never splits a kinzi or a stack, which the font shapes as one cluster', () => {
    expect(shown('မင်္ဂလာ')).toBe('မ+င်္ဂလာ');
    expect(shown('ဒင်္ဂါး')).toBe('ဒ+င်္ဂါး');
    expect(shown('ကမ္ဘာ')).toBe('ကမ္ဘာ');
    expect(shown('သတ္တဝါ')).toBe('သတ္တဝါ');
    // A killed consonant right after a virama (the stacked one of "ဿ"-like spellings) stays.
    expect(keepSyllablesTogether('က္က်')).toBe('က္က်');
  });

  it('leaves text without Burmese, and the first letter, alone', () => {
    expect(keepSyllablesTogether('Like, 29')).toBe('Like, 29');
    expect(shown('က်')).toBe('က်');
  });

  it('is invisible: removing the joiners gives the text back', () => {
    const text = 'သင်နှင့် Ko Ko တို့ တစ်ယောက်ကိုတစ်ယောက် လိုက်ခ်ထားကြပါသည်။';
    expect(keepSyllablesTogether(text).replaceAll(WORD_JOINER, '')).toBe(text);
  });
});
