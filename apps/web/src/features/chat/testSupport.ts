import type { ChatMessage, ClientFrame, MatchListItem, ServerFrame } from '@dating/shared';
import { act } from '@testing-library/react';
import { member } from '../../test/renderApp';

/** A WebSocket stand-in: tests open, feed and close it by hand and read what was sent. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was created');
    return socket;
  }

  readyState = 0;
  sent: ClientFrame[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as ClientFrame);
  }

  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** The server pushes a frame. */
  receive(frame: ServerFrame) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** The connection drops (server restart, network loss). */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }

  sentOfType<T extends ClientFrame['type']>(type: T) {
    return this.sent.filter((frame) => frame.type === type) as Extract<ClientFrame, { type: T }>[];
  }

  static reset() {
    FakeWebSocket.instances = [];
  }
}

/** Opens the newest socket inside act(), as the app would see it. */
export function openSocket(): FakeWebSocket {
  const socket = FakeWebSocket.last;
  act(() => socket.open());
  return socket;
}

export function pushFrame(frame: ServerFrame, socket = FakeWebSocket.last) {
  act(() => socket.receive(frame));
}

export const me = member.id;
export const otherId = '33333333-3333-4333-8333-333333333333';
export const matchId = '44444444-4444-4444-8444-444444444444';

let seq = 0;
export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  seq += 1;
  const n = String(seq).padStart(12, '0');
  return {
    id: `55555555-5555-4555-8555-${n}`,
    match_id: matchId,
    sender_id: otherId,
    content: `Message ${seq}`,
    client_id: null,
    created_at: new Date(Date.UTC(2025, 0, 1, 8, 0, seq)).toISOString(),
    ...overrides,
  };
}

export function matchItem(overrides: Partial<MatchListItem> = {}): MatchListItem {
  return {
    id: matchId,
    other: { user_id: otherId, first_name: 'Aung', avatar_url: null, is_verified: false },
    last_message: null,
    unread_count: 0,
    other_last_read_message_id: null,
    created_at: new Date(Date.UTC(2025, 0, 1, 7)).toISOString(),
    ...overrides,
  };
}
