import {
  type ClientFrame,
  REALTIME_CLOSE_ACCOUNT_BLOCKED,
  REALTIME_CLOSE_SESSION_ENDED,
  type ServerFrame,
} from '@dating/shared';

/** The part of the browser's WebSocket the client uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketConstructor = new (url: string) => SocketLike;

export interface RealtimeOptions {
  /** Defaults to the browser's WebSocket, looked up when connecting. */
  WebSocket?: SocketConstructor;
  /** Defaults to ws(s)://<this host>/api/realtime, plus `?token=` in a "View As" tab. */
  url?: () => string;
  random?: () => number;
  now?: () => number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  pingIntervalMs?: number;
  typingThrottleMs?: number;
}

type FrameOf<T extends ServerFrame['type']> = Extract<ServerFrame, { type: T }>;
type Handler<F> = (frame: F) => void;
/** The server ended the socket's session: `blocked` when an admin blocked the account. */
export type SessionEnd = { blocked: boolean };

const OPEN = 1;

/** The socket is authenticated by the session cookie only: a token in a URL would be logged. */
export function realtimeUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/realtime`;
}

/** The match a frame is about, if any. */
export function matchIdOf(frame: ServerFrame): string | undefined {
  if (frame.type === 'message') return frame.message.match_id;
  if ('match_id' in frame) return frame.match_id;
  return undefined;
}

/**
 * One WebSocket per tab (GET /api/realtime): reconnects with exponential backoff and jitter,
 * pings to keep the line alive, re-subscribes after reconnecting and then tells listeners
 * (`onConnect`) so screens fetch what they missed.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: in the member chunk of a member's /home (issue #22, 170 KB): the socket's life split off as a createLine function measured +84 gzipped bytes
export function createRealtimeClient(options: RealtimeOptions = {}) {
  const {
    random = Math.random,
    now = Date.now,
    baseDelayMs = 1_000,
    maxDelayMs = 30_000,
    pingIntervalMs = 20_000,
    typingThrottleMs = 2_000,
  } = options;
  const makeUrl = options.url ?? realtimeUrl;

  let socket: SocketLike | null = null;
  let sessionKey: string | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let lastHeard = 0;

  const byMatch = new Map<string, Set<Handler<ServerFrame>>>();
  const byType = new Map<string, Set<Handler<ServerFrame>>>();
  const connectHandlers = new Set<() => void>();
  const sessionEndHandlers = new Set<(end: SessionEnd) => void>();
  const lastTyping = new Map<string, number>();

  const isOpen = () => socket !== null && socket.readyState === OPEN;

  function send(frame: ClientFrame): boolean {
    if (!socket || !isOpen()) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  function dispatch(frame: ServerFrame) {
    const matchId = matchIdOf(frame);
    if (matchId) for (const handler of [...(byMatch.get(matchId) ?? [])]) handler(frame);
    for (const handler of [...(byType.get(frame.type) ?? [])]) handler(frame);
  }

  function stopPing() {
    clearInterval(pingTimer);
    pingTimer = undefined;
  }

  /** Forgets a socket without waiting for its close handshake. */
  function detach(ws: SocketLike) {
    ws.onopen = null;
    ws.onclose = null;
    ws.onerror = null;
    ws.onmessage = null;
    if (socket === ws) socket = null;
    stopPing();
  }

  function scheduleReconnect(slow = false) {
    if (sessionKey === null || retryTimer !== undefined) return;
    const ceiling = slow ? maxDelayMs : Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
    // Half fixed, half random, so a restarted server is not hit by every tab at once.
    const delay = Math.round(ceiling / 2 + (random() * ceiling) / 2);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, delay);
  }

  function connect() {
    if (sessionKey === null || socket) return;
    const Impl = options.WebSocket ?? (globalThis.WebSocket as unknown as SocketConstructor);
    let ws: SocketLike;
    try {
      ws = new Impl(makeUrl());
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      lastHeard = now();
      for (const matchId of byMatch.keys()) send({ type: 'subscribe', match_id: matchId });
      stopPing();
      pingTimer = setInterval(() => {
        // Nothing heard for two pings: the line is dead even if the browser has not noticed.
        if (now() - lastHeard > pingIntervalMs * 2.5) {
          detach(ws);
          ws.close();
          scheduleReconnect();
          return;
        }
        send({ type: 'ping' });
      }, pingIntervalMs);
      for (const handler of [...connectHandlers]) handler();
    };
    ws.onmessage = (event) => {
      lastHeard = now();
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ServerFrame;
      } catch {
        return;
      }
      if (frame && typeof frame.type === 'string') dispatch(frame);
    };
    ws.onclose = (event) => {
      detach(ws);
      const blocked = event.code === REALTIME_CLOSE_ACCOUNT_BLOCKED;
      const ended = blocked || event.code === REALTIME_CLOSE_SESSION_ENDED;
      // A blocked account never comes back; an ended session is tried again only slowly.
      if (!blocked) scheduleReconnect(ended);
      if (ended) for (const handler of [...sessionEndHandlers]) handler({ blocked });
    };
    ws.onerror = () => {
      // A close event follows; reconnecting is handled there.
    };
  }

  function onOnline() {
    if (sessionKey === null || socket) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    connect();
  }

  /** Closes the socket and stops reconnecting (sign-out). */
  function stop() {
    sessionKey = null;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    globalThis.removeEventListener?.('online', onOnline);
    const ws = socket;
    if (ws) {
      detach(ws);
      ws.close(1000, 'signed out');
    }
    lastTyping.clear();
  }

  /** Connects for this session (the member's id); a new key reconnects. */
  function start(key: string) {
    if (sessionKey === key) return;
    if (sessionKey !== null) stop();
    sessionKey = key;
    attempt = 0;
    globalThis.addEventListener?.('online', onOnline);
    connect();
  }

  return {
    start,
    stop,
    /** Sends a frame now (calls' signals: never queued); false when the socket is not open. */
    send,

    get connected() {
      return isOpen();
    },

    /** Frames about one match; the first handler subscribes, the last one unsubscribes. */
    subscribeMatch(matchId: string, handler: Handler<ServerFrame>): () => void {
      let handlers = byMatch.get(matchId);
      if (!handlers) {
        handlers = new Set();
        byMatch.set(matchId, handlers);
        send({ type: 'subscribe', match_id: matchId });
      }
      handlers.add(handler);
      return () => {
        const current = byMatch.get(matchId);
        if (!current?.delete(handler) || current.size > 0) return;
        byMatch.delete(matchId);
        send({ type: 'unsubscribe', match_id: matchId });
      };
    },

    /** Every frame of one type (e.g. `matched`, `unmatched`), whatever the match. */
    onFrame<T extends ServerFrame['type']>(type: T, handler: Handler<FrameOf<T>>): () => void {
      let handlers = byType.get(type);
      if (!handlers) {
        handlers = new Set();
        byType.set(type, handlers);
      }
      const wrapped = handler as Handler<ServerFrame>;
      handlers.add(wrapped);
      return () => {
        handlers.delete(wrapped);
      };
    },

    /**
     * Called each time the socket opens, the first time included: a list loaded before the
     * socket listened (or while it was down) may have missed a change, so it refetches.
     */
    onConnect(handler: () => void): () => void {
      connectHandlers.add(handler);
      return () => {
        connectHandlers.delete(handler);
      };
    },

    /**
     * Called when the server closes the socket because its session ended (4401) or the account
     * was blocked (4403), so the app can sign the tab out at once (decision 027).
     */
    onSessionEnded(handler: (end: SessionEnd) => void): () => void {
      sessionEndHandlers.add(handler);
      return () => {
        sessionEndHandlers.delete(handler);
      };
    },

    /** Tells the other member "typing", at most once per throttle window; true when sent. */
    sendTyping(matchId: string): boolean {
      const last = lastTyping.get(matchId);
      if (last !== undefined && now() - last < typingThrottleMs) return false;
      if (!send({ type: 'typing', match_id: matchId })) return false;
      lastTyping.set(matchId, now());
      return true;
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

/** The tab's one realtime connection. */
export const realtime: RealtimeClient = createRealtimeClient();
