import { isIP } from 'node:net';
import path from 'node:path';
import { FOUR_EYES_COINS } from '@dating/shared';
import { z } from 'zod';
import { type IceConfig, parseIceConfig } from './infra/ice/config.js';
import { parseRealtimeBusConfig, type RealtimeBusConfig } from './infra/realtime/config.js';
import { parseStorageConfig, type StorageConfig } from './infra/storage/config.js';

/**
 * Configuration from the environment (docs/operations.md#configuration). Embedded mode has safe
 * defaults; production (NODE_ENV=production only) refuses them.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * HTTP timeouts (Fastify sets no request or connection timeout of its own). A whole request, body
 * included, must arrive within requestMs: a 10 MB photo over a slow mobile connection fits, a
 * slow-loris client does not. A socket without traffic closes after connectionMs; a kept-alive
 * one between requests after keepAliveMs, longer than the 60 s idle timeout of common reverse
 * proxies so the proxy always closes first. Upgraded WebSockets are not affected.
 */
export const DEFAULT_TIMEOUTS = { requestMs: 120_000, connectionMs: 60_000, keepAliveMs: 72_000 };

/**
 * SIGTERM (main.ts): requests still running get this long to finish. Under the 30 s that
 * Kubernetes and systemd wait before SIGKILL, so the process always exits on its own.
 */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 20_000;

const milliseconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const envSchema = z.object({
  // Anything else (`Production`, `prod`) would quietly run with development defaults.
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z
      .enum(['production', 'development', 'test'], {
        error: 'must be production, development or test (or unset)',
      })
      .optional(),
  ),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  ADMIN_USERNAME: z.preprocess(emptyToUndefined, z.string().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().optional()),
  COOKIE_SECURE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  RATE_LIMIT: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['0', '1']).optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  REQUEST_TIMEOUT_MS: z.preprocess(emptyToUndefined, milliseconds(DEFAULT_TIMEOUTS.requestMs)),
  CONNECTION_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    milliseconds(DEFAULT_TIMEOUTS.connectionMs),
  ),
  KEEP_ALIVE_TIMEOUT_MS: z.preprocess(emptyToUndefined, milliseconds(DEFAULT_TIMEOUTS.keepAliveMs)),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyToUndefined, milliseconds(DEFAULT_SHUTDOWN_TIMEOUT_MS)),
  // Background jobs (infra/jobs): on in every process; off only for tools and tests.
  JOBS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  // How fast demo members answer (demo/replies.ts): 1000 = a person's pace, less = faster.
  DEMO_REPLY_PACE_MS: z.preprocess(emptyToUndefined, milliseconds(1000)),
  COINS_PER_KYAT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().positive().max(1_000_000).default(1),
  ),
  FOUR_EYES_COINS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100_000_000).default(FOUR_EYES_COINS),
  ),
  VAPID_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().trim().optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().trim().optional()),
  VAPID_SUBJECT: z.preprocess(emptyToUndefined, z.string().trim().optional()),
  PUSH_ENDPOINT_ORIGINS: z.preprocess(emptyToUndefined, z.string().optional()),
  // Realtime fan-out between processes (docs/decisions/035-realtime-bus.md).
});

