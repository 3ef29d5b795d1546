import { describe, expect, it } from 'vitest';
import { normalizeMemberText, toUnicodeText, zawgyiProbability } from './zawgyi.js';

// Each Zawgyi sample with the Unicode text it must become.
const ZAWGYI_TO_UNICODE: [string, string][] = [
  ['ေနေကာင္းလား', 'နေကောင်းလား'],
  ['ျမန္မာစာ', 'မြန်မာစာ'],
  ['မ္း', 'မ်း'],
  ['ရန္ကုန္', 'ရန်ကုန်'],
];

const UNICODE_KEPT = [
  'နေကောင်းလား',
  'မြန်မာစာ',
  'မင်္ဂလာပါ ကျွန်တော် ရန်ကုန်မှာ နေပါတယ်',
  'ၵႂၢမ်းတႆး', // Shan
  'ဘာသာမန်', // Mon
  'Hello, I like tea shops 🍵',
  '',
];

describe('Zawgyi to Unicode', () => {
  it.each(ZAWGYI_TO_UNICODE)('converts Zawgyi %s', (zawgyi, unicode) => {
    expect(zawgyiProbability(zawgyi)).toBeGreaterThanOrEqual(0.95);
    expect(toUnicodeText(zawgyi)).toBe(unicode);
  });

  it.each(UNICODE_KEPT)('keeps Unicode, Shan, Mon and Latin text %j as it is', (text) => {
    expect(zawgyiProbability(text)).toBeLessThan(0.95);
    expect(toUnicodeText(text)).toBe(text);
  });

  it('converts only the member-written fields of a body', () => {
    const body = {
      bio: 'ျမန္မာစာ',
      content: 'ေနေကာင္းလား',
      reason: 'ျမန္မာစာ',
      nested: { bio: 'ျမန္မာစာ' },
    };
    normalizeMemberText(body);
    expect(body).toEqual({
      bio: 'မြန်မာစာ',
      content: 'နေကောင်းလား',
      reason: 'ျမန္မာစာ',
      nested: { bio: 'ျမန္မာစာ' },
    });
  });
});
