import type { ChatMessage, MatchListItem } from '@dating/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtime } from '../../lib/realtime';
import { type MockReply, member, mockApi, renderApp } from '../../test/renderApp';
import {
  FakeWebSocket,
  matchId,
  matchItem,
  me,
  message,
  openSocket,
  otherId,
  pushFrame,
} from './testSupport';
import { TYPING_VISIBLE_MS } from './useConversation';

const session = { status: 200, body: { user: member } };

interface Setup {
  match?: MatchListItem;
  messages?: ChatMessage[];
  send?: (body: { content: string; client_id: string }) => MockReply | Promise<MockReply>;
  unmatch?: () => MockReply;
}

function renderConversation(setup: Setup = {}) {
  const match = setup.match ?? matchItem();
  let page = setup.messages ?? [];
  const fetchMock = mockApi({
    'GET /api/auth/session': session,
    'GET /api/matches': { status: 200, body: { items: [match] } },
    [`GET /api/matches/${matchId}/messages`]: () => ({
      status: 200,
      body: { items: page, next_cursor: null },
    }),
    [`POST /api/matches/${matchId}/messages`]: (body) =>
      setup.send
        ? setup.send(body as { content: string; client_id: string })
        : { status: 500, body: { error: { code: 'INTERNAL', message: 'Oops.' } } },
    [`POST /api/matches/${matchId}/read`]: { status: 204 },
    [`DELETE /api/matches/${matchId}`]: () => setup.unmatch?.() ?? { status: 204 },
  });
  const view = renderApp(`/chat/${otherId}`);
  return { ...view, fetchMock, setPage: (next: ChatMessage[]) => (page = next) };
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method,
  );

const stored = (content: string, clientId: string): MockReply => ({
  status: 201,
  body: message({ sender_id: me, content, client_id: clientId }),
});

