import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_TIMEOUTS, loadConfig } from './config.js';

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
    };
    expect(loadConfig(base).cookieSecure).toBe(true);
    expect(() => loadConfig({ ...base, RATE_LIMIT: 'off' })).toThrow(/RATE_LIMIT/);
    expect(() => loadConfig({ ...base, COOKIE_SECURE: 'false' })).toThrow(/COOKIE_SECURE/);
    expect(() => loadConfig({ ...base, ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD/,
    );
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
});
