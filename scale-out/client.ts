/**
 * A member's client as the scale-out journey drives it: HTTP with a cookie jar and the retries a
 * real app makes (a request that failed on a dying process is sent again, with the same
 * Idempotency-Key or client_id), and a WebSocket that reconnects and catches up.
 */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';

// The journey reads many response shapes; each is checked where it is used.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Json = any;

export type Counters = { requests: number; retries: number; failedAttempts: number };

export class HttpClient {
  cookie = '';
  constructor(
    readonly base: string,
    readonly counters: Counters,
  ) {}

  /** Sends until an answer that is not a proxy/transport failure, at most `attempts` times. */
  async send(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
    attempts = 20,
  ): Promise<{ status: number; json: Json; buffer: Buffer }> {
    const isForm = body instanceof FormData;
    for (let attempt = 1; ; attempt++) {
      this.counters.requests++;
      if (attempt > 1) this.counters.retries++;
      try {
        const res = await fetch(new URL(url, this.base), {
          method,
          headers: {
            origin: this.base,
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
          body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        });
        const setCookie = res.headers.getSetCookie();
        const session = setCookie.find((c) => c.startsWith('sid='));
        if (session) this.cookie = session.split(';')[0] ?? '';
        const buffer = Buffer.from(await res.arrayBuffer());
        if ([502, 503, 504].includes(res.status) && attempt < attempts) {
          this.counters.failedAttempts++;
          await sleep(150 * attempt);
          continue;
        }
        const text = buffer.toString();
        let json: Json = null;
        try {
          json = text ? JSON.parse(text) : null;
        } catch {
          json = null;
        }
        return { status: res.status, json, buffer };
      } catch (error) {
        this.counters.failedAttempts++;
        if (attempt >= attempts) throw error;
        await sleep(150 * attempt);
      }
    }
  }

  async ok(method: string, url: string, body?: unknown, headers?: Record<string, string>) {
    const res = await this.send(method, url, body, headers);
    if (res.status >= 300) {
      throw new Error(`${method} ${url} → ${res.status} ${res.buffer.toString().slice(0, 300)}`);
    }
    return res.json;
  }

  /** A money-moving POST with one Idempotency-Key across its retries. */
  idempotent(url: string, body: unknown) {
    return this.ok('POST', url, body, { 'Idempotency-Key': randomUUID() });
  }
}

export type MessageFrame = { type: 'message'; message: { id: string; match_id: string } };

/** A socket that reconnects after its process dies and re-subscribes to the match. */
export class ReconnectingSocket {
  readonly received = new Set<string>();
  reconnects = 0;
  private socket: WebSocket | undefined;
  private closedByUs = false;
  private opened: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly origin: string,
    private readonly cookie: () => string,
    private readonly matchId: string,
    /** Called after each reconnect, to fetch what was missed while the socket was down. */
    private readonly catchUp: () => Promise<void>,
  ) {}

  start() {
    this.opened = this.connect();
    return this.opened;
  }

  private connect(): Promise<void> {
    return new Promise((resolve) => {
      const attempt = () => {
        if (this.closedByUs) return resolve();
        const socket = new WebSocket(this.url, {
          headers: { cookie: this.cookie() },
          origin: this.origin,
        });
        this.socket = socket;
        let subscribed = false;
        socket.on('open', () => {
          socket.send(JSON.stringify({ type: 'subscribe', match_id: this.matchId }));
        });
        socket.on('message', (data) => {
          const frame = JSON.parse(String(data)) as { type: string; message?: { id: string } };
          if (frame.type === 'subscribed' && !subscribed) {
            subscribed = true;
            resolve();
          }
          if (frame.type === 'message' && frame.message) this.received.add(frame.message.id);
        });
        socket.on('error', () => {});
        socket.on('close', () => {
          if (this.closedByUs) return;
          this.reconnects++;
          setTimeout(() => {
            this.opened = this.connect().then(() => this.catchUp());
          }, 200);
          if (!subscribed) resolve();
        });
      };
      attempt();
    });
  }

  /** Waits for a reconnect in progress (if any) to finish its catch-up. */
  settled() {
    return this.opened;
  }

  close() {
    this.closedByUs = true;
    this.socket?.close();
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
