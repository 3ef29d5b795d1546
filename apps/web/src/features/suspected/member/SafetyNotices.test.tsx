import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, mockApi, renderApp } from '../../../test/renderApp';

const noticeId = '88888888-8888-4888-8888-888888888888';
const session = { 'GET /api/auth/session': { status: 200, body: { user: member } } };

function renderWith(items: unknown[]) {
  const fetchMock = mockApi({
    ...session,
    // The badges count the notices not yet dismissed: the shell asks for them only then.
    'GET /api/badges': {
      status: 200,
      body: {
        unread_messages: 0,
        unread_conversations: 0,
        new_likes: 0,
        new_matches: 0,
        safety_notices: items.length,
      },
    },
    'GET /api/safety-notices': { status: 200, body: { items } },
    [`POST /api/safety-notices/${noticeId}/seen`]: { status: 204 },
  });
  renderApp('/chat');
  const seen = () =>
    fetchMock.mock.calls.filter(
      ([url, init]) =>
        String(url) === `/api/safety-notices/${noticeId}/seen` && init?.method === 'POST',
    );
  const listed = () =>
    fetchMock.mock.calls.filter(([url]) => String(url) === '/api/safety-notices');
  return { seen, listed };
}

describe('the safety notice', () => {
  it('names the removed member, says what to do, and is dismissed once seen', async () => {
    const { seen } = renderWith([
      { id: noticeId, first_name: 'Lin', created_at: '2026-11-28T10:00:00.000Z' },
    ]);
    const notice = await screen.findByRole('region', { name: 'A safety notice' });
    expect(
      within(notice).getByText('Lin, whom you talked with, was removed for scam behaviour.'),
    ).toBeInTheDocument();
    expect(within(notice).getByText(/Never send money/)).toBeInTheDocument();
    expect(within(notice).getByText(/Telegram, Viber or WhatsApp/)).toBeInTheDocument();
    expect(within(notice).getByText('Report anyone who asks you for money.')).toBeInTheDocument();
    expect(seen()).toHaveLength(0);
    await userEvent.click(within(notice).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(seen()).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'A safety notice' })).not.toBeInTheDocument(),
    );
  });

  it('says "someone" when the removed member had no first name', async () => {
    renderWith([{ id: noticeId, first_name: null, created_at: '2026-11-28T10:00:00.000Z' }]);
    expect(
      await screen.findByText('Someone you talked with was removed for scam behaviour.'),
    ).toBeInTheDocument();
  });

  it('shows nothing, and asks for nothing, without notices', async () => {
    const { listed } = renderWith([]);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('A safety notice')).not.toBeInTheDocument());
    expect(listed()).toHaveLength(0);
  });
});
