import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { Database } from '../infra/db/client.js';
import { REALTIME_CHANNEL, realtimePayload } from '../infra/realtime/hub.js';
import { createTestApp, type TestApp } from './test-app.js';

export type Frame = Record<string, unknown> & { type: string };

/** ws://…/api/realtime of an app listening on a random local port. */
export async function realtimeUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/realtime`;
}

/** The page's own origin, as a browser sends it on the upgrade. */
export const httpOriginOf = (url: string) => new URL(url).origin.replace(/^ws/, 'http');

type SocketOptions = { cookie?: string; bearer?: string; origin?: string | null };

function open(url: string, options: SocketOptions) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const origin = options.origin === undefined ? httpOriginOf(url) : options.origin;
  return new WebSocket(url, { headers, ...(origin === null ? {} : { origin }) });
}

/** The HTTP status of an upgrade attempt (101 when it opened), and the error code if refused. */
export async function upgradeStatus(url: string, options: SocketOptions = {}) {
  const socket = open(url, options);
  return new Promise<{ status: number; code?: string }>((resolve) => {
    socket.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk;
      });
      res.on('end', () => {
        const code = body ? (JSON.parse(body) as { error?: { code?: string } }).error?.code : '';
        resolve({ status: res.statusCode ?? 0, code });
      });
    });
    socket.once('open', () => {
      socket.close();
      resolve({ status: 101 });
    });
  });
}

/** An open socket that records frames, can wait for one, and tells when it closes. */
export async function openSocket(url: string, options: SocketOptions = {}) {
  const socket = open(url, options);
  const frames: Frame[] = [];
  const waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (!w.test(frame)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(frame);
    }
  });
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = (test: (f: Frame) => boolean, ms = 3000) =>
    new Promise<Frame>((resolve, reject) => {
      const seen = frames.find(test);
      if (seen) return resolve(seen);
      const timer = setTimeout(
        () => reject(new Error(`no frame in ${ms} ms; got ${JSON.stringify(frames)}`)),
        ms,
      );
      waiters.push({
        test,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  return {
    socket,
    frames,
    next,
    closed,
    send: (frame: unknown) => socket.send(JSON.stringify(frame)),
    isOpen: () => socket.readyState === WebSocket.OPEN,
  };
}

export type Socket = Awaited<ReturnType<typeof openSocket>>;

/** What a database's hubs still have to NOTIFY: events waiting for their batch, NOTIFYs under way. */
type Outgoing = {
  batched: string[];
  inFlight: Set<Promise<unknown>>;
  changed: Set<() => void>;
  /** The database's own notify, which test spies on `notify` do not see. */
  notify: Database['notify'];
};
const outgoing = new Map<Database, Outgoing>();

/**
 * Follows what this process's hub sends to the others (its NOTIFYs, and the events waiting in
 * publishInBatch), so `framesSettled` can send its marker after all of them. Call before acting.
 */
export function followRealtime(t: TestApp) {
  const { database } = t;
  let out = outgoing.get(database);
  if (!out) {
    const own = database.notify.bind(database);
    const state: Outgoing = { batched: [], inFlight: new Set(), changed: new Set(), notify: own };
    const changed = () => {
      for (const wake of [...state.changed]) wake();
    };
    database.notify = (channel, payload) => {
      const sent = own(channel, payload).finally(() => {
        state.inFlight.delete(sent);
        // Each waiting event leaves the batch in the NOTIFY whose payload holds it.
        state.batched = state.batched.filter((event) => !payload.includes(event));
        changed();
      });
      state.inFlight.add(sent);
      return sent;
    };
    outgoing.set(database, state);
    out = state;
  }
  const hub = t.app.realtime;
  const publishInBatch = hub.publishInBatch.bind(hub);
  const followed = out;
  hub.publishInBatch = (event) => {
    followed.batched.push(realtimePayload(event));
    publishInBatch(event);
  };
}

async function nothingLeftToNotify(out: Outgoing) {
  while (out.batched.length > 0 || out.inFlight.size > 0) {
    await new Promise<void>((resolve) => {
      const wake = () => {
        out.changed.delete(wake);
        resolve();
      };
      out.changed.add(wake);
    });
  }
}

/**
 * Resolves once every frame already on its way to these sockets has arrived: proof that one did
 * not come. Once the followed processes (followRealtime) have NOTIFYed all they published, it
 * NOTIFYs a marker frame for the sockets' members and waits for it on each socket. PostgreSQL
 * delivers notifications in commit order, a hub sends one notification's frames in order, and
 * one socket's frames arrive in the order sent, so whatever came before the marker is in
 * `frames`. Twice: a batch's later events go out a few microtasks after its first, so a marker
 * read in the same chunk could pass them; the second is sent after the first arrived, by when
 * they are sent. (A message too long for NOTIFY is loaded from the database before it is sent:
 * a marker could pass that one; no test here waits for its absence.)
 */
export async function framesSettled(listeners: { socket: Socket; userId: string }[]) {
  for (const out of outgoing.values()) await nothingLeftToNotify(out);
  const out = [...outgoing.values()].at(-1);
  if (!out) throw new Error('framesSettled needs a process followed by followRealtime');
  for (let round = 0; round < 2; round++) {
    const id = randomUUID();
    const userIds = [...new Set(listeners.map((l) => l.userId))];
    const arrived = listeners.map(({ socket }) =>
      socket.next((f) => f.type === 'test_marker' && f.id === id),
    );
    const frame = { type: 'test_marker', id };
    await out.notify(
      REALTIME_CHANNEL,
      JSON.stringify({ kind: 'notify', user_ids: userIds, frame }),
    );
    await Promise.all(arrived);
  }
}

/**
 * Two server processes on one database, listening, as behind a load balancer; framesSettled
 * follows both.
 */
export async function twoServers() {
  const one = await createTestApp();
  const two = await createTestApp({ secondProcessOf: one });
  followRealtime(one);
  followRealtime(two);
  return {
    one,
    two,
    urlOne: await realtimeUrlOf(one.app),
    urlTwo: await realtimeUrlOf(two.app),
    close: async () => {
      await two.close();
      await one.close();
      outgoing.delete(one.database);
      outgoing.delete(two.database);
    },
  };
}
