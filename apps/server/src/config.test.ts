import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  DEFAULT_TIMEOUTS,
  loadConfig,
} from './config.js';
import { PRODUCTION_VAPID_ENV } from './test/test-app.js';

describe('loadConfig', () => {
  it('defaults to embedded PGlite with safe development settings', () => {
    const config = loadConfig({ DATABASE_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.cookieSecure).toBe(false);
    expect(config.rateLimit).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.dataDir).toMatch(/data$/);
  });

  it('reads a PostgreSQL server URL and turns demo data off for it', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app', RATE_LIMIT: 'off' });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/app');
    expect(config.seedDemo).toBe(false);
    expect(config.rateLimit).toBe(false);
  });

  it('refuses development defaults in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const base = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db/app',
      PUBLIC_URL: 'https://example.org',
      ...PRODUCTION_VAPID_ENV,
    };
    expect(loadConfig(base).cookieSecure).toBe(true);
    expect(() => loadConfig({ ...base, RATE_LIMIT: 'off' })).toThrow(/RATE_LIMIT/);
    expect(() => loadConfig({ ...base, COOKIE_SECURE: 'false' })).toThrow(/COOKIE_SECURE/);
    expect(() => loadConfig({ ...base, ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });

  it('needs the Web Push keys from the environment in production only', () => {
    const base = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db/app',
      PUBLIC_URL: 'https://example.org',
    };
    expect(() => loadConfig(base)).toThrow(/VAPID_PUBLIC_KEY/);
    const { VAPID_SUBJECT: _, ...withoutSubject } = PRODUCTION_VAPID_ENV;
    expect(() => loadConfig({ ...base, ...withoutSubject })).toThrow(/VAPID_SUBJECT/);
    const push = loadConfig({ ...base, ...PRODUCTION_VAPID_ENV }).push;
    expect(push.vapid?.publicKey).toBe(PRODUCTION_VAPID_ENV.VAPID_PUBLIC_KEY);
    expect(push.subject).toBe('mailto:ops@example.org');
    // Development generates and keeps its own pair.
    expect(loadConfig({}).push.vapid).toBeUndefined();
    const bad = { ...PRODUCTION_VAPID_ENV, VAPID_PUBLIC_KEY: 'short' };
    expect(() => loadConfig(bad)).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ ...PRODUCTION_VAPID_ENV, VAPID_SUBJECT: 'ops' })).toThrow(/mailto/);
  });

  it('reads PUSH_ENDPOINT_ORIGINS as origins, https only in production', () => {
    expect(
      loadConfig({ PUSH_ENDPOINT_ORIGINS: 'http://127.0.0.1:9999, https://push.example' }).push
        .extraEndpointOrigins,
    ).toEqual(['http://127.0.0.1:9999', 'https://push.example']);
    for (const bad of ['127.0.0.1:9999', 'http://x/path', 'ftp://x', 'file:///etc']) {
      expect(() => loadConfig({ PUSH_ENDPOINT_ORIGINS: bad }), bad).toThrow(/PUSH_ENDPOINT/);
    }
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db/app',
      PUBLIC_URL: 'https://example.org',
      ...PRODUCTION_VAPID_ENV,
    };
    expect(() =>
      loadConfig({ ...production, PUSH_ENDPOINT_ORIGINS: 'http://127.0.0.1:9999' }),
    ).toThrow(/PUSH_ENDPOINT/);
  });

  it('needs both admin variables or neither', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss' })).toThrow(ConfigError);
    expect(loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'pw12345678' }).admin).toEqual({
      username: 'boss',
      password: 'pw12345678',
    });
  });

  it('accepts only production, development or test as NODE_ENV (or none)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: '' }).production).toBe(false);
    expect(loadConfig({}).production).toBe(false);
    // A misspelt production must not quietly run with development defaults.
    for (const value of ['Production', 'prod', 'PRODUCTION', 'production ', 'staging']) {
      expect(() => loadConfig({ NODE_ENV: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: value }), value).toThrow(/NODE_ENV/);
    }
  });

  it('refuses a malformed port', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('sets HTTP timeouts by default, and reads them in milliseconds', () => {
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '' })).toMatchObject({
      requestTimeoutMs: DEFAULT_TIMEOUTS.requestMs,
      connectionTimeoutMs: DEFAULT_TIMEOUTS.connectionMs,
      keepAliveTimeoutMs: DEFAULT_TIMEOUTS.keepAliveMs,
    });
    const custom = loadConfig({
      REQUEST_TIMEOUT_MS: '90000',
      CONNECTION_TIMEOUT_MS: '30000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
    });
    expect(custom).toMatchObject({
      requestTimeoutMs: 90_000,
      connectionTimeoutMs: 30_000,
      keepAliveTimeoutMs: 65_000,
    });
  });

  it('refuses a timeout that would switch the timeout off or is not a number', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ CONNECTION_TIMEOUT_MS: 'soon' })).toThrow(/CONNECTION_TIMEOUT_MS/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '-5' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
  });

  it('reads the metrics token and port and the shutdown bound', () => {
    const none = loadConfig({});
    expect(none).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    expect(none.shutdownTimeoutMs).toBe(DEFAULT_SHUTDOWN_TIMEOUT_MS);
    const set = loadConfig({
      METRICS_TOKEN: 'scrape-me-0123456789',
      METRICS_PORT: '9464',
      SHUTDOWN_TIMEOUT_MS: '5000',
    });
    expect(set).toMatchObject({
      metricsToken: 'scrape-me-0123456789',
      metricsPort: 9464,
      shutdownTimeoutMs: 5000,
    });
    // A guessable token would publish the metrics to anyone.
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('picks the realtime bus: NOTIFY by default, NATS with an address it checks', () => {
    expect(loadConfig({}).realtime).toEqual({ bus: 'notify' });
    const server = { DATABASE_URL: 'postgres://u@db/app', REALTIME_BUS: 'nats' };
    expect(loadConfig(server).realtime).toEqual({ bus: 'nats', natsUrl: 'nats://127.0.0.1:4222' });
    const cluster = 'nats://n1:4222, tls://n2:4222';
    expect(loadConfig({ ...server, NATS_URL: cluster }).realtime).toEqual({
      bus: 'nats',
      natsUrl: cluster,
    });
    expect(() => loadConfig({ ...server, NATS_URL: 'http://n1' })).toThrow(/NATS_URL/);
    expect(() => loadConfig({ REALTIME_BUS: 'nats' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NATS_URL: 'nats://n1:4222' })).toThrow(/REALTIME_BUS/);
    expect(() => loadConfig({ REALTIME_BUS: 'redis' })).toThrow(/REALTIME_BUS/);
    const production = {
      ...server,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://example.org',
      ...PRODUCTION_VAPID_ENV,
    };
    expect(() => loadConfig(production)).toThrow(/NATS_URL/);
    expect(loadConfig({ ...production, NATS_URL: 'nats://n1:4222' }).realtime?.bus).toBe('nats');
  });
});
