import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Config } from './config.js';
import { onboardedMember } from './test/members.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/** Short timeouts of these tests; the defaults are minutes (config.ts DEFAULT_TIMEOUTS). */
const SHORT_MS = 300;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An app listening on a port, with an open realtime socket of a member. */
async function listeningWithSocket(timeouts: Partial<Config>) {
  t = await createTestApp(timeouts);
  const member = await onboardedMember(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as net.AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
    headers: { cookie: member.cookie },
    origin: `http://127.0.0.1:${port}`,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { port, socket };
}

/** A raw connection that sends `bytes` and never finishes: everything it got once closed. */
function stalledConnection(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(port, '127.0.0.1', () => connection.write(bytes));
    let received = '';
    connection.on('data', (chunk) => {
      received += chunk.toString();
    });
    connection.on('error', reject);
    connection.on('close', () => resolve(received));
  });
}

/** A ping answered by a pong: the socket is open at both ends. */
function roundTrip(socket: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('pong', () => resolve());
    socket.once('close', (code) => reject(new Error(`socket closed (${code})`)));
    socket.ping();
  });
}

describe('HTTP timeouts', () => {
  it('hands the configured timeouts to the HTTP server', async () => {
    t = await createTestApp({
      requestTimeoutMs: 45_000,
      connectionTimeoutMs: 20_000,
      keepAliveTimeoutMs: 65_000,
    });
    expect(t.app.server.requestTimeout).toBe(45_000);
    expect(t.app.server.timeout).toBe(20_000);
    expect(t.app.server.keepAliveTimeout).toBe(65_000);
  });

  it('cuts a request whose headers never end (slow loris) with a 408, not a WebSocket', async () => {
    const { port, socket } = await listeningWithSocket({ requestTimeoutMs: SHORT_MS });
    // Opened after the socket: once it is cut, the socket has outlived the timeout too.
    const answer = await stalledConnection(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    await roundTrip(socket);
    socket.close();
  });

  it('closes a silent connection, not a quiet WebSocket', async () => {
    const { port, socket } = await listeningWithSocket({ connectionTimeoutMs: SHORT_MS });
    // Silent from the start, and opened after the socket went quiet.
    expect(await stalledConnection(port, '')).toBe('');
    await roundTrip(socket);
    socket.close();
  });
});
