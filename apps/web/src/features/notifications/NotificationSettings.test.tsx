import { DEFAULT_PUSH_PREFERENCES } from '@dating/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { member, mockApi, renderApp } from '../../test/renderApp';
import { stubPushBrowser, unstubPushBrowser, VAPID_KEY } from './testSupport';

const session = { status: 200, body: { user: member } };

function renderSettings(put: (body: unknown) => { status: number; body?: unknown }) {
  const fetchMock = mockApi({
    'GET /api/auth/session': session,
    'GET /api/push/preferences': { status: 200, body: DEFAULT_PUSH_PREFERENCES },
    'PUT /api/push/preferences': put,
    'GET /api/push/config': { status: 200, body: { public_key: VAPID_KEY } },
    'POST /api/push/subscriptions': { status: 201, body: { ok: true } },
  });
  renderApp('/settings');
  return fetchMock;
}

describe('Settings › Notifications', () => {
  afterEach(() => unstubPushBrowser());

  it('has a switch per kind and for previews; a change is saved with PUT', async () => {
    stubPushBrowser('granted');
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderSettings((body) => {
      sent.push(body);
      return { status: 200, body };
    });
    const section = await screen.findByRole('group', { name: 'Notifications' });
    const likes = await within(section).findByRole('switch', { name: 'Likes' });
    expect(likes).toBeChecked();
    expect(within(section).getByRole('switch', { name: 'New matches' })).toBeChecked();
    expect(within(section).getByRole('switch', { name: 'Messages' })).toBeChecked();
    expect(within(section).getByRole('switch', { name: 'Account updates' })).toBeChecked();
    expect(within(section).getByRole('switch', { name: 'Message previews' })).not.toBeChecked();
    expect(within(section).getByText('On for this device')).toBeVisible();

    await user.click(likes);
    await waitFor(() => expect(sent).toEqual([{ ...DEFAULT_PUSH_PREFERENCES, likes: false }]));
    expect(likes).not.toBeChecked();

    // Previews only mean something while messages are on.
    await user.click(within(section).getByRole('switch', { name: 'Messages' }));
    expect(within(section).getByRole('switch', { name: 'Message previews' })).toBeDisabled();
  });

  it('puts a switch back when saving fails', async () => {
    stubPushBrowser('granted');
    const user = userEvent.setup();
    renderSettings(() => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } },
    }));
    const previews = await screen.findByRole('switch', { name: 'Message previews' });
    await user.click(previews);
    await waitFor(() => expect(previews).not.toBeChecked());
    expect(await screen.findByRole('alert')).toBeVisible();
  });

  it('tells a member whose browser blocks notifications how to allow them', async () => {
    stubPushBrowser('denied');
    renderSettings(() => ({ status: 200 }));
    const section = await screen.findByRole('group', { name: 'Notifications' });
    expect(within(section).getByText('Blocked in this browser')).toBeVisible();
    expect(within(section).getByText(/tap the lock icon/)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('offers to turn them on when the browser has not been asked yet', async () => {
    const push = stubPushBrowser('default');
    const user = userEvent.setup();
    const fetchMock = renderSettings(() => ({ status: 200 }));
    const section = await screen.findByRole('group', { name: 'Notifications' });
    expect(within(section).getByText('Off on this device')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Turn on notifications' }));
    expect(push.Notification.requestPermission).toHaveBeenCalled();
    expect(await within(section).findByText('On for this device')).toBeVisible();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/push/subscriptions')).toBe(true),
    );
  });

  it('says when this browser cannot show notifications at all', async () => {
    renderSettings(() => ({ status: 200 }));
    const section = await screen.findByRole('group', { name: 'Notifications' });
    expect(within(section).getByText('Not available in this browser')).toBeVisible();
  });
});
