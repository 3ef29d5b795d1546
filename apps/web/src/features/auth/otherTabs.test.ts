import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, isApiError, setImpersonationToken, setSignedOut } from '../../lib/api';
import { createQueryClient, SESSION_QUERY_KEY } from '../../lib/queryClient';
import { followOtherTabs } from './otherTabs';

const member = { id: 'u1', username: 'hnin', role: 'user' };

function signOutInAnotherTab() {
  const otherTab = new BroadcastChannel('auth');
  otherTab.postMessage({
    id: `x${Math.random()}`,
    tab: 'other',
    event: { type: 'signout', to: '/signin' },
  });
  otherTab.close();
}

describe('following the other tabs before the app mounts', () => {
  afterEach(() => {
    setSignedOut(false);
    setImpersonationToken(null);
    vi.restoreAllMocks();
  });

  it('a sign-out elsewhere ends the session here and later requests are not sent', async () => {
    const client = createQueryClient({ retry: false });
    client.setQueryData(SESSION_QUERY_KEY, member);
    client.setQueryData(['admin', 'users'], { items: [] });
    const stop = followOtherTabs(client);
    signOutInAnotherTab();
    await vi.waitFor(() => expect(client.getQueryData(SESSION_QUERY_KEY)).toBeNull());
    expect(client.getQueryData(['admin', 'users'])).toBeUndefined();

    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const refused = await apiFetch('/api/admin/users').catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(401);
    expect(fetchSpy).not.toHaveBeenCalled();
    stop();
  });

  it('a "View As" tab keeps its own session', async () => {
    const client = createQueryClient({ retry: false });
    client.setQueryData(SESSION_QUERY_KEY, member);
    setImpersonationToken('bearer-of-this-tab');
    const stop = followOtherTabs(client);
    signOutInAnotherTab();
    // A later message on the same channel is delivered after the first one.
    const seen = new Promise<void>((resolve) => {
      const listener = new BroadcastChannel('auth');
      listener.onmessage = () => {
        listener.close();
        resolve();
      };
    });
    const marker = new BroadcastChannel('auth');
    marker.postMessage({ id: 'marker', tab: 'other', event: { type: 'signin' } });
    marker.close();
    await seen;
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual(member);
    stop();
  });
});
