import { describe, expect, it } from 'vitest';
import { hasVisibleText, requiredText, visibleText } from './common.js';

describe('visibleText', () => {
  it('drops what shows nothing: zero-width characters, BOM, fillers, spaces', () => {
    for (const blank of [
      '\u200b',
      '\u200b\u200c\u200d',
      '\u2060\ufeff',
      '\u00ad\u034f\u180e',
      '\u3164\u115f\u1160\uffa0',
      '\u2800 \u00a0\u3000\t\n',
      '\u202e\u2066\u200e',
      '\ufe0f\u{e0041}',
    ]) {
      expect(visibleText(blank), JSON.stringify(blank)).toBe('');
      expect(hasVisibleText(blank)).toBe(false);
    }
    expect(visibleText('a\u200bb')).toBe('ab');
    expect(hasVisibleText('မင်္ဂလာ\u200cပါ')).toBe(true);
    expect(hasVisibleText('😀')).toBe(true);
  });
});

describe('requiredText', () => {
  const schema = requiredText('Please write a message.').max(5, 'Too long.');

  it('refuses empty and invisible-only text with its message', () => {
    for (const value of ['', '   ', '\u200b\u200d', 42]) {
      const result = schema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Please write a message.']);
    }
  });

  it('keeps visible text as written (trimmed), joiners included', () => {
    expect(schema.parse(' a\u200cb ')).toBe('a\u200cb');
    expect(schema.safeParse('abcdef').error?.issues[0]?.message).toBe('Too long.');
  });
});
