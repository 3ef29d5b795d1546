import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/prompts.json';
import my from '../../locales/my/prompts.json';
import { messageText } from './openers';

describe('a prompt like’s opener', () => {
  beforeAll(async () => {
    await i18n.init({ lng: 'en', resources: {} });
    i18n.addResourceBundle('en', 'prompts', en);
    i18n.addResourceBundle('my', 'prompts', my);
  });

  const opener = { content: '💬 tea_shop_order\nSame here!', client_id: 'opener:1' };

  it('names the prompt in the reader’s language above the comment', () => {
    expect(messageText(opener, i18n.getFixedT('en'))).toBe(
      '💬 On “My usual order at the tea shop”\nSame here!',
    );
    // The Burmese catalogue keeps syllables together with word joiners (lib/i18n).
    const burmese = messageText(opener, i18n.getFixedT('my')).replace(/\u2060/g, '');
    expect(burmese).toBe('💬 “လက်ဖက်ရည်ဆိုင်မှာ အမြဲမှာတဲ့ဟာ” အပေါ် မှတ်ချက်\nSame here!');
  });

  it('shows the comment alone for a prompt it does not know, and members’ words as written', () => {
    const t = i18n.getFixedT('en');
    expect(messageText({ ...opener, content: '💬 retired_prompt\nHi' }, t)).toBe('Hi');
    expect(messageText({ ...opener, client_id: 'c-1' }, t)).toBe(opener.content);
  });
});
