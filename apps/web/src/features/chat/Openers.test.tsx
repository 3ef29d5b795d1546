import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { loadLanguage } from '../../lib/i18n';
import { realtime } from '../../lib/realtime';
import burmese from '../../locales/my/gifts.json';
import { member, mockApi, renderApp } from '../../test/renderApp';
import { FakeWebSocket, matchId, matchItem, message, otherId } from './testSupport';

/** Issue 34: a gift like's opener ("🎁 Tea Cup", written in SQL) in the reader's language. */

// Burmese text is shown with word joiners between syllables (keepSyllablesTogether).
const plain = (text: string | null) => (text ?? '').replaceAll('\u2060', '');

const opener = message({ content: '🎁 Tea Cup', client_id: `opener:${crypto.randomUUID()}` });
// A member who writes the same words themselves is quoted as written.
const typed = message({ content: '🎁 Tea Cup', client_id: crypto.randomUUID() });

function renderAt(path: string, messages = [opener, typed]) {
  mockApi({
    'GET /api/auth/session': { status: 200, body: { user: member } },
    'GET /api/matches': {
      status: 200,
      body: { items: [matchItem({ last_message: opener, unread_count: 1 })] },
    },
    [`GET /api/matches/${matchId}/messages`]: {
      status: 200,
      body: { items: messages, next_cursor: null },
    },
    [`POST /api/matches/${matchId}/read`]: { status: 204 },
    [`POST /api/matches/${matchId}/opened`]: { status: 204 },
  });
  return renderApp(path);
}

describe('gift openers', () => {
  beforeEach(async () => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    await loadLanguage('my');
    await i18n.changeLanguage('my');
  });
  afterEach(async () => {
    realtime.stop();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('name the gift in Burmese in the conversation', async () => {
    renderAt(`/chat/${otherId}`);
    const log = await screen.findByRole('log');
    await vi.waitFor(() => expect(plain(log.textContent)).toContain(`🎁 ${burmese['Tea Cup']}`));
    expect(plain(log.textContent)).toContain('🎁 Tea Cup');
    expect(plain(log.textContent).match(/Tea Cup/g)).toHaveLength(1);
  });

  it("name the gift in Burmese on the chat list's last-message line", async () => {
    renderAt('/chat');
    const row = await screen.findByRole('link', { name: /Aung/ });
    await vi.waitFor(() => expect(plain(row.textContent)).toContain(`🎁 ${burmese['Tea Cup']}`));
    expect(plain(row.textContent)).not.toContain('Tea Cup');
  });
});
