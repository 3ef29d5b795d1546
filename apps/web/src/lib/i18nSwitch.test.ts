import { afterEach, describe, expect, it } from 'vitest';
import i18n, { LANGUAGE_STORAGE_KEY, loadNamespaces, startInDetectedLanguage } from './i18n';

describe('a screen preloaded while the app starts in Burmese', () => {
  afterEach(() => localStorage.removeItem(LANGUAGE_STORAGE_KEY));

  it('gets its texts in Burmese only, not in the English being left', async () => {
    // test/setup.ts loaded every English namespace; a tab that just opened has none of these.
    const connector = i18n.services.backendConnector as { state: Record<string, number> };
    for (const namespace of ['discovery', 'profile']) {
      i18n.removeResourceBundle('en', namespace);
      delete connector.state[`en|${namespace}`];
    }
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'my');
    // main.tsx: the language switch and the full app's routes (which preload) start together.
    const starting = startInDetectedLanguage();
    const preloading = loadNamespaces(['discovery', 'profile']);
    await Promise.all([starting, preloading]);

    expect(i18n.language).toBe('my');
    expect(i18n.hasResourceBundle('my', 'discovery')).toBe(true);
    expect(i18n.hasResourceBundle('my', 'profile')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'discovery')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'profile')).toBe(false);
    expect(i18n.t('deck.title', { ns: 'discovery' })).not.toBe('Discover');
  });
});
