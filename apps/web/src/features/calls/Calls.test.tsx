import type { ServerFrame } from '@dating/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPERSONATION_TOKEN_KEY } from '../../lib/api';
import { realtime } from '../../lib/realtime';
import { member, mockApi, renderApp } from '../../test/renderApp';
import {
  FakeWebSocket,
  matchId,
  matchItem,
  openSocket,
  otherId,
  pushFrame,
} from '../chat/testSupport';
import { calls } from './host';
import {
  callConfig,
  FakePeerConnection,
  FakeStream,
  stubCallBrowser,
  unstubCallBrowser,
} from './testSupport';

const aung = { id: otherId, first_name: 'Aung', photo_url: null };
// A new call each test, as each call has its own id.
let callId = '';
let incoming: ServerFrame;

function renderAt(path: string, config = callConfig) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { status: 200, body: { user: member } },
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
    'GET /api/matches': { status: 200, body: { items: [matchItem()] } },
    [`GET /api/matches/${matchId}/messages`]: {
      status: 200,
      body: { items: [], next_cursor: null },
    },
    [`POST /api/matches/${matchId}/read`]: { status: 204 },
    [`POST /api/matches/${matchId}/opened`]: { status: 204 },
    'GET /api/calls/config': { status: 200, body: config },
  });
  renderApp(path);
  return fetchMock;
}

async function ringing() {
  await screen.findByRole('navigation', { name: 'Main' });
  const socket = openSocket();
  pushFrame(incoming);
  return { socket, dialog: await screen.findByRole('dialog', { name: 'Aung is calling' }) };
}

