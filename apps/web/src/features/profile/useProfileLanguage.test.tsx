import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n, { LANGUAGE_STORAGE_KEY } from '../../lib/i18n';
import { createQueryClient } from '../../lib/queryClient';
import { mockApi } from '../../test/renderApp';
import { ownProfile } from './testFixtures';
import { useProfileLanguage } from './useProfileLanguage';

function renderWithProfile(language: 'en' | 'my') {
  const fetchMock = mockApi({ 'GET /api/me': { status: 200, body: ownProfile({ language }) } });
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useProfileLanguage(), { wrapper });
  return fetchMock;
}

describe('useProfileLanguage', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('switches a device with no choice of its own to the Burmese the member chose', async () => {
    const fetchMock = renderWithProfile('my');
    await waitFor(() => expect(i18n.language).toBe('my'));
    expect(fetchMock).toHaveBeenCalled();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('my');
  });

  it("keeps the device's own choice", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const fetchMock = renderWithProfile('my');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.language).toBe('en');
  });

  it('never switches for the default English of a profile', async () => {
    await i18n.changeLanguage('my');
    const fetchMock = renderWithProfile('en');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.language).toBe('my');
  });
});
