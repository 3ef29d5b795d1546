import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewAsBearer } from '../chat/test-support.js';
import { ConfigError, loadConfig } from '../config.js';
import { onboardedMember } from '../test/members.js';
import { createTestApp, PRODUCTION_VAPID_ENV, request, type TestApp } from '../test/test-app.js';
import { turnCredential } from './index.js';

const TURN = {
  stunUrls: ['stun:turn.example.org:3478'],
  turnUrls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'],
  turnSecret: 'north-wind-secret',
  turnTtlSeconds: 3600,
};

let plain: TestApp;
let withTurn: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  withTurn = await createTestApp({ calls: TURN });
});
afterAll(async () => {
  await withTurn.close();
  await plain.close();
});

describe('GET /api/calls/config', () => {
  it('answers members only; a View As session may read it', async () => {
    expect((await request(plain.app, 'GET', '/api/calls/config')).statusCode).toBe(401);
    const member = await onboardedMember(plain.app);
    const response = await request(plain.app, 'GET', '/api/calls/config', undefined, member);
    expect(response.statusCode).toBe(200);
    // Nothing configured: no servers (both phones on one network), the shared limits.
    expect(response.json()).toEqual({
      ice_servers: [],
      video_max_bitrate: 300_000,
      video_data_saver_bitrate: 120_000,
      audio_max_bitrate: 24_000,
      ring_seconds: 30,
    });
    const bearer = await viewAsBearer(plain, member.user.id);
    const viewed = await request(plain.app, 'GET', '/api/calls/config', undefined, { bearer });
    expect(viewed.statusCode).toBe(200);
  });

  it('gives STUN, and TURN with a short-lived credential coturn checks with its secret', async () => {
    const member = await onboardedMember(withTurn.app);
    const before = Math.floor(Date.now() / 1000);
    const response = await request(withTurn.app, 'GET', '/api/calls/config', undefined, member);
    const [stun, turn] = response.json().ice_servers;
    expect(stun).toEqual({ urls: TURN.stunUrls });
    expect(turn.urls).toEqual(TURN.turnUrls);
    const [expiry, userId] = turn.username.split(':');
    expect(userId).toBe(member.user.id);
    expect(Number(expiry)).toBeGreaterThanOrEqual(before + TURN.turnTtlSeconds);
    expect(Number(expiry)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + TURN.turnTtlSeconds);
    // coturn's use-auth-secret: base64(HMAC-SHA1(secret, username)).
    const hmac = createHmac('sha1', TURN.turnSecret).update(turn.username).digest('base64');
    expect(turn.credential).toBe(hmac);
    // Computed apart: printf '1700000000:user' | openssl dgst -sha1 -hmac secret -binary | base64
    expect(turnCredential('secret', '1700000000:user')).toBe('I/MZeIG6MwzOV8Uubr9liB2556o=');
  });
});

describe('call configuration from the environment', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db.example.org/app',
    PUBLIC_URL: 'https://app.example.org',
    ...PRODUCTION_VAPID_ENV,
  };

  it('reads comma lists of URLs, the secret and the lifetime', () => {
    const config = loadConfig({
      CALL_STUN_URLS: 'stun:a.example.org:3478, stun:b.example.org',
      CALL_TURN_URLS: 'turn:a.example.org:3478',
      CALL_TURN_SECRET: 's3cret',
      CALL_TURN_TTL_SECONDS: '600',
    });
    expect(config.calls).toEqual({
      stunUrls: ['stun:a.example.org:3478', 'stun:b.example.org'],
      turnUrls: ['turn:a.example.org:3478'],
      turnSecret: 's3cret',
      turnTtlSeconds: 600,
    });
    expect(loadConfig({}).calls).toMatchObject({
      stunUrls: [],
      turnUrls: [],
      turnTtlSeconds: 21_600,
    });
  });

  it('refuses what is not a URL of its kind, and production TURN without a secret', () => {
    expect(() => loadConfig({ CALL_STUN_URLS: 'https://a.example.org' })).toThrow(ConfigError);
    expect(() => loadConfig({ CALL_TURN_URLS: 'stun:a.example.org' })).toThrow(ConfigError);
    expect(() => loadConfig({ CALL_TURN_SECRET: 'alone' })).toThrow(ConfigError);
    expect(() => loadConfig({ CALL_TURN_TTL_SECONDS: '5' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, CALL_TURN_URLS: 'turn:a.example.org' })).toThrow(
      /CALL_TURN_SECRET/,
    );
    expect(
      loadConfig({ ...production, CALL_TURN_URLS: 'turn:a.example.org', CALL_TURN_SECRET: 'x' })
        .calls?.turnSecret,
    ).toBe('x');
  });
});