export type Config = {
  production: boolean;
  host: string;
  port: number;
  /** undefined = embedded PGlite in `${dataDir}/pglite`; 'memory://' = in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string | undefined;
  admin: { username: string; password: string } | undefined;
  cookieSecure: boolean;
  rateLimit: boolean;
  seedDemo: boolean;
  /** Demo mode: the unit of a demo member's reading and typing time (1000 = human pace). */
  demoReplyPaceMs?: number;
  logLevel: string;
  /** Built SPA to serve; undefined = API only. */
  webDistDir: string | undefined;
  /**
   * Where members send deposits (docs/product.md#coins-gifts-and-money): shown on the Deposit tab.
   */
  paymentAccounts: PaymentAccounts;
  /** The deposit rate: coins credited per Kyat sent (the Deposit tab shows what a deposit buys). */
  coinsPerKyat: number;
  /** A deposit or withdrawal above this many coins needs two different admins (FOUR_EYES_COINS). */
  fourEyesCoins: number;
  /**
   * Addresses or CIDRs of the reverse proxies in front (TRUST_PROXY). Only a request arriving
   * from one of them has its X-Forwarded-For honoured; empty = none, in every mode.
   */
  trustProxy: string[];
  /** A whole request (headers and body) must arrive within this (DEFAULT_TIMEOUTS). */
  requestTimeoutMs: number;
  /** A socket without traffic for this long is closed (not once upgraded to a WebSocket). */
  connectionTimeoutMs: number;
  /** A kept-alive connection idle between two requests is closed after this. */
  keepAliveTimeoutMs: number;
  /** GET /metrics on the public port needs `Bearer <this>`; undefined = 404 there. */
  metricsToken?: string;
  /** An internal listener (on HOST) serving GET /metrics without a token; undefined = none. */
  metricsPort?: number;
  /** On SIGTERM, how long in-flight requests may take before the process exits anyway. */
  shutdownTimeoutMs?: number;
  /** Local disk (default) or S3-compatible object storage (STORAGE_URL, S3_*). */
  fileStorage: StorageConfig;
  /** Run the background jobs (infra/jobs) in this process (JOBS=on, the default). */
  jobs: boolean;
  /** Web Push (docs/operations.md#web-push). */
  push: PushConfig;
  /**
   * How processes tell each other realtime events: PostgreSQL NOTIFY (default) or NATS
   * (REALTIME_BUS=nats, NATS_URL: comma-separated nats:// addresses). Unset = NOTIFY.
   */
  realtime?: RealtimeBusConfig;
  /** STUN and TURN servers for video calls (CALL_STUN_URLS, CALL_TURN_*); unset = none. */
  calls?: IceConfig;
};

export type { RealtimeBusConfig };

export type PushConfig = {
  /** The VAPID key pair (base64url); undefined = generated once and kept in the database. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who the push services may contact (VAPID `sub`): a mailto: or https: URL. */
  subject: string;
  /** Origins allowed besides the known push services (PUSH_ENDPOINT_ORIGINS), e.g. tests'. */
  extraEndpointOrigins: string[];
};

export class ConfigError extends Error {}

const fail = (message: string): never => {
  throw new ConfigError(message);
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${details.join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.');
  }
  if (production) {
    if (!e.DATABASE_URL)
      throw new ConfigError('Production needs DATABASE_URL (a PostgreSQL server).');
    if (!e.PUBLIC_URL) throw new ConfigError('Production needs PUBLIC_URL (the site address).');
    if (e.COOKIE_SECURE === 'false')
      throw new ConfigError('Production refuses COOKIE_SECURE=false.');
    if (e.RATE_LIMIT === 'off') throw new ConfigError('Production refuses RATE_LIMIT=off.');
    if (e.SEED_DEMO === '1') throw new ConfigError('Production refuses demo data (SEED_DEMO=1).');
    if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 12) {
      throw new ConfigError('Production needs an ADMIN_PASSWORD of at least 12 characters.');
    }
    if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY || !e.VAPID_SUBJECT) {
      throw new ConfigError(
        'Production needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (Web Push keys).',
      );
    }
  }
  const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');
  return {
    production,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    // Relative to where npm was run (npm start runs the server inside apps/server).
    dataDir: path.resolve(process.env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    publicUrl: e.PUBLIC_URL,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === 'true' : production,
    rateLimit: e.RATE_LIMIT === 'on',
    // Demo members only in embedded mode, unless SEED_DEMO=0 (docs/operations.md#start-up-data).
    seedDemo: !production && !e.DATABASE_URL && e.SEED_DEMO !== '0',
    demoReplyPaceMs: e.DEMO_REPLY_PACE_MS,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ?? defaultWebDist,
    paymentAccounts: loadPaymentAccounts(env),
    coinsPerKyat: e.COINS_PER_KYAT,
    fourEyesCoins: e.FOUR_EYES_COINS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    fileStorage: parseStorageConfig(env, production, fail),
    jobs: e.JOBS === 'on',
    push: loadPushConfig(e, production),
    realtime: parseRealtimeBusConfig(env, production, fail),
    calls: parseIceConfig(env, production, fail),
  };
}

