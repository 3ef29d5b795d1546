import type { ChildProcess } from 'node:child_process';
import type { CallConfigResponse } from '@dating/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../infra/realtime/test-nats.js';
import { onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { iceServersFor } from './index.js';
import { allocateRelay, startCoturn, stopCoturn } from './test-turn.js';

// A real coturn (Debian's package) with the shared secret: the credentials the app hands out
// must be ones it relays for, and only until they expire.
const SECRET = 'turn test secret';
let port: number;
let coturn: ChildProcess;
let t: TestApp;
beforeAll(async () => {
  port = await freePort();
  coturn = await startCoturn(port, SECRET);
  t = await createTestApp({
    calls: {
      stunUrls: [],
      turnUrls: [`turn:127.0.0.1:${port}?transport=udp`],
      turnSecret: SECRET,
      turnTtlSeconds: 3600,
    },
  });
}, 30_000);
afterAll(async () => {
  await t?.close();
  if (coturn) await stopCoturn(coturn);
});

describe('TURN credentials against coturn', () => {
  it('relays for the credentials GET /api/calls/config gives a member', async () => {
    const member = await onboardedMember(t.app);
    const res = await request(t.app, 'GET', '/api/calls/config', undefined, member);
    const [turn] = (res.json() as CallConfigResponse).ice_servers;
    expect(turn?.username).toMatch(new RegExp(`^\\d+:${member.user.id}$`));
    const answer = await allocateRelay({
      host: '127.0.0.1',
      port,
      username: turn?.username ?? '',
      password: turn?.credential ?? '',
    });
    expect(answer).toMatchObject({
      ok: true,
      relayed: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
    });
  });

  it('refuses a changed password and an expired credential', async () => {
    const member = await onboardedMember(t.app);
    const [fresh] = iceServersFor(
      { stunUrls: [], turnUrls: ['turn:x'], turnSecret: SECRET, turnTtlSeconds: 3600 },
      member.user.id,
    );
    const wrong = await allocateRelay({
      host: '127.0.0.1',
      port,
      username: fresh?.username ?? '',
      password: `${fresh?.credential}x`,
    });
    expect(wrong).toEqual({ ok: false, code: 401, reason: expect.any(String) });
    // Made two hours ago with a one-hour life.
    const [old] = iceServersFor(
      { stunUrls: [], turnUrls: ['turn:x'], turnSecret: SECRET, turnTtlSeconds: 3600 },
      member.user.id,
      Date.now() - 2 * 3600 * 1000,
    );
    const expired = await allocateRelay({
      host: '127.0.0.1',
      port,
      username: old?.username ?? '',
      password: old?.credential ?? '',
    });
    expect(expired).toEqual({ ok: false, code: 401, reason: expect.any(String) });
  });
});
