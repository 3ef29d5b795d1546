import { describe, expect, it } from 'vitest';
import { normalizeMemberText, toUnicodeText, zawgyiProbability } from './zawgyi.js';

// Each Zawgyi sample with the Unicode text it must become.
const ZAWGYI_TO_UNICODE: [string, string][] = [
  ['ေနေကာင္းလား', 'နေကောင်းလား'],
  ['ျမန္မာစာ', 'မြန်မာစာ'],
  ['မ္း', 'မ်း'],
  ['ရန္ကုန္', 'ရန်ကုန်'],
  ['မဂၤလာပါ', 'မင်္ဂလာပါ'],
  ['ၿမိဳ႕', 'မြို့'],
  ['ကၽြန္ေတာ္ ရန္ကုန္မွာ ေနပါတယ္', 'ကျွန်တော် ရန်ကုန်မှာ နေပါတယ်'],
  ['ဒီေန႔ ညေန ေတြ႕ၾကမလား', 'ဒီနေ့ ညနေ တွေ့ကြမလား'],
];

const UNICODE_KEPT = [
  'နေကောင်းလား',
  'မြန်မာစာ',
  'မင်္ဂလာပါ ကျွန်တော် ရန်ကုန်မှာ နေပါတယ်',
  'ၵႂၢမ်းတႆး', // Shan
  'ဘာသာမန်', // Mon
  'ဘာသာမန် ဂှ် ဘာသာ ဂမၠိုင်', // Mon, with the Mon medial la
  'ညးမန် ဂကောံ', // Mon
  'မႂ်ႇသုင်ၶႃႈ', // Shan greeting
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

  it('keeps Mon text the detector alone would take for Zawgyi', () => {
    // Mon's vowel sign U+1033 is Zawgyi's tall "u": the model rates this Mon text as Zawgyi.
    const mon = 'ဝဳကဳပဳဒဳယာ ဘာသာမန်';
    expect(zawgyiProbability(mon)).toBeGreaterThanOrEqual(0.95);
    expect(toUnicodeText(mon)).toBe(mon);
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
