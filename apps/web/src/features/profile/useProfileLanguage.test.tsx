import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { LANGUAGE_STORAGE_KEY } from '../../lib/i18n';
import { createQueryClient } from '../../lib/queryClient';
import { mockApi } from '../../test/renderApp';
import { useMe } from './api';
import { ownProfile } from './testFixtures';
import { useProfileLanguage } from './useProfileLanguage';

function renderWithProfile(language: 'en' | 'my') {
  const fetchMock = mockApi({ 'GET /api/me': { status: 200, body: ownProfile({ language }) } });
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const seen = { profile: false };
  renderHook(
    () => {
      useProfileLanguage();
      const loaded = useMe().isSuccess;
      // Effects run in order: once this one has seen the profile, useProfileLanguage's has too.
      useEffect(() => {
        if (loaded) seen.profile = true;
      }, [loaded]);
    },
    { wrapper },
  );
  /** Resolves once the hook has acted (or not) on the loaded profile. */
  const profileSeen = () => waitFor(() => expect(seen.profile).toBe(true));
  return { fetchMock, profileSeen };
}

describe('useProfileLanguage', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('switches a device with no choice of its own to the Burmese the member chose', async () => {
    const { fetchMock } = renderWithProfile('my');
    await waitFor(() => expect(i18n.language).toBe('my'));
    expect(fetchMock).toHaveBeenCalled();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('my');
  });

  it("keeps the device's own choice", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const changeLanguage = vi.spyOn(i18n, 'changeLanguage');
    const { fetchMock, profileSeen } = renderWithProfile('my');
    await profileSeen();
    expect(fetchMock).toHaveBeenCalled();
    // A switch starts within the effect; the new language is set only once its catalogues load.
    expect(changeLanguage).not.toHaveBeenCalled();
    expect(i18n.language).toBe('en');
  });

  it('never switches for the default English of a profile', async () => {
    await i18n.changeLanguage('my');
    const changeLanguage = vi.spyOn(i18n, 'changeLanguage');
    const { fetchMock, profileSeen } = renderWithProfile('en');
    await profileSeen();
    expect(fetchMock).toHaveBeenCalled();
    expect(changeLanguage).not.toHaveBeenCalled();
    expect(i18n.language).toBe('my');
  });
});
