import type { ChatMessage } from '@dating/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { realtime } from '../../lib/realtime';
import burmese from '../../locales/my/chat.json';
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

const LINE = 'Careful: money or contact outside the app';
const TIP = "Never send money to someone you haven't met. Report anyone who asks.";

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

/** Burmese UI text as drawn, without the word joiners that keep its syllables together. */
const joinersOut = (text: string) => text.replaceAll('\u2060', '');

/** The bubble row (bubble, warning line, tip) of the message with this text. */
const rowOf = (text: string) => screen.getByText(text).closest('[data-key]') as HTMLElement;

describe('the warning line on each risky message', () => {
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

  it('sits under every received flagged message, not ours or ordinary ones', async () => {
    renderConversation([
      message({ content: 'my viber is 09451234567', scam_warning: true }),
      message({ content: 'How was your day?' }),
      message({ sender_id: me, content: 'my KBZPay?', scam_warning: true }),
      message({ content: 'or WavePay me', scam_warning: true }),
      message({ content: 'buy USDT for me', scam_warning: true }),
    ]);
    await screen.findByText('buy USDT for me');
    expect(screen.getAllByRole('button', { name: LINE })).toHaveLength(3);
    for (const text of ['my viber is 09451234567', 'or WavePay me', 'buy USDT for me']) {
      expect(within(rowOf(text)).getByRole('button', { name: LINE })).toBeVisible();
    }
    expect(within(rowOf('my KBZPay?')).queryByRole('button', { name: LINE })).toBeNull();
    // Nothing flagged for the tip itself: it stays closed until a line opens it.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('opens the tip under its message, closes it, and gives focus back', async () => {
    const user = userEvent.setup();
    renderConversation([
      message({ content: 'my viber is 09451234567', scam_warning: true, safety_tip: true }),
      message({ content: 'or WavePay me', scam_warning: true }),
    ]);
    // The early message shows the tip once by itself.
    const first = await screen.findByRole('note');
    expect(first).toHaveTextContent(TIP);
    expect(rowOf('my viber is 09451234567')).toContainElement(first);
    await user.click(within(first).getByRole('button', { name: 'Dismiss safety tip' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    const line = within(rowOf('or WavePay me')).getByRole('button', { name: LINE });
    expect(line).toHaveAttribute('aria-expanded', 'false');
    await user.click(line);
    const tip = screen.getByRole('note');
    expect(tip).toHaveTextContent(TIP);
    expect(rowOf('or WavePay me')).toContainElement(tip);
    expect(line).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('note')).toHaveLength(1);

    await user.click(within(tip).getByRole('button', { name: 'Dismiss safety tip' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(line).toHaveFocus();
    // The line toggles too.
    await user.click(line);
    expect(screen.getByRole('note')).toBeVisible();
    await user.click(line);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('arrives live, in Burmese too', async () => {
    await i18n.changeLanguage('my');
    renderConversation([message({ content: 'မင်္ဂလာပါ' })]);
    await screen.findByRole('log');
    openSocket();
    pushFrame({ type: 'message', message: message({ content: 'ငွေလွှဲပေးပါ', scam_warning: true }) });
    const line = await screen.findByRole('button', {
      name: (name) => joinersOut(name) === burmese.scamWarning.line,
    });
    expect(burmese.scamWarning.line).toContain('ငွေ');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await userEvent.setup().click(line);
    expect(await screen.findByRole('note')).toBeVisible();
  });
});
