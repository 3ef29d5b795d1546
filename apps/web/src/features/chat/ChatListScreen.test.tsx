import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '../../lib/queryClient';
import { realtime } from '../../lib/realtime';
import { member, mockApi, renderApp } from '../../test/renderApp';
import {
  FakeWebSocket,
  matchItem,
  me,
  message,
  openSocket,
  otherId,
  pushFrame,
} from './testSupport';

const session = { status: 200, body: { user: member } };

const thiri = matchItem({
  id: '44444444-4444-4444-8444-000000000001',
  other: { user_id: otherId, first_name: 'Thiri', avatar_url: null, is_verified: true },
  unread_count: 2,
});
thiri.last_message = message({ match_id: thiri.id, content: 'Mingalaba!' });
const aung = matchItem({
  id: '44444444-4444-4444-8444-000000000002',
  other: {
    user_id: '33333333-3333-4333-8333-000000000002',
    first_name: 'Aung',
    avatar_url: null,
    is_verified: false,
  },
});
aung.last_message = message({ match_id: aung.id, sender_id: me, content: 'See you at 5' });
const hnin = matchItem({
  id: '44444444-4444-4444-8444-000000000003',
  other: {
    user_id: '33333333-3333-4333-8333-000000000003',
    first_name: 'Hnin',
    avatar_url: null,
    is_verified: false,
  },
});

function renderList(items = [thiri, aung, hnin]) {
  let current = items;
  const fetchMock = mockApi({
    'GET /api/auth/session': session,
    'GET /api/matches': () => ({ status: 200, body: { items: current } }),
  });
  const view = renderApp('/chat');
  return { ...view, fetchMock, setItems: (next: typeof items) => (current = next) };
}

const matchesCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/matches').length;

describe('Chat list', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    realtime.stop();
    vi.unstubAllGlobals();
  });

  it('shows new matches in a row and every chat with its last message', async () => {
    renderList();
    const row = await screen.findByRole('region', { name: 'New Matches' });
    expect(within(row).getAllByRole('link')).toHaveLength(1);
    expect(within(row).getByRole('link', { name: 'Hnin' })).toHaveAttribute(
      'href',
      `/chat/${hnin.other.user_id}`,
    );

    const list = screen.getByRole('region', { name: 'Messages' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', `/chat/${otherId}`);
    expect(links[0]).toHaveTextContent('Thiri');
    expect(links[0]).toHaveTextContent('Mingalaba!');
    expect(within(links[0] as HTMLElement).getByRole('img', { name: 'Verified' })).toBeVisible();
    expect(
      within(links[0] as HTMLElement).getByRole('img', { name: '2 unread messages' }),
    ).toHaveTextContent('2');
    expect(links[1]).toHaveTextContent('You: See you at 5');
    expect(links[2]).toHaveTextContent('Start the conversation!');
  });

  it('filters by first name with the "Search N matches" box', async () => {
    const user = userEvent.setup();
    renderList();
    const search = await screen.findByRole('searchbox', { name: 'Search matches' });
    expect(search).toHaveAttribute('placeholder', 'Search 3 matches');
    await user.type(search, 'th');
    const list = screen.getByRole('region', { name: 'Messages' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([expect.stringContaining('Thiri')]);
    expect(screen.queryByRole('region', { name: 'New Matches' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zz');
    expect(await screen.findByText('No matches named “zz”.')).toBeVisible();
  });

  it('says so when there are no matches yet', async () => {
    renderList([]);
    expect(await screen.findByRole('heading', { name: 'No Matches Yet' })).toBeVisible();
    expect(screen.getByText("When you match with someone, they'll appear here.")).toBeVisible();
  });

  it('subscribes to every match and reloads on matched, unmatched and message frames', async () => {
    const { fetchMock, setItems } = renderList();
    await screen.findByRole('region', { name: 'Messages' });
    const loaded = matchesCalls(fetchMock);
    const socket = openSocket();
    expect(
      socket
        .sentOfType('subscribe')
        .map((f) => f.match_id)
        .sort(),
    ).toEqual([thiri.id, aung.id, hnin.id].sort());
    // The list was read before the socket listened: it is read once more when the socket opens.
    await waitFor(() => expect(matchesCalls(fetchMock)).toBe(loaded + 1));

    const before = matchesCalls(fetchMock);
    setItems([thiri, aung]);
    pushFrame({ type: 'unmatched', match_id: hnin.id });
    await waitFor(() => expect(screen.queryByText('Hnin')).not.toBeInTheDocument());
    expect(matchesCalls(fetchMock)).toBe(before + 1);

    pushFrame({ type: 'message', message: message({ match_id: aung.id }) });
    await waitFor(() => expect(matchesCalls(fetchMock)).toBe(before + 2));
    pushFrame({ type: 'matched', match_id: 'new' });
    await waitFor(() => expect(matchesCalls(fetchMock)).toBe(before + 3));
  });

  it('opens one socket for the signed-in member and closes it on sign-out', async () => {
    const { client } = renderList();
    await screen.findByRole('region', { name: 'Messages' });
    const socket = openSocket();
    expect(socket.url).toBe(`ws://${window.location.host}/api/realtime`);
    act(() => client.setQueryData(SESSION_QUERY_KEY, null));
    expect(socket.closedWith).toBe(1000);
    expect(realtime.connected).toBe(false);
  });
});