describe('Conversation', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    realtime.stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the header, bubbles by day and a send button disabled while blank', async () => {
    const user = userEvent.setup();
    const yesterday = new Date(Date.now() - 86_400_000);
    renderConversation({
      messages: [
        message({ content: 'Hi there', created_at: yesterday.toISOString() }),
        message({ sender_id: me, content: 'Hello!', created_at: new Date().toISOString() }),
      ],
    });
    const log = await screen.findByRole('log', { name: 'Messages with Aung' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('Yesterday')).toBeVisible();
    expect(within(log).getByText('Today')).toBeVisible();
    expect(log).toHaveTextContent(/Aung: Hi there.*You: Hello!/);
    expect(screen.getByRole('link', { name: "View Aung's profile" })).toHaveAttribute(
      'href',
      `/profile/${otherId}`,
    );
    expect(screen.getByRole('link', { name: 'Back to chats' })).toHaveAttribute('href', '/chat');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input).toHaveAttribute('placeholder', 'Type a message...');
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.type(input, 'x');
    expect(send).toBeEnabled();
  });

  it('appends a sent message at once, pending until the server confirms it', async () => {
    const user = userEvent.setup();
    let answer: (reply: MockReply) => void = () => {};
    const sent: { content: string; client_id: string }[] = [];
    renderConversation({
      send: (body) => {
        sent.push(body);
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, '  Mingalaba  {Enter}');
    const log = screen.getByRole('log');
    expect(within(log).getByText('Mingalaba')).toBeVisible();
    expect(within(log).getByText('Sending...')).toBeVisible();
    expect(input).toHaveValue('');
    expect(sent).toEqual([{ content: 'Mingalaba', client_id: expect.any(String) }]);

    await act(async () => answer(stored('Mingalaba', sent[0]?.client_id ?? '')));
    await waitFor(() => expect(within(log).queryByText('Sending...')).not.toBeInTheDocument());
    expect(within(log).getAllByText('Mingalaba')).toHaveLength(1);
  });

  it('Shift+Enter adds a line instead of sending', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderConversation();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, 'one{Shift>}{Enter}{/Shift}two');
    expect(input).toHaveValue('one\ntwo');
    expect(calls(fetchMock, 'POST', `/api/matches/${matchId}/messages`)).toHaveLength(0);
  });

  it('marks a failed send and retries it with the same client_id', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    let fail = true;
    renderConversation({
      send: (body) => {
        sent.push(body.client_id);
        if (fail) return { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } };
        return stored(body.content, body.client_id);
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const retry = await screen.findByRole('button', { name: /Failed to send. Tap to retry./ });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(screen.queryByText(/Failed to send/)).not.toBeInTheDocument());
    expect(screen.getAllByText('Are you there?')).toHaveLength(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
  });

  it('shows live messages once, whether they come by socket, by answer or by catch-up', async () => {
    const user = userEvent.setup();
    const incoming = message({ content: 'From Aung' });
    const { setPage } = renderConversation({
      send: (body) => {
        // The socket frame of our own message arrives before the HTTP answer.
        const own = message({ sender_id: me, content: body.content, client_id: body.client_id });
        pushFrame({ type: 'message', message: own });
        return { status: 201, body: own };
      },
    });
    const log = await screen.findByRole('log');
    openSocket();
    pushFrame({ type: 'message', message: incoming });
    pushFrame({ type: 'message', message: incoming });
    // Both frames are stored before the list renders (Query tells its screens on the next task).
    expect(await within(log).findAllByText('From Aung')).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello back{Enter}');
    await waitFor(() => expect(within(log).queryByText('Sending...')).not.toBeInTheDocument());
    expect(within(log).getAllByText('Hello back')).toHaveLength(1);

    // A reconnect catches up: a missed message appears, nothing doubles.
    const missed = message({ content: 'Sent while you were away' });
    setPage([incoming, missed]);
    act(() => FakeWebSocket.last.drop());
    // The first retry waits up to 1 s by design (realtime.ts backoff): allow for a busy machine.
    await act(async () =>
      vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 5000 }),
    );
    // The client re-subscribes on the new socket; the server's answer starts the catch-up.
    const socket = openSocket();
    expect(socket.sent).toContainEqual({ type: 'subscribe', match_id: matchId });
    pushFrame({ type: 'subscribed', match_id: matchId });
    expect(await within(log).findByText('Sent while you were away')).toBeVisible();
    expect(within(log).getAllByText('From Aung')).toHaveLength(1);
    expect(within(log).getAllByText('Hello back')).toHaveLength(1);
  });

  it('shows typing for a few seconds, "Seen" when read, and marks incoming messages read', async () => {
    const mine = message({ sender_id: me, content: 'Did you eat?' });
    const { fetchMock } = renderConversation({ messages: [message(), mine] });
    await screen.findByText('Did you eat?');
    openSocket();
    expect(screen.queryByText('Seen')).not.toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    pushFrame({ type: 'typing', match_id: matchId, user_id: otherId });
    expect(screen.getByText('Aung is typing…')).toBeVisible();
    act(() => vi.advanceTimersByTime(TYPING_VISIBLE_MS + 10));
    expect(screen.queryByText('Aung is typing…')).not.toBeInTheDocument();

    pushFrame({ type: 'read', match_id: matchId, user_id: me, last_read_message_id: mine.id });
    expect(screen.queryByText('Seen')).not.toBeInTheDocument();
    pushFrame({ type: 'read', match_id: matchId, user_id: otherId, last_read_message_id: mine.id });
    expect(screen.getByText('Seen')).toBeVisible();

    // Read only while the page has focus (jsdom: once something in it was focused).
    act(() => screen.getByRole('textbox', { name: 'Message' }).focus());
    const reply = message({ content: 'Yes!' });
    pushFrame({ type: 'message', message: reply });
    await waitFor(() =>
      expect(
        calls(fetchMock, 'POST', `/api/matches/${matchId}/read`).map(([, init]) =>
          JSON.parse(String(init?.body)),
        ),
      ).toContainEqual({ last_read_message_id: reply.id }),
    );
  });

  it('sends typing frames while typing, at most one per 2 s', async () => {
    const user = userEvent.setup();
    renderConversation();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    const socket = openSocket();
    await user.type(input, 'hello');
    expect(socket.sentOfType('typing')).toEqual([{ type: 'typing', match_id: matchId }]);
  });

  it('unmatches after confirming; a failure says so and keeps the chat', async () => {
    const user = userEvent.setup();
    let ok = false;
    const { router } = renderConversation({
      unmatch: () =>
        ok ? { status: 204 } : { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Unmatch Aung' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unmatch Aung?' });
    expect(dialog).toHaveTextContent(
      'This will permanently remove your match and delete your entire chat history. This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Unmatch' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not unmatch. Please try again.',
    );
    expect(router.state.location.pathname).toBe(`/chat/${otherId}`);

    ok = true;
    await user.click(within(dialog).getByRole('button', { name: 'Unmatch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  });

  it('cancel closes the unmatch dialog', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderConversation();
    await user.click(await screen.findByRole('button', { name: 'Unmatch Aung' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unmatch Aung?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', `/api/matches/${matchId}`)).toHaveLength(0);
  });

  it('closes live with a neutral notice when the other member unmatches or blocks', async () => {
    const { router } = renderConversation();
    await screen.findByRole('log');
    openSocket();
    pushFrame({ type: 'unmatched', match_id: matchId });
    expect(await screen.findByText('This conversation is no longer available.')).toBeVisible();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/chat/${otherId}`);
  });

  it('logs a missing match and shows no thread', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/auth/session': session,
      'GET /api/matches': { status: 200, body: { items: [] } },
    });
    renderApp(`/chat/${otherId}`);
    expect(await screen.findByText('This conversation is no longer available.')).toBeVisible();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining(otherId));
    error.mockRestore();
  });
});
