import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { createTestApp } from './test-app.js';

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

/** Two server processes on one database, listening, as behind a load balancer. */
export async function twoServers() {
  const one = await createTestApp();
  const two = await createTestApp({ secondProcessOf: one });
  return {
    one,
    two,
    urlOne: await realtimeUrlOf(one.app),
    urlTwo: await realtimeUrlOf(two.app),
    close: async () => {
      await two.close();
      await one.close();
    },
  };
}
