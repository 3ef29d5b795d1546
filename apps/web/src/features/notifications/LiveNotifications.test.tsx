import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { likeSending } from '../../lib/likeSignals';
import { realtime } from '../../lib/realtime';
import { member, mockApi, renderApp } from '../../test/renderApp';
import { FakeWebSocket, openSocket, pushFrame } from '../chat/testSupport';
import { PUSH_PROMPT_DELAY_MS } from './components/PushPrompt';
import { stubPushBrowser, unstubPushBrowser, VAPID_KEY } from './testSupport';

const session = { status: 200, body: { user: member } };
const kyaw = {
  id: '33333333-3333-4333-8333-00000000000a',
  first_name: 'Kyaw',
  photo_url: '/files/media/k/1.webp',
};

function renderAt(
  path: string,
  counts = { unread_messages: 0, new_likes: 0, new_matches: 0, safety_notices: 0 },
) {
  let current = { unread_conversations: counts.unread_messages > 0 ? 1 : 0, ...counts };
  const fetchMock = mockApi({
    'GET /api/auth/session': session,
    'GET /api/badges': () => ({ status: 200, body: current }),
    'GET /api/push/config': { status: 200, body: { public_key: VAPID_KEY } },
    'POST /api/push/subscriptions': { status: 201, body: { ok: true } },
  });
  const view = renderApp(path);
  return {
    ...view,
    fetchMock,
    setCounts: (next: typeof counts) => (current = { ...current, ...next }),
  };
}

