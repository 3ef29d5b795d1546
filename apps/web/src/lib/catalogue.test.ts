import { describe, expect, it } from 'vitest';
import { missingTranslations, placeholderMismatches } from './catalogue';
import { loadLanguage } from './i18n';

/**
 * Issue #9: every English key has a Burmese value. Burmese has a single plural form, so an English
 * `x_one`/`x_other` pair needs only `x_other` in Burmese.
 */
describe('Burmese catalogue', async () => {
  const englishCatalogues = await loadLanguage('en');
  const burmese = await loadLanguage('my');

  for (const [namespace, english] of Object.entries(englishCatalogues)) {
    it(`translates every key of ${namespace}`, () => {
      expect(missingTranslations(english, burmese[namespace] ?? {})).toEqual([]);
    });

    it(`keeps the placeholders of ${namespace}`, () => {
      expect(placeholderMismatches(english, burmese[namespace] ?? {})).toEqual([]);
    });
  }

  it('names the profile options alike in onboarding and on profiles', () => {
    for (const catalogues of [englishCatalogues, burmese]) {
      // Profiles (and the deck's cards) read them from `common`.
      expect(catalogues.common?.options).toBeDefined();
      expect(catalogues.common?.options).toEqual(catalogues.onboarding?.options);
    }
  });

  it('has no namespace English lacks', () => {
    expect(Object.keys(burmese).filter((ns) => !(ns in englishCatalogues))).toEqual([]);
  });
});
