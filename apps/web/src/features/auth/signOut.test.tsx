import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, member, mockApi, renderApp, signedOut } from '../../test/renderApp';
import { subscribeAuthEvents } from './authEvents';

describe('signing out', () => {
  it('Settings › Logout signs out, goes to / and tells the other tabs', async () => {
    let signedIn = true;
    mockApi({
      'GET /api/auth/session': () =>
        signedIn ? { status: 200, body: { user: member } } : signedOut,
      'POST /api/auth/signout': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    // Another tab of the app, listening on the channel as the app does.
    const channel = new BroadcastChannel('auth');
    const received = new Promise<unknown>((resolve) => {
      channel.onmessage = (message) => resolve(message.data);
    });
    const { router } = renderApp('/settings');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await expect(received).resolves.toMatchObject({ event: { type: 'signout', to: '/' } });
    channel.close();
  });

  it('follows a sign-out done in another tab', async () => {
    mockApi({ 'GET /api/auth/session': { status: 200, body: { user: member } } });
    const { router } = renderApp('/shop');
    await screen.findByRole('heading', { name: 'Shop' });

    const otherTab = new BroadcastChannel('auth');
    otherTab.postMessage({ id: 'x1', tab: 'other', event: { type: 'signout', to: '/signin' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    otherTab.close();
  });

  it('admin Log Out goes to /signin', async () => {
    mockApi({
      'GET /api/auth/session': { status: 200, body: { user: admin } },
      'POST /api/auth/signout': { status: 204 },
    });
    const { router } = renderApp('/admin/kyc');
    const [logOut] = await screen.findAllByRole('button', { name: 'Log Out' });
    await userEvent.setup().click(logOut as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('ignores its own messages and de-duplicates the two transports', async () => {
    const seen: unknown[] = [];
    let lastArrived: () => void = () => {};
    const last = new Promise<void>((resolve) => {
      lastArrived = resolve;
    });
    // The sign-out is the barrier sent after the duplicate, so it is kept out of `seen`.
    const stop = subscribeAuthEvents((event) =>
      event.type === 'signout' ? lastArrived() : seen.push(event),
    );
    const envelope = { id: 'dup', tab: 'other', event: { type: 'signin' } };
    const channel = new BroadcastChannel('auth');
    channel.postMessage(envelope);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'auth_event', newValue: JSON.stringify(envelope) }),
    );
    // One channel delivers in order: once this later message is in, the duplicate was too.
    channel.postMessage({ id: 'later', tab: 'other', event: { type: 'signout', to: '/' } });
    await last;
    channel.close();
    stop();
    expect(seen).toEqual([{ type: 'signin' }]);
  });
});
