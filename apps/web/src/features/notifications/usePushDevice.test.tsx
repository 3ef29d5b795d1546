import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { member, mockApi, renderApp } from '../../test/renderApp';
import { stubPushBrowser, unstubPushBrowser, VAPID_KEY } from './testSupport';

function api() {
  return mockApi({
    'GET /api/auth/session': { status: 200, body: { user: member } },
    'GET /api/push/config': { status: 200, body: { public_key: VAPID_KEY } },
    'POST /api/push/subscriptions': { status: 201, body: { ok: true } },
    'DELETE /api/push/subscriptions': { status: 204 },
    'POST /api/auth/signout': { status: 204 },
    'PATCH /api/me': { status: 200, body: {} },
  });
}

const calls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
const posted = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/push/subscriptions' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as { locale: string });

describe("This device's push subscription", () => {
  afterEach(async () => {
    unstubPushBrowser();
    await setLanguage('en');
  });

  it('is posted again when the app opens and when the language changes', async () => {
    const push = stubPushBrowser('granted');
    push.pushManager.getSubscription.mockResolvedValue(push.subscription);
    const fetchMock = api();
    renderApp('/settings');
    await waitFor(() =>
      expect(posted(fetchMock)).toEqual([expect.objectContaining({ locale: 'en' })]),
    );
    await setLanguage('my');
    await waitFor(() => expect(posted(fetchMock).map((body) => body.locale)).toEqual(['en', 'my']));
  });

  it('is not touched when the member never allowed notifications', async () => {
    stubPushBrowser('default');
    // Every subscription starts by waiting for the service worker: a read of `ready`.
    const worker = navigator.serviceWorker;
    const ready = worker.ready;
    const askedForWorker = vi.fn(() => ready);
    Object.defineProperty(worker, 'ready', { configurable: true, get: askedForWorker });
    const fetchMock = api();
    renderApp('/settings');
    await screen.findByRole('navigation', { name: 'Main' });
    // The screen is up, so its effects ran, and none set out to subscribe: nothing can be posted.
    expect(askedForWorker).not.toHaveBeenCalled();
    expect(posted(fetchMock)).toEqual([]);
  });

  it('is deleted on the server, then dropped by the browser, before signing out', async () => {
    const push = stubPushBrowser('granted');
    push.pushManager.getSubscription.mockResolvedValue(push.subscription);
    const user = userEvent.setup();
    const fetchMock = api();
    renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/auth/signout'));
    const order = calls(fetchMock);
    expect(order.indexOf('DELETE /api/push/subscriptions')).toBeGreaterThan(-1);
    expect(order.indexOf('DELETE /api/push/subscriptions')).toBeLessThan(
      order.indexOf('POST /api/auth/signout'),
    );
    const deleted = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(deleted?.[1]?.body))).toEqual({
      endpoint: push.subscription.endpoint,
    });
    expect(push.subscription.unsubscribe).toHaveBeenCalled();
  });
});