describe('video calls', () => {
  beforeEach(() => {
    callId = crypto.randomUUID();
    incoming = { type: 'call_incoming', call_id: callId, match_id: matchId, from: aung };
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    calls.hangUp();
    calls.dismiss();
    realtime.stop();
    unstubCallBrowser();
    sessionStorage.removeItem(IMPERSONATION_TOKEN_KEY);
  });

  it('rings on any member screen; Decline sends call_decline and closes the screen', async () => {
    stubCallBrowser();
    renderAt('/settings');
    const { socket, dialog } = await ringing();
    expect(within(dialog).getByText('Video call')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(socket.sentOfType('call_decline')).toEqual([{ type: 'call_decline', call_id: callId }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Accept opens the camera and the connection, sends call_accept, answers the offer, and ends when the other hangs up', async () => {
    const { streams, getUserMedia } = stubCallBrowser();
    renderAt('/settings');
    const { socket, dialog } = await ringing();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(socket.sentOfType('call_accept')).toHaveLength(1));
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    const pc = FakePeerConnection.last;
    expect(pc.configuration.iceServers).toEqual(callConfig.ice_servers);

    pushFrame({ type: 'call_accepted', call_id: callId, match_id: matchId });
    pushFrame({
      type: 'call_signal',
      call_id: callId,
      signal: { description: { type: 'offer', sdp: 'v=0 offer' } },
    });
    await waitFor(() =>
      expect(socket.sentOfType('call_signal')).toContainEqual({
        type: 'call_signal',
        call_id: callId,
        signal: { description: { type: 'answer', sdp: 'v=0 answer' } },
      }),
    );
    // Capped for mobile data once negotiated.
    const caps = pc.senders.map((s) => [s.track.kind, s.parameters.encodings[0]?.maxBitrate]);
    expect(caps).toEqual([
      ['audio', callConfig.audio_max_bitrate],
      ['video', callConfig.video_max_bitrate],
    ]);

    const call = await screen.findByRole('dialog', { name: 'Video call with Aung' });
    expect(within(call).getByTestId('call-remote-video')).toBeInTheDocument();
    // Their media arrives: the member sees what the call has used so far (both ways).
    pc.bytes = 600_000;
    act(() => pc.ontrack?.({ streams: [new FakeStream()], track: null }));
    expect(await within(call).findByTestId('call-data-used')).toHaveTextContent('1.2 MB');
    expect(within(call).getByText('Data used:')).toBeVisible();
    await userEvent.click(within(call).getByRole('button', { name: 'Mute' }));
    expect(within(call).getByRole('button', { name: 'Unmute' })).toBeVisible();
    expect(streams[0]?.getAudioTracks()[0]?.enabled).toBe(false);
    expect(socket.sentOfType('call_signal').at(-1)?.signal).toEqual({
      media: { muted: true, camera_off: false },
    });
    // Their camera off and muted: their picture, "Camera off" and "Muted".
    pushFrame({
      type: 'call_signal',
      call_id: callId,
      signal: { media: { muted: true, camera_off: true } },
    });
    expect(within(call).getByText('Muted')).toBeVisible();

    pushFrame({
      type: 'call_ended',
      call_id: callId,
      match_id: matchId,
      outcome: 'completed',
      duration_ms: 192_000,
    });
    // The screen closes at once; a short message says the call ended, and how long it was.
    expect(await screen.findByText('Call ended · 3:12')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pc.closed).toBe(true);
    expect(streams[0]?.getTracks().every((track) => track.stopped)).toBe(true);
  });

  it('answers busy by itself to a second call while one rings', async () => {
    stubCallBrowser();
    renderAt('/settings');
    const { socket } = await ringing();
    const second = crypto.randomUUID();
    pushFrame({ ...incoming, call_id: second } as ServerFrame);
    await waitFor(() =>
      expect(socket.sentOfType('call_busy')).toEqual([{ type: 'call_busy', call_id: second }]),
    );
    expect(screen.getByRole('dialog', { name: 'Aung is calling' })).toBeVisible();
  });

  it('ends the call with a short message when the match ends', async () => {
    stubCallBrowser();
    renderAt('/settings');
    const { socket, dialog } = await ringing();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(socket.sentOfType('call_accept')).toHaveLength(1));
    pushFrame({ type: 'unmatched', match_id: matchId });
    expect(await screen.findByText('The call ended: you are no longer matched.')).toBeVisible();
    expect(FakePeerConnection.last.closed).toBe(true);
  });

  it('places a call from the conversation: camera check, invite, ringing, and missed after the ring time', async () => {
    const { streams } = stubCallBrowser();
    renderAt(`/chat/${otherId}`, { ...callConfig, ring_seconds: 0 });
    await screen.findByRole('log', { name: 'Messages with Aung' });
    const socket = openSocket();
    await userEvent.click(screen.getByRole('button', { name: 'Video call Aung' }));
    const check = await screen.findByRole('dialog', { name: 'Try your camera and microphone' });
    await userEvent.click(await within(check).findByRole('button', { name: 'Call' }));
    await waitFor(() => expect(socket.sentOfType('call_invite')).toHaveLength(1));
    const [invite] = socket.sentOfType('call_invite');
    expect(invite?.match_id).toBe(matchId);
    expect(screen.getByRole('dialog', { name: 'Video call with Aung' })).toBeVisible();

    // Ringing for the (here zero) ring time, then given up: call_end, said as missed.
    pushFrame({ type: 'call_ringing', call_id: invite?.call_id ?? '', match_id: matchId });
    expect(await screen.findByText('Aung did not answer.')).toBeVisible();
    expect(socket.sentOfType('call_end')).toEqual([{ type: 'call_end', call_id: invite?.call_id }]);
    expect(streams[0]?.getTracks().every((track) => track.stopped)).toBe(true);
  });

  it('says plainly why the camera cannot be used, and does not call', async () => {
    stubCallBrowser({ denied: true });
    renderAt(`/chat/${otherId}`);
    await screen.findByRole('log', { name: 'Messages with Aung' });
    const socket = openSocket();
    await userEvent.click(screen.getByRole('button', { name: 'Video call Aung' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The camera and microphone are blocked for this app. Allow them in your browser's site settings, then try again.",
    );
    expect(screen.getByRole('button', { name: 'Call' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(socket.sentOfType('call_invite')).toEqual([]);
  });

  it('offers no call button in a View As tab', async () => {
    sessionStorage.setItem(IMPERSONATION_TOKEN_KEY, 'view-as-token');
    renderAt(`/chat/${otherId}`);
    await screen.findByRole('log', { name: 'Messages with Aung' });
    expect(screen.getByRole('button', { name: 'Unmatch Aung' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Video call Aung' })).toBeNull();
  });
});
