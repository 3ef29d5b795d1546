import type { ChatMessage } from '@dating/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { realtime } from '../../lib/realtime';
import burmese from '../../locales/my/safety.json';
import { member, mockApi, renderApp } from '../../test/renderApp';
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

const TIP = "Never send money to someone you haven't met. Report anyone who asks.";

function renderConversation(messages: ChatMessage[], extra: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { status: 200, body: { user: member } },
    'GET /api/matches': { status: 200, body: { items: [matchItem()] } },
    [`GET /api/matches/${matchId}/messages`]: {
      status: 200,
      body: { items: messages, next_cursor: null },
    },
    [`POST /api/matches/${matchId}/read`]: { status: 204 },
    ...(extra as Record<string, { status: number }>),
  });
  return { ...renderApp(`/chat/${otherId}`), fetchMock };
}

describe('the safety tip', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    localStorage.clear();
  });
  afterEach(async () => {
    realtime.stop();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('sits once under the first flagged message, and a dismissal is remembered', async () => {
    const user = userEvent.setup();
    const flagged = [
      message({ content: 'my viber is 09451234567', safety_tip: true }),
      message({ content: 'or KBZPay me', safety_tip: true }),
    ];
    const view = renderConversation([message({ content: 'Hi!' }), ...flagged]);
    const tip = await screen.findByRole('note');
    expect(tip).toHaveTextContent(TIP);
    expect(screen.getAllByRole('note')).toHaveLength(1);
    // Directly under the first flagged bubble.
    expect(tip.parentElement).toHaveTextContent('my viber is 09451234567');
    await user.click(within(tip).getByRole('button', { name: 'Dismiss safety tip' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    view.unmount();
    realtime.stop();
    renderConversation([message({ content: 'Hi!' }), ...flagged]);
    await screen.findByText('or KBZPay me');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('arrives live, never under our own messages, and speaks Burmese', async () => {
    await i18n.changeLanguage('my');
    renderConversation([message({ sender_id: me, content: 'KBZPay?', safety_tip: true })]);
    await screen.findByRole('log');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    openSocket();
    pushFrame({ type: 'message', message: message({ content: 'ငွေလွှဲပေးပါ', safety_tip: true }) });
    // Burmese lines break between syllables: word joiners sit inside the rendered text.
    const tip = (await screen.findByRole('note')).textContent?.replaceAll('\u2060', '');
    expect(tip).toContain(burmese.tip.text);
    expect(burmese.tip.text).toContain('ငွေ');
  });

  it('Report opens the report dialog with Also block ticked; reporting leaves the chat', async () => {
    const user = userEvent.setup();
    const reports: unknown[] = [];
    const { router } = renderConversation(
      [message({ content: 'send me money', safety_tip: true })],
      {
        'POST /api/reports': (body: unknown) => {
          reports.push(body);
          return { status: 201 };
        },
      },
    );
    await user.click(
      within(await screen.findByRole('note')).getByRole('button', { name: 'Report' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report Aung' });
    expect(within(dialog).getByRole('checkbox', { name: 'Also block Aung' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Feels like spam or a scam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(reports).toEqual([
      { reported_user_id: otherId, reason: 'Feels like spam or a scam', also_block: true },
    ]);
  });
});

describe('blocking from the conversation header', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    realtime.stop();
    vi.unstubAllGlobals();
  });

  it('confirms with the name, blocks, and goes back to the chats', async () => {
    const user = userEvent.setup();
    const blocks: unknown[] = [];
    const { router } = renderConversation([message({ content: 'Hi' })], {
      'POST /api/blocks': (body: unknown) => {
        blocks.push(body);
        return { status: 201 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'More options for Aung' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block Aung' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Aung?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(blocks).toEqual([{ blocked_user_id: otherId }]);
    expect(await screen.findByText('Aung is blocked.')).toBeVisible();
  });
});