const base64UrlBytes = (value: string) =>
  /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1;

function loadPushConfig(e: z.infer<typeof envSchema>, production: boolean): PushConfig {
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  }
  if (e.VAPID_PUBLIC_KEY && base64UrlBytes(e.VAPID_PUBLIC_KEY) !== 65) {
    throw new ConfigError('VAPID_PUBLIC_KEY must be a P-256 public key (65 bytes, base64url).');
  }
  if (e.VAPID_PRIVATE_KEY && base64UrlBytes(e.VAPID_PRIVATE_KEY) !== 32) {
    throw new ConfigError('VAPID_PRIVATE_KEY must be a P-256 private key (32 bytes, base64url).');
  }
  if (e.VAPID_SUBJECT && !/^(mailto:.+|https:\/\/.+)$/.test(e.VAPID_SUBJECT)) {
    throw new ConfigError('VAPID_SUBJECT must be a mailto: or https: URL.');
  }
  const origins = (e.PUSH_ENDPOINT_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {}
      const plain = url && url.origin === entry.replace(/\/$/, '');
      const scheme = production
        ? url?.protocol === 'https:'
        : /^https?:$/.test(url?.protocol ?? '');
      if (!url || !plain || !scheme) {
        throw new ConfigError(
          `Invalid configuration: PUSH_ENDPOINT_ORIGINS: "${entry}" is not an origin (${production ? 'https' : 'http(s)'}://host[:port]).`,
        );
      }
      return url.origin;
    });
  return {
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    subject: e.VAPID_SUBJECT ?? 'mailto:push@example.invalid',
    extraEndpointOrigins: origins,
  };
}

/** `10.0.0.1, 10.1.0.0/16, ::1` → a list; refuses anything that is not an address or CIDR. */
export function parseTrustProxy(value: string | undefined): string[] {
  if (!value) return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !bitsOk || extra !== undefined) {
      throw new ConfigError(
        `Invalid configuration: TRUST_PROXY: "${entry}" is not an IP address or CIDR range.`,
      );
    }
  }
  return entries;
}

/** A deposit account of one payment method (KBZ Pay, Wave Pay). */
export type PaymentAccount = { accountName: string; accountNumber: string };
export type PaymentAccounts = { kbzpay: PaymentAccount; wavepay: PaymentAccount };

/** Placeholders until the business sets its real accounts (docs/operations.md#configuration). */
export const DEFAULT_PAYMENT_ACCOUNTS: PaymentAccounts = {
  kbzpay: { accountName: 'Dating App Co., Ltd.', accountNumber: '09 000 000 001' },
  wavepay: { accountName: 'Dating App Co., Ltd.', accountNumber: '09 000 000 002' },
};

const paymentEnvSchema = z.object({
  KBZPAY_ACCOUNT_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  KBZPAY_ACCOUNT_NUMBER: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  WAVEPAY_ACCOUNT_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  WAVEPAY_ACCOUNT_NUMBER: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
});

function loadPaymentAccounts(env: NodeJS.ProcessEnv): PaymentAccounts {
  const parsed = paymentEnvSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${details.join('; ')}`);
  }
  const e = parsed.data;
  const d = DEFAULT_PAYMENT_ACCOUNTS;
  return {
    kbzpay: {
      accountName: e.KBZPAY_ACCOUNT_NAME ?? d.kbzpay.accountName,
      accountNumber: e.KBZPAY_ACCOUNT_NUMBER ?? d.kbzpay.accountNumber,
    },
    wavepay: {
      accountName: e.WAVEPAY_ACCOUNT_NAME ?? d.wavepay.accountName,
      accountNumber: e.WAVEPAY_ACCOUNT_NUMBER ?? d.wavepay.accountNumber,
    },
  };
}
