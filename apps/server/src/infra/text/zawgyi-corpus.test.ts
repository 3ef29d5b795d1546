import { describe, expect, it } from 'vitest';
import { unicodeFigures, zawgyiFigures } from './corpus.js';

// Issue 18's targets on the corpora of corpus/ (figures: node --import tsx bench/zawgyi.ts).
describe('Zawgyi conversion on the test corpora', () => {
  const unicode = Object.fromEntries(unicodeFigures().map((figure) => [figure.name, figure]));
  const zawgyi = Object.fromEntries(zawgyiFigures().map((figure) => [figure.name, figure]));
  const share = (name: string, figures: typeof unicode) => {
    const figure = figures[name];
    if (!figure || figure.total === 0) throw new Error(`no corpus for ${name}`);
    return figure.hits / figure.total;
  };

  it('never alters a Unicode name, sentence, Shan, Mon or Karen paragraph', () => {
    for (const name of [
      'Unicode names altered',
      'Unicode sentences altered',
      'Shan paragraphs altered',
      'Mon paragraphs altered',
      "S'gaw Karen paragraphs altered",
      'Pwo Karen paragraphs altered',
    ])
      expect(unicode[name]?.examples, name).toEqual([]);
  });

  it('alters at most 0.1% of Unicode dictionary and text words', () => {
    expect(share('Unicode words altered', unicode)).toBeLessThanOrEqual(0.001);
  });

  it('converts at least 99% of Zawgyi sentences', () => {
    expect(share('Zawgyi sentences converted', zawgyi)).toBeGreaterThanOrEqual(0.99);
  });

  it('converts at least 97% of Zawgyi names into exactly the Unicode name', () => {
    expect(share('Zawgyi names converted to the exact name', zawgyi)).toBeGreaterThanOrEqual(0.97);
  });
});
