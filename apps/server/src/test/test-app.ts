import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FOUR_EYES_COINS } from '@dating/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, DEFAULT_PAYMENT_ACCOUNTS, DEFAULT_TIMEOUTS } from '../config.js';
import { type Database, openDatabase } from '../infra/db/client.js';
import { createStorage, type Storage } from '../infra/storage/index.js';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A VAPID key pair for tests of production configuration (never used to send). */
export const PRODUCTION_VAPID_ENV = {
  VAPID_PUBLIC_KEY:
    'BBhLfuMWg-88GszyTdjoVPwmRn7AYNZCZrJIXQUKXNK4BMHMPA0MunSfVJxRxQ4CEejQg61LjGh5JTNz6BSn-w0',
  VAPID_PRIVATE_KEY: 'ZQSHCrVExUO5ZNKLM1GkXkwvkpQyzYNyBEzlMN1Ey4w',
  VAPID_SUBJECT: 'mailto:ops@example.org',
};

/**
 * What the run's global setup made (global-setup.ts). Nothing when another vitest config runs
 * the file (scale-out) or a script outside vitest does (bench), where `inject` would throw.
 */
function provided(key: 'testBasePgliteDump' | 'testBaseTemplate'): string | undefined {
  return process.env.VITEST_WORKER_ID ? inject(key) : undefined;
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a
 * new database on that PostgreSQL server, dropped afterwards. Both start as a copy of the run's
 * migrated base (global-setup.ts) when there is one, else they migrate from scratch.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** The database's URL on the PostgreSQL server; undefined for in-memory PGlite. */
  url?: string;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = provided('testBasePgliteDump');
    const database = await openDatabase(
      'memory://',
      os.tmpdir(),
      dump ? { pgliteLoadDataDir: new Blob([fs.readFileSync(dump)]) } : {},
    );
    return { database, drop: () => database.close() };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const template = provided('testBaseTemplate');
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
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
    coinsPerKyat: 1,
    fourEyesCoins: FOUR_EYES_COINS,
    trustProxy: [],
    requestTimeoutMs: DEFAULT_TIMEOUTS.requestMs,
    connectionTimeoutMs: DEFAULT_TIMEOUTS.connectionMs,
    keepAliveTimeoutMs: DEFAULT_TIMEOUTS.keepAliveMs,
    fileStorage: { kind: 'local' },
    // Tests run jobs by hand (app.jobs.runDue()) or ask for them: createTestApp({ jobs: true }).
    jobs: false,
    push: { vapid: undefined, subject: 'mailto:push@example.invalid', extraEndpointOrigins: [] },
    ...overrides,
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** The database's URL on the PostgreSQL server; undefined for in-memory PGlite. */
  databaseUrl?: string;
  close: () => Promise<void>;
};

/** What sets a test app apart from a plain one; every other key overrides the test config. */
export type TestAppOptions = Partial<Config> & {
  /**
   * Run as a second server process beside this app: on its database (an own connection pool on a
   * PostgreSQL server, the same instance on PGlite) and its files, which the first app owns.
   */
  secondProcessOf?: TestApp;
  /** The file storage, made from the disk storage it replaces (e.g. one that fails on purpose). */
  storage?: (disk: Storage) => Storage;
  /** Start-up data as `npm start` makes it (configured admin, gift catalogue); else none. */
  bootstrap?: boolean;
  /** Runs before app.ready(): routes, plugins or background jobs a test adds. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Where the app's log lines go (set `logLevel` too); tests read them back. */
  logStream?: { write(line: string): void };
};

/**
 * The app of a test file, on a fresh database and data directory (dropped and removed on close),
 * or beside another one (`secondProcessOf`). `createTestApp({ rateLimit: true })` just configures.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const {
    secondProcessOf,
    storage,
    bootstrap = false,
    beforeReady,
    logStream,
    ...overrides
  } = options;
  const place = secondProcessOf ? await besideApp(secondProcessOf) : await freshPlace();
  const config = testConfig({ dataDir: place.dataDir, ...overrides });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config, {
      database: place.database,
      skipBootstrap: !bootstrap,
      logStream,
      ...(storage ? { storage: storage(createStorage(config)) } : {}),
    });
    await beforeReady?.(app);
    await app.ready();
  } catch (error) {
    await app?.close();
    await place.release();
    throw error;
  }
  const ready = app;
  return {
    app: ready,
    database: place.database,
    databaseUrl: place.databaseUrl,
    close: async () => {
      await ready.close();
      await place.release();
    },
  };
}

type Place = {
  database: Database;
  databaseUrl?: string;
  dataDir: string;
  release: () => Promise<void>;
};

async function freshPlace(): Promise<Place> {
  const { database, drop, url } = await openTestDatabase();
  // Files of this test file only (photos, proofs), removed at the end.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dating-test-'));
  return {
    database,
    databaseUrl: url,
    dataDir,
    release: async () => {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first app's database and files, as a second server process would reach them. */
async function besideApp(first: TestApp): Promise<Place> {
  const database = first.databaseUrl
    ? await openDatabase(first.databaseUrl, os.tmpdir())
    : first.database;
  return {
    database,
    databaseUrl: first.databaseUrl,
    dataDir: first.app.config.dataDir,
    release: async () => {
      if (database !== first.database) await database.close();
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
