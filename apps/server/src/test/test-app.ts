import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../app.js';
import { type Config, DEFAULT_PAYMENT_ACCOUNTS } from '../config.js';
import { type Database, openDatabase } from '../infra/db/client.js';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a
 * new database on that PostgreSQL server, dropped afterwards.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** The database's URL on the PostgreSQL server; undefined for in-memory PGlite. */
  url?: string;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase('memory://', os.tmpdir());
    return { database, drop: () => database.close() };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString(), os.tmpdir());
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    production: false,
    host: '127.0.0.1',
    port: 0,
    databaseUrl: 'memory://',
    dataDir: os.tmpdir(),
    publicUrl: undefined,
    admin: undefined,
    cookieSecure: false,
    rateLimit: false,
    seedDemo: false,
    logLevel: 'silent',
    webDistDir: undefined,
    paymentAccounts: DEFAULT_PAYMENT_ACCOUNTS,
    ...overrides,
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  databaseUrl?: string;
  close: () => Promise<void>;
};

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, drop, url: databaseUrl } = await openTestDatabase();
  // Files of this test file only (photos, proofs), removed at the end.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dating-test-'));
  const app = await buildApp(testConfig({ dataDir, ...overrides }), {
    database,
    skipBootstrap: true,
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type RequestOptions = { cookie?: string; bearer?: string; headers?: Record<string, string> };

/** app.inject with the same-origin header a browser sends, and an optional session. */
export function request(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, host: 'localhost:3000' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  Object.assign(headers, options.headers);
  return app.inject({
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** The `sid=...` pair from a response's Set-Cookie, ready to send back. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}`);
  return `sid=${cookie.value}`;
}

let userCounter = 0;
export const uniqueUsername = (prefix = 'member') =>
  `${prefix}_${process.pid}_${++userCounter}`.slice(0, 30);

export async function signUp(
  app: FastifyInstance,
  username = uniqueUsername(),
  password = 'correct horse',
) {
  const response = await request(app, 'POST', '/api/auth/signup', { username, password });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  return { cookie: sessionCookieOf(response), user: response.json().user, username, password };
}

/**
 * A second app on the same database, as a second server process would be: its own
 * connection pool on a PostgreSQL server, the same instance on PGlite (one connection).
 */
export async function createSecondApp(first: TestApp): Promise<TestApp> {
  const database = first.databaseUrl
    ? await openDatabase(first.databaseUrl, os.tmpdir())
    : first.database;
  const app = await buildApp(testConfig({ dataDir: first.app.config.dataDir }), {
    database,
    storage: first.app.storage,
    skipBootstrap: true,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (database !== first.database) await database.close();
    },
  };
}
