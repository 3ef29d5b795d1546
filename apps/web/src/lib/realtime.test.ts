import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../features/chat/testSupport';
import { createRealtimeClient, realtimeUrl } from './realtime';

const MATCH = '44444444-4444-4444-8444-444444444444';

function client(random = () => 0.5) {
  return createRealtimeClient({
    WebSocket: FakeWebSocket,
    url: () => 'ws://test/api/realtime',
    random,
  });
}

describe('realtime client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.reset();
  });
  afterEach(() => vi.useRealTimers());

  it('subscribes to matches once open, and unsubscribes when the last handler leaves', () => {
    const rt = client();
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = rt.subscribeMatch(MATCH, first);
    rt.start('me');
    const socket = FakeWebSocket.last;
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', match_id: MATCH }]);

    const offSecond = rt.subscribeMatch(MATCH, second);
    expect(socket.sentOfType('subscribe')).toHaveLength(1);
    socket.receive({ type: 'typing', match_id: MATCH, user_id: 'x' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    offFirst();
    expect(socket.sentOfType('unsubscribe')).toHaveLength(0);
    offSecond();
    expect(socket.sentOfType('unsubscribe')).toEqual([{ type: 'unsubscribe', match_id: MATCH }]);
  });

  it('reconnects with growing, capped, jittered delays and re-subscribes', () => {
    const rt = client(() => 1);
    const onConnect = vi.fn();
    rt.onConnect(onConnect);
    rt.subscribeMatch(MATCH, () => {});
    rt.start('me');
    FakeWebSocket.last.open();
    // Lists loaded before the socket listened may have missed a change: they refetch.
    expect(onConnect).toHaveBeenCalledTimes(1);

    // Each failed attempt doubles the wait: 1 s, 2 s, 4 s, ... capped at 30 s.
    const waits = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const wait of waits) {
      const before = FakeWebSocket.instances.length;
      FakeWebSocket.last.drop();
      vi.advanceTimersByTime(wait - 1);
      expect(FakeWebSocket.instances).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(before + 1);
    }

    const socket = FakeWebSocket.last;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', match_id: MATCH }]);
    expect(onConnect).toHaveBeenCalledTimes(2);

    // A successful connection resets the backoff.
    socket.drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.last).not.toBe(socket);
  });

  it('spreads retries with jitter between half and all of the delay', () => {
    const rt = client(() => 0);
    rt.start('me');
    FakeWebSocket.last.drop();
    vi.advanceTimersByTime(499);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('pings every 20 s and drops a line that stays silent', () => {
    const rt = client();
    rt.start('me');
    const socket = FakeWebSocket.last;
    socket.open();
    vi.advanceTimersByTime(20_000);
    expect(socket.sentOfType('ping')).toHaveLength(1);
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(40_000);
    expect(socket.sentOfType('ping')).toHaveLength(3);
    vi.advanceTimersByTime(20_000);
    expect(socket.closedWith).toBeDefined();
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('routes frames by type and by match', () => {
    const rt = client();
    const matched = vi.fn();
    const onMatch = vi.fn();
    rt.onFrame('matched', matched);
    rt.subscribeMatch(MATCH, onMatch);
    rt.start('me');
    const socket = FakeWebSocket.last;
    socket.open();
    socket.receive({ type: 'matched', match_id: 'other' });
    socket.receive({
      type: 'message',
      message: {
        id: 'm1',
        match_id: MATCH,
        sender_id: 's',
        content: 'hi',
        client_id: null,
        created_at: '2025-01-01T00:00:00.000Z',
      },
    });
    expect(matched).toHaveBeenCalledWith({ type: 'matched', match_id: 'other' });
    expect(onMatch).toHaveBeenCalledTimes(1);
    expect(onMatch.mock.calls[0]?.[0]).toMatchObject({ type: 'message' });
  });

  it('throttles typing frames to one per 2 s per match', () => {
    const rt = client();
    rt.start('me');
    const socket = FakeWebSocket.last;
    socket.open();
    expect(rt.sendTyping(MATCH)).toBe(true);
    expect(rt.sendTyping(MATCH)).toBe(false);
    vi.advanceTimersByTime(1_999);
    expect(rt.sendTyping(MATCH)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(rt.sendTyping(MATCH)).toBe(true);
    expect(socket.sentOfType('typing')).toHaveLength(2);
  });

  it('stops on sign-out and never reconnects; a session ending on the server retries slowly', () => {
    const rt = client(() => 1);
    rt.start('me');
    let socket = FakeWebSocket.last;
    socket.open();
    rt.stop();
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    rt.start('someone else');
    socket = FakeWebSocket.last;
    socket.open();
    socket.drop(4401);
    vi.advanceTimersByTime(29_999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('tells the app when the server ends the session (4401) or blocks the account (4403)', () => {
    const rt = client(() => 1);
    const ended = vi.fn();
    rt.onSessionEnded(ended);
    rt.start('me');
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop(1006);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop(4401);
    expect(ended).toHaveBeenLastCalledWith({ blocked: false });
    vi.advanceTimersByTime(30_000);
    const count = FakeWebSocket.instances.length;
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop(4403);
    expect(ended).toHaveBeenLastCalledWith({ blocked: true });
    expect(ended).toHaveBeenCalledTimes(2);
    // A blocked account is not asked again.
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(count);
  });

  it('never puts a token in the URL, even in a View As tab', () => {
    sessionStorage.setItem('impersonation_token', 'tok en');
    expect(realtimeUrl()).toBe(`ws://${window.location.host}/api/realtime`);
    sessionStorage.removeItem('impersonation_token');
  });
});
