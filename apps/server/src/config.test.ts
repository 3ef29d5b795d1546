import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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

  it('refuses a malformed port', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
