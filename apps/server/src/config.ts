import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

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
  COINS_PER_KYAT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().positive().max(1_000_000).default(1),
  ),
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
  logLevel: string;
  /** Built SPA to serve; undefined = API only. */
  webDistDir: string | undefined;
  /**
   * Where members send deposits (docs/product.md#coins-gifts-and-money): shown on the Deposit tab.
   */
  paymentAccounts: PaymentAccounts;
  /** The deposit rate: coins credited per Kyat sent (the Deposit tab shows what a deposit buys). */
  coinsPerKyat: number;
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
};

export class ConfigError extends Error {}

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
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ?? defaultWebDist,
    paymentAccounts: loadPaymentAccounts(env),
    coinsPerKyat: e.COINS_PER_KYAT,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
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
