import { describe, expect, it } from 'vitest';
import { messagePreview, PREVIEW_MAX_CHARACTERS } from './preview.js';

describe('messagePreview', () => {
  it('keeps a short message whole, first line only, trimmed', () => {
    expect(messagePreview('  Hello there  ')).toBe('Hello there');
    expect(messagePreview('First line\nsecond line')).toBe('First line');
    expect(messagePreview('\n\nAfter blank lines')).toBe('After blank lines');
  });

  it('cuts a long line at about 80 characters, with an ellipsis', () => {
    const preview = messagePreview('word '.repeat(40));
    expect(preview.endsWith('…')).toBe(true);
    expect([...preview].length).toBeLessThanOrEqual(PREVIEW_MAX_CHARACTERS);
  });

  it('never parts a Burmese letter from its marks, nor an emoji', () => {
    const letter = 'မြ'; // a consonant and its medial: two code points, one grapheme
    const preview = messagePreview(`${'😊'.repeat(79)}${letter.repeat(5)}`);
    expect(preview).toBe(`${'😊'.repeat(79)}…`);
    expect(messagePreview(letter.repeat(100))).toBe(`${letter.repeat(79)}…`);
  });
});
