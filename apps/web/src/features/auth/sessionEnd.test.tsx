import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtime } from '../../lib/realtime';
import { member, mockApi, renderApp, signedOut } from '../../test/renderApp';
import { FakeWebSocket, openSocket } from '../chat/testSupport';
import { endSession, expectSessionEnd, getSignedOutTarget } from './api';
import { signOutAfterSessionEnd } from './sessionEnd';

/**
 * Issue 31: a member blocked by an admin leaves the signed-in screens as soon as the server
 * closes their socket (4403), wherever they are, and /signin says why (decision 027).
 */
function signedInUntilEnded() {
  let signedIn = true;
  const fetchMock = mockApi({
    'GET /api/auth/session': () => (signedIn ? { status: 200, body: { user: member } } : signedOut),
    'GET /api/matches': { status: 200, body: { items: [] } },
  });
  return { fetchMock, end: () => (signedIn = false) };
}

/** A signed-in member on `path` (its heading shown) with the tab's socket open. */
async function onScreenWithSocket(path: string, heading: string) {
  const session = signedInUntilEnded();
  const { router } = renderApp(path);
  await screen.findByRole('heading', { name: heading });
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  return { session, router, socket: openSocket() };
}

describe('the server ending the session', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    realtime.stop();
    vi.unstubAllGlobals();
  });

  it('a block (4403) sends the member from /chat to /signin with the blocked message', async () => {
    const { session, router, socket } = await onScreenWithSocket('/chat', 'Chats');
    session.end();
    act(() => socket.drop(4403));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByTestId('signed-out-notice')).toHaveTextContent(
      'This account has been blocked.',
    );
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('works on any signed-in screen (the shop)', async () => {
    const { session, router, socket } = await onScreenWithSocket('/shop', 'Shop');
    session.end();
    act(() => socket.drop(4403));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByTestId('signed-out-notice')).toHaveTextContent(
      'This account has been blocked.',
    );
  });

  it('an ended session (4401) signs out only when the server says so, without the blocked message', async () => {
    const { session, router, socket: first } = await onScreenWithSocket('/chat', 'Chats');
    let socket = first;
    const probes = () =>
      session.fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/session').length;
    const before = probes();
    // Still signed in (say, a close that raced a new sign-in): the member stays.
    act(() => socket.drop(4401));
    await waitFor(() => expect(probes()).toBeGreaterThan(before));
    expect(router.state.location.pathname).toBe('/chat');

    act(() => realtime.stop());
    act(() => realtime.start(member.id));
    socket = openSocket();
    session.end();
    act(() => socket.drop(4401));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.queryByText('This account has been blocked.')).toBeNull();
  });

  it('leaves a tab that signed itself out where its flow sent it (Delete Account goes to /)', async () => {
    const client = new QueryClient();
    const fetchMock = mockApi({ 'GET /api/auth/session': signedOut });
    endSession(client, '/');
    // The server then closes the deleted account's socket (4401): the tab stays bound for /.
    await signOutAfterSessionEnd(client, { blocked: false });
    expect(getSignedOutTarget()).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes where the tab said it was headed when it ended the session itself (Delete Account)', async () => {
    const { session, router, socket } = await onScreenWithSocket('/chat', 'Chats');
    expectSessionEnd('/');
    session.end();
    act(() => socket.drop(4401));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
