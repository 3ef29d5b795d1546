import type { ChatMessage } from '@dating/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '../../lib/queryClient';
import { realtime } from '../../lib/realtime';
import { type MockReply, member, mockApi, renderApp } from '../../test/renderApp';
import type { WaitingMessage } from './outbox/store';
import { FakeWebSocket, matchId, matchItem, me, message, otherId } from './testSupport';

/** Issue 34: messages written offline wait on the device and go once, in order. */

const key = `outbox:${me}`;
const session = { status: 200, body: { user: member } };
type Sent = { content: string; client_id: string };

/**
 * A server that stores each client_id once (messages_client_id_once) and answers the stored
 * message again for a repeat. `answer` decides how each POST is answered.
 */
function fakeServer(answer: (body: Sent, stored: ChatMessage) => MockReply | Promise<MockReply>) {
  const stored: ChatMessage[] = [];
  const posts: Sent[] = [];
  const post = (body: unknown) => {
    const sent = body as Sent;
    posts.push(sent);
    let row = stored.find((m) => m.client_id === sent.client_id);
    if (!row) {
      row = message({ sender_id: me, content: sent.content, client_id: sent.client_id });
      stored.push(row);
    }
    return answer(sent, row);
  };
  const fetchMock = mockApi({
    'GET /api/auth/session': session,
    'GET /api/matches': { status: 200, body: { items: [matchItem()] } },
    [`GET /api/matches/${matchId}/messages`]: () => ({
      status: 200,
      body: { items: stored, next_cursor: null },
    }),
    [`POST /api/matches/${matchId}/messages`]: post,
    [`POST /api/matches/${matchId}/read`]: { status: 204 },
    [`POST /api/matches/${matchId}/opened`]: { status: 204 },
    'GET /api/badges': {
      status: 200,
      body: {
        unread_messages: 0,
        unread_conversations: 0,
        new_likes: 0,
        new_matches: 0,
        safety_notices: 0,
      },
    },
  });
  return { stored, posts, fetchMock };
}

const ok = (_body: Sent, row: ChatMessage): MockReply => ({ status: 201, body: row });

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) act(() => void window.dispatchEvent(new Event('online')));
}

const kept = () => JSON.parse(localStorage.getItem(key) ?? '[]') as WaitingMessage[];

