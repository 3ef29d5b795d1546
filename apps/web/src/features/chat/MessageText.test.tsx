import type { ChatMessage } from '@dating/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { realtime } from '../../lib/realtime';
import burmese from '../../locales/my/chat.json';
import { member, mockApi, renderApp } from '../../test/renderApp';
import { FakeWebSocket, matchId, matchItem, me, message, otherId } from './testSupport';

function renderConversation(messages: ChatMessage[]) {
  mockApi({
    'GET /api/auth/session': { status: 200, body: { user: member } },
    'GET /api/matches': { status: 200, body: { items: [matchItem()] } },
    [`GET /api/matches/${matchId}/messages`]: {
      status: 200,
      body: { items: messages, next_cursor: null },
    },
    [`POST /api/matches/${matchId}/read`]: { status: 204 },
    [`POST /api/matches/${matchId}/opened`]: { status: 204 },
  });
  return renderApp(`/chat/${otherId}`);
}

describe('links in messages', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(async () => {
    realtime.stop();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('open outside the app in a new tab, marked, telling the site nothing', async () => {
    renderConversation([
      message({ content: 'Our tea shop: example.com/menu. And https://maps.example.org/x?y=1' }),
      message({ sender_id: me, content: 'nice, www.test.mm!' }),
    ]);
    const log = await screen.findByRole('log');
    const menu = within(log).getByRole('link', {
      name: 'example.com/menu (opens outside the app)',
    });
    expect(menu).toHaveAttribute('href', 'https://example.com/menu');
    expect(menu).toHaveAttribute('target', '_blank');
    expect(menu).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(menu.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(
      within(log).getByRole('link', {
        name: 'https://maps.example.org/x?y=1 (opens outside the app)',
      }),
    ).toHaveAttribute('href', 'https://maps.example.org/x?y=1');
    // Our own messages link too; the full stop and "!" stay text.
    expect(
      within(log).getByRole('link', { name: 'www.test.mm (opens outside the app)' }),
    ).toHaveAttribute('href', 'https://www.test.mm/');
    expect(menu.parentElement).toHaveTextContent('Our tea shop: example.com/menu. And');
  });

  it('stay in the app for its own address', async () => {
    const user = userEvent.setup();
    const { router } = renderConversation([
      message({ content: `my profile ${window.location.origin}/chat?from=link` }),
    ]);
    const link = await screen.findByRole('link', {
      name: `${window.location.origin}/chat?from=link`,
    });
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('href', '/chat?from=link');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/chat');
    expect(router.state.location.search).toBe('?from=link');
  });

  it('never turn text into HTML or a script link', async () => {
    renderConversation([
      message({ content: '<img src=x onerror="alert(1)"> <b>bold</b> javascript:alert(1)' }),
    ]);
    const log = await screen.findByRole('log');
    expect(
      within(log).getByText('<img src=x onerror="alert(1)"> <b>bold</b> javascript:alert(1)', {
        exact: false,
      }),
    ).toBeVisible();
    expect(log.querySelector('img, b')).toBeNull();
    expect(within(log).queryByRole('link')).toBeNull();
  });

  it('say in Burmese that they open outside, with Burmese text around them', async () => {
    await i18n.changeLanguage('my');
    renderConversation([message({ content: 'ဒီမှာကြည့်ပါhttps://example.com/photoနော်။' })]);
    const link = await screen.findByRole('link', {
      name: (name) =>
        name.replaceAll('\u2060', '') ===
        burmese.links.external.replace('{{link}}', 'https://example.com/photo'),
    });
    expect(link).toHaveAttribute('href', 'https://example.com/photo');
  });
});
