import { keepSyllablesTogether } from '@dating/shared';
import { describe, expect, it } from 'vitest';
import english from '../locales/en/gifts.json';
import burmese from '../locales/my/gifts.json';
import { giftName } from './giftName';
import i18n, { loadLanguage } from './i18n';

// The bundled gift catalogue the server seeds (read as text: it is the server's code).
const serverCatalogue = Object.values(
  import.meta.glob<string>('../../../server/src/shop/catalogue.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)[0];

describe('gift names', () => {
  it('has a text for every gift the server seeds', () => {
    const seeded = [...(serverCatalogue ?? '').matchAll(/name: '([^']+)'/g)].map((m) => m[1]);
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    expect(seeded.filter((name) => !(name && name in english))).toEqual([]);
  });

  it('shows a bundled gift in Burmese and any other gift as it was named', async () => {
    await loadLanguage('my');
    const t = i18n.getFixedT('my');
    expect(giftName('Mohinga Bowl', t)).toBe(keepSyllablesTogether(burmese['Mohinga Bowl']));
    expect(giftName('Mohinga Bowl', i18n.getFixedT('en'))).toBe('Mohinga Bowl');
    expect(giftName('Jade Bracelet', t)).toBe('Jade Bracelet');
  });

  it('names the garland that replaced the Golden Pagoda (migration 0007), not the pagoda', () => {
    expect(burmese['Jasmine Garland']).toBe('စံပယ်ပန်းကုံး');
    expect(Object.keys(english)).not.toContain('Golden Pagoda');
    expect(Object.keys(burmese)).not.toContain('Golden Pagoda');
  });
});
