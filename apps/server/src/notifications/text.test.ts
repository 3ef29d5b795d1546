import { describe, expect, it } from 'vitest';
import { previewOf } from './render.js';
import { pushText } from './text.js';

describe('push text from the web catalogues', () => {
  it('fills placeholders and picks the plural form per language', () => {
    expect(pushText('en', 'likes.body', { count: 1 })).toBe('1 person likes you');
    expect(pushText('en', 'likes.body', { count: 3 })).toBe('3 people like you');
    // Burmese has one form (`_other` only).
    expect(pushText('my', 'likes.body', { count: 1 })).toBe('1 ယောက်က သင့်ကို လိုက်ခ်ထားပါတယ်');
    expect(pushText('en', 'match.body', { name: 'Aung' })).toContain('Aung');
  });

  it('has every decision in both languages', () => {
    const decisions = [
      'verification.approved',
      'verification.denied',
      'deposit.approved',
      'deposit.rejected',
      'withdrawal.approved',
      'withdrawal.rejected',
    ];
    for (const language of ['en', 'my'] as const) {
      for (const key of decisions) {
        const body = pushText(language, `${key}Body`, { coins: 1500 });
        expect(body, `${language} ${key}`).not.toContain('{{');
        expect(pushText(language, `${key}Title`)).not.toBe('');
      }
    }
    expect(pushText('en', 'deposit.approvedBody', { coins: 1500 })).toContain('1500 coins');
    expect(() => pushText('en', 'nothing.here')).toThrow(/missing/);
  });

  it('previews the first non-empty line, trimmed and shortened', () => {
    expect(previewOf('\n  hello there  \nsecond')).toBe('hello there');
    expect(previewOf('x'.repeat(300))).toHaveLength(120);
    expect(previewOf('   ')).toBe('');
  });
});
