import type { ChatMessage } from '@dating/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { realtime } from '../../../lib/realtime';
import burmese from '../../../locales/my/chat.json';
import { member, mockApi, renderApp } from '../../../test/renderApp';
import {
  FakeWebSocket,
  matchId,
  matchItem,
  me,
  message,
  openSocket,
  otherId,
  pushFrame,
} from '../testSupport';

const photoId = '55555555-5555-4555-8555-aaaaaaaaaaaa';
const voiceId = '55555555-5555-4555-8555-bbbbbbbbbbbb';

function renderConversation(messages: ChatMessage[], extra: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { status: 200, body: { user: member } },
    'GET /api/matches': { status: 200, body: { items: [matchItem()] } },
    [`GET /api/matches/${matchId}/messages`]: {
      status: 200,
      body: { items: messages, next_cursor: null },
    },
    [`POST /api/matches/${matchId}/read`]: { status: 204 },
    [`POST /api/matches/${matchId}/opened`]: { status: 204 },
    ...extra,
  });
  renderApp(`/chat/${otherId}`);
  return fetchMock;
}

const photo = (overrides: Partial<ChatMessage> = {}) =>
  message({
    id: photoId,
    content: '',
    kind: 'photo',
    media_url: `/api/messages/${photoId}/media`,
    ...overrides,
  });
const voice = (overrides: Partial<ChatMessage> = {}) =>
  message({
    id: voiceId,
    content: '',
    kind: 'voice',
    media_url: `/api/messages/${voiceId}/media`,
    duration_ms: 12_400,
    heard: false,
    ...overrides,
  });

describe('photos and voice notes in a conversation', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(async () => {
    realtime.stop();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows a photo by its thumbnail, and the full picture when opened', async () => {
    renderConversation([photo()]);
    const thumb = await screen.findByRole('img', { name: 'Photo from Aung' });
    expect(thumb.getAttribute('src')).toBe(`/api/messages/${photoId}/media?size=thumb`);
    await userEvent.click(screen.getByRole('button', { name: 'Photo from Aung: open full size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo from Aung' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(
      `/api/messages/${photoId}/media`,
    );
  });

  it("plays the other's voice note and marks it heard once", async () => {
    const play = vi.fn(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    const fetchMock = renderConversation([voice()], {
      [`POST /api/messages/${voiceId}/heard`]: { status: 204 },
    });
    expect(await screen.findByText('Not played yet')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Play voice note, 0:12' });
    await userEvent.click(button);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Not played yet')).toBeNull();
    const heardCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/heard'));
    expect(heardCalls).toHaveLength(1);
  });

  it('does not mark its own voice note heard, and offers no report on its own media', async () => {
    const fetchMock = renderConversation([voice({ sender_id: me }), photo({ sender_id: me })]);
    await screen.findByRole('img', { name: 'Your photo' });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Play voice note, 0:12' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/heard'))).toBe(false);
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it('tells the sender live when the other member plays the voice note', async () => {
    renderConversation([voice({ sender_id: me })]);
    await screen.findByRole('button', { name: 'Play voice note, 0:12' });
    expect(screen.queryByText('Played')).toBeNull();
    openSocket();
    pushFrame({ type: 'heard', match_id: matchId, message_id: voiceId });
    expect(await screen.findByText('Played')).toBeTruthy();
  });

  it('reports a photo with the message it came from', async () => {
    let reported: unknown;
    renderConversation([photo()], {
      'POST /api/reports': (body: unknown) => {
        reported = body;
        return { status: 201 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Report photo' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Inappropriate Photos/ }));
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: /Submit|Report/ }));
    await vi.waitFor(() =>
      expect(reported).toMatchObject({
        reported_user_id: otherId,
        reason: 'Inappropriate Photos',
        message_id: photoId,
        also_block: false,
      }),
    );
  });

  it('names a photo or voice note in Burmese too', async () => {
    await i18n.changeLanguage('my');
    renderConversation([photo()]);
    const report = await screen.findByRole('button', {
      name: (name) => name.replaceAll('\u2060', '') === burmese.media.reportPhoto,
    });
    expect(report).toBeTruthy();
  });
});