describe('messages that wait for the network', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    realtime.stop();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps messages written offline across a closed tab and sends them once, in order', async () => {
    const user = userEvent.setup();
    const server = fakeServer(ok);
    setOnline(false);
    renderApp(`/chat/${otherId}`);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, 'First{Enter}');
    await user.type(input, 'Second{Enter}');
    const log = screen.getByRole('log');
    expect(within(log).getAllByText('Waiting for the network')).toHaveLength(2);
    expect(within(log).queryByText(/Failed to send/)).not.toBeInTheDocument();
    expect(server.posts).toHaveLength(0);
    expect(kept().map((m) => m.content)).toEqual(['First', 'Second']);

    // The tab is closed; another one opens, still offline: the messages are still there.
    cleanup();
    renderApp(`/chat/${otherId}`);
    const again = await screen.findByRole('log');
    expect(await within(again).findAllByText('Waiting for the network')).toHaveLength(2);
    expect(again).toHaveTextContent(/First.*Second/);

    setOnline(true);
    await waitFor(() => expect(kept()).toEqual([]));
    expect(server.posts.map((p) => p.content)).toEqual(['First', 'Second']);
    expect(server.stored.map((m) => m.content)).toEqual(['First', 'Second']);
    await waitFor(() => expect(within(again).queryByText('Waiting for the network')).toBeNull());
    expect(within(again).getAllByText('First')).toHaveLength(1);
    expect(within(again).getAllByText('Second')).toHaveLength(1);
  });

  it('sends one at a time: the second waits for the first answer', async () => {
    const user = userEvent.setup();
    const answers: (() => void)[] = [];
    const server = fakeServer(
      (_body, row) =>
        new Promise<MockReply>((resolve) =>
          answers.push(() => resolve({ status: 201, body: row })),
        ),
    );
    renderApp(`/chat/${otherId}`);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, 'One{Enter}');
    await user.type(input, 'Two{Enter}');
    expect(server.posts.map((p) => p.content)).toEqual(['One']);
    await act(async () => answers[0]?.());
    await waitFor(() => expect(server.posts.map((p) => p.content)).toEqual(['One', 'Two']));
    await act(async () => answers[1]?.());
    await waitFor(() => expect(kept()).toEqual([]));
  });

  it('sends again with the same client id after a lost answer, and the server keeps one', async () => {
    const user = userEvent.setup();
    let drop = true;
    const server = fakeServer((body, row) => {
      // Stored, but the answer never comes back (the connection dropped on the way).
      if (drop) throw new TypeError('Failed to fetch');
      return ok(body, row);
    });
    renderApp(`/chat/${otherId}`);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, 'Did it go?{Enter}');
    const log = screen.getByRole('log');
    expect(await within(log).findByText('Waiting for the network')).toBeVisible();

    drop = false;
    setOnline(true);
    await waitFor(() => expect(kept()).toEqual([]));
    expect(server.posts).toHaveLength(2);
    expect(server.posts[1]?.client_id).toBe(server.posts[0]?.client_id);
    expect(server.stored).toHaveLength(1);
    await waitFor(() => expect(within(log).queryByText('Waiting for the network')).toBeNull());
    expect(within(log).getAllByText('Did it go?')).toHaveLength(1);
  });

  it('sends what waits when the app starts, on any screen', async () => {
    const waiting: WaitingMessage = {
      client_id: 'c-start',
      match_id: matchId,
      content: 'Written yesterday',
      created_at: new Date().toISOString(),
    };
    localStorage.setItem(key, JSON.stringify([waiting]));
    const server = fakeServer(ok);
    renderApp('/settings');
    await waitFor(() =>
      expect(server.posts).toEqual([{ content: 'Written yesterday', client_id: 'c-start' }]),
    );
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
  });

  it('drops a waiting message whose match is gone, and sends the next', async () => {
    const gone = '44444444-4444-4444-8444-0000000000ff';
    const at = new Date().toISOString();
    localStorage.setItem(
      key,
      JSON.stringify([
        { client_id: 'c-gone', match_id: gone, content: 'Too late', created_at: at },
        { client_id: 'c-next', match_id: matchId, content: 'Still here', created_at: at },
      ]),
    );
    // The server answers 404 NOT_FOUND for the unmatched conversation (mockApi's default).
    const server = fakeServer(ok);
    renderApp('/settings');
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
    expect(server.posts.map((p) => p.content)).toEqual(['Still here']);
  });

  it('shows the waiting message as the last one in the chat list', async () => {
    fakeServer(ok);
    setOnline(false);
    const waiting: WaitingMessage = {
      client_id: 'c-list',
      match_id: matchId,
      content: 'On my way',
      created_at: new Date().toISOString(),
    };
    localStorage.setItem(key, JSON.stringify([waiting]));
    renderApp('/chat');
    const list = await screen.findByRole('region', { name: 'Messages' });
    expect(within(list).getByRole('link', { name: /Aung/ })).toHaveTextContent(
      'Waiting for the network: You: On my way',
    );
    // It is a conversation now, not a new match waiting for a first word.
    expect(screen.queryByRole('region', { name: 'New Matches' })).not.toBeInTheDocument();
  });

  it('forgets the waiting messages on this device when the member signs out', async () => {
    fakeServer(ok);
    setOnline(false);
    localStorage.setItem(
      key,
      JSON.stringify([{ client_id: 'c-out', match_id: matchId, content: 'x', created_at: '' }]),
    );
    const { client } = renderApp('/settings');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(localStorage.getItem(key)).not.toBeNull();
    act(() => client.setQueryData(SESSION_QUERY_KEY, null));
    expect(localStorage.getItem(key)).toBeNull();
  });
});
