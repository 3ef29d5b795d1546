import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedNames } from '../../lib/offline/deviceStore';
import { realtime } from '../../lib/realtime';
import { member, mockApi, renderApp } from '../../test/renderApp';
import { FakeWebSocket, matchItem, message, otherId } from './testSupport';

const thiri = matchItem({
  id: '44444444-4444-4444-8444-000000000001',
  other: { user_id: otherId, first_name: 'Thiri', avatar_url: null, is_verified: true },
});
thiri.last_message = message({ match_id: thiri.id, content: 'Mingalaba!' });

/** Every request finds no connection, as on a phone in a township without internet. */
function noConnection() {
  globalThis.fetch = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
}

describe('a return visit offline', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    realtime.stop();
    vi.unstubAllGlobals();
  });

  it('shows the chats seen last time with an offline notice, and never advises signing out', async () => {
    mockApi({
      'GET /api/auth/session': { status: 200, body: { user: member } },
      'GET /api/matches': { status: 200, body: { items: [thiri] } },
    });
    const online = renderApp('/chat', { offline: true });
    expect(await screen.findByText('Mingalaba!')).toBeInTheDocument();
    // Kept on the device once the write delay has passed.
    await waitFor(() => expect(savedNames().length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    online.unmount();
    realtime.stop();

    noConnection();
    renderApp('/chat', { offline: true });
    expect(await screen.findByText('Mingalaba!')).toBeInTheDocument();
    expect(await screen.findByText('Offline: showing what you saw last.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Could not load your profile/)).not.toBeInTheDocument();
  });

  it('with nothing kept, says the phone is offline and offers Retry, not Log Out', async () => {
    noConnection();
    renderApp('/chat', { offline: true });
    expect(
      await screen.findByText(
        "You're offline, and this phone has nothing saved to show yet. Connect to the internet and try again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });
});