describe('Live notifications in the member app', () => {
  beforeEach(() => {
    document.title = 'Mingalar';
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    realtime.stop();
    unstubPushBrowser();
    document.title = 'Mingalar';
  });

  it('shows unread messages and new matches on Chats and new likes on Matches, live', async () => {
    const { setCounts } = renderAt('/settings', {
      unread_messages: 2,
      new_likes: 1,
      new_matches: 1,
      safety_notices: 0,
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Chats, 3 unread' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Matches, 1 new' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('(4) Mingalar'));

    // A frame says the counts changed: the tab bar follows without reloading.
    openSocket();
    // Who Likes You was opened: Matches clears, the unopened match still counts on Chats.
    setCounts({ unread_messages: 0, new_likes: 0, new_matches: 1, safety_notices: 0 });
    pushFrame({ type: 'badges_changed' });
    expect(await within(nav).findByRole('link', { name: 'Matches' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Chats, 1 unread' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('(1) Mingalar'));
  });

  it('refetches the counts when the socket first opens: a message sent before it listened counts', async () => {
    const { setCounts } = renderAt('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Chats' })).toBeVisible());
    // A message arrives after the counts were read and before the socket listened: no frame.
    setCounts({ unread_messages: 1, new_likes: 0, new_matches: 0, safety_notices: 0 });
    openSocket();
    expect(await within(nav).findByRole('link', { name: 'Chats, 1 unread' })).toBeVisible();
  });

  it('toasts a message from another conversation; pressing it opens that conversation', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/settings');
    await screen.findByRole('navigation', { name: 'Main' });
    openSocket();
    pushFrame({
      type: 'message_notice',
      match_id: '44444444-4444-4444-8444-00000000000a',
      message_id: '55555555-5555-4555-8555-00000000000a',
      sender: kyaw,
      preview: 'Tea at 5?',
    });
    const toast = await screen.findByRole('button', { name: 'Open the chat with Kyaw: Tea at 5?' });
    expect(toast).toHaveTextContent('Kyaw');
    expect(toast).toHaveTextContent('Tea at 5?');
    expect(toast.querySelector('img')).toHaveAttribute('src', '/files/media/k/1_thumb.webp');
    await user.click(toast);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${kyaw.id}`));
    expect(screen.queryByRole('button', { name: /Open the chat with Kyaw/ })).toBeNull();
  });

  it('shows no toast for the conversation already on screen', async () => {
    mockApi({
      'GET /api/auth/session': session,
      'GET /api/matches': { status: 200, body: { items: [] } },
    });
    renderApp(`/chat/${kyaw.id}`);
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    openSocket();
    pushFrame({
      type: 'message_notice',
      match_id: '44444444-4444-4444-8444-00000000000a',
      message_id: '55555555-5555-4555-8555-00000000000b',
      sender: kyaw,
      preview: 'Hello again',
    });
    // Another conversation's message does toast here (at the top: no tab bar in a chat).
    pushFrame({
      type: 'message_notice',
      match_id: '44444444-4444-4444-8444-00000000000b',
      message_id: '55555555-5555-4555-8555-00000000000c',
      sender: { id: '33333333-3333-4333-8333-00000000000c', first_name: 'Su', photo_url: null },
      preview: 'Are you free?',
    });
    expect(
      await screen.findByRole('button', { name: 'Open the chat with Su: Are you free?' }),
    ).toBeVisible();
    expect(screen.queryByText('Hello again')).toBeNull();
  });

  it("shows It's a Match! when the other side likes back, unless this tab's own like made it", async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/settings');
    await screen.findByRole('navigation', { name: 'Main' });
    openSocket();
    pushFrame({ type: 'matched', match_id: '44444444-4444-4444-8444-00000000000c', other: kyaw });
    const dialog = await screen.findByRole('dialog', { name: "It's a Match!" });
    expect(dialog).toHaveTextContent('Kyaw');
    await user.click(within(dialog).getByRole('button', { name: 'Send a Message' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${kyaw.id}`));

    // Our own like is on its way: the screen that sent it shows the dialog, not this layer.
    const hla = { ...kyaw, id: '33333333-3333-4333-8333-00000000000b', first_name: 'Hla' };
    likeSending(hla.id);
    pushFrame({ type: 'matched', match_id: '44444444-4444-4444-8444-00000000000d', other: hla });
    // Left as a short wait: the dialog would come after a dynamic import, not a timer, and a
    // later match's dialog replaces it, so no marker shows it never came.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Asking for push permission', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    // Timers on the test's clock (still moving on their own, for the screen's waits): a check
    // that the prompt stayed away moves past its delay at once, and any timer set has fired.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
  });
  afterEach(() => {
    realtime.stop();
    unstubPushBrowser();
    vi.useRealTimers();
  });

  it('never asks on first load; asks in the app after a like, the browser only after yes', async () => {
    const push = stubPushBrowser('default');
    const user = userEvent.setup();
    const { fetchMock } = renderAt('/settings');
    await screen.findByRole('navigation', { name: 'Main' });
    await act(() => vi.advanceTimersByTimeAsync(PUSH_PROMPT_DELAY_MS + 100));
    expect(screen.queryByRole('region', { name: "Don't miss a match" })).toBeNull();
    expect(push.Notification.requestPermission).not.toHaveBeenCalled();

    act(() => likeSending('33333333-3333-4333-8333-00000000000e')({ matched: false }));
    const prompt = await screen.findByRole('region', { name: "Don't miss a match" });
    expect(push.Notification.requestPermission).not.toHaveBeenCalled();
    await user.click(within(prompt).getByRole('button', { name: 'Turn on notifications' }));
    expect(push.Notification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url === '/api/push/subscriptions' && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/push/subscriptions');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      endpoint: push.subscription.endpoint,
      keys: { p256dh: 'BPublicKey', auth: 'AuthSecret' },
      locale: 'en',
    });
    expect(push.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    expect(await screen.findByText('Notifications are on.')).toBeVisible();
    expect(screen.queryByRole('region', { name: "Don't miss a match" })).toBeNull();
  });

  it("stays away for a while after 'Not now', and never asks when the browser blocks it", async () => {
    const push = stubPushBrowser('default');
    const user = userEvent.setup();
    renderAt('/settings');
    await screen.findByRole('navigation', { name: 'Main' });
    openSocket();
    pushFrame({ type: 'matched', match_id: '44444444-4444-4444-8444-00000000000f', other: kyaw });
    // The match comes first; the prompt waits behind it.
    const dialog = await screen.findByRole('dialog', { name: "It's a Match!" });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Swiping' }));
    const prompt = await screen.findByRole('region', { name: "Don't miss a match" });
    await user.click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: "Don't miss a match" })).toBeNull();
    expect(push.Notification.requestPermission).not.toHaveBeenCalled();
    expect(Number(localStorage.getItem('push_prompt_snoozed_until'))).toBeGreaterThan(
      Date.now() + 13 * 24 * 3600_000,
    );

    act(() => likeSending('33333333-3333-4333-8333-000000000010')({ matched: false }));
    await act(() => vi.advanceTimersByTimeAsync(PUSH_PROMPT_DELAY_MS + 100));
    expect(screen.queryByRole('region', { name: "Don't miss a match" })).toBeNull();

    // Blocked in the browser: the app does not ask either, whatever happens.
    localStorage.clear();
    push.Notification.permission = 'denied';
    act(() => likeSending('33333333-3333-4333-8333-000000000011')({ matched: false }));
    await act(() => vi.advanceTimersByTimeAsync(PUSH_PROMPT_DELAY_MS + 100));
    expect(screen.queryByRole('region', { name: "Don't miss a match" })).toBeNull();
  });
});
