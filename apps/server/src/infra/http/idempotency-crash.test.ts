/**
 * Exactly once, whatever dies when (issue: a kill -9 between a money move's commit and its saved
 * answer let a retry after the lease move the money again). Each money move is sent, with an
 * Idempotency-Key, to a real server process that is killed right after its transaction commits
 * (test/crash-after-commit.ts); the lease is then expired and the same request retried on a
 * new server on the same database. The move must exist once and the retry must answer it.
 * Runs on the embedded database (files in a folder) or, with TEST_DATABASE_URL, PostgreSQL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { giveRose } from '../../test/gifts.js';
import { createAdmin, onboardedMember } from '../../test/members.js';
import { openTestDatabase, request, testConfig } from '../../test/test-app.js';
import { depositAs, expectLedgerInvariant, giveCoins } from '../../wallet/test-support.js';
import { type Database, openDatabase } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { giftsCatalog, idempotencyKeys } from '../db/schema.js';

const serverDir = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dating-crash-'));
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
/** Server processes started here, killed at the end whatever happened. */
const children = new Set<ChildProcess>();

/** The app on the shared database; on the embedded one, only while no server process runs. */
type Opened = { app: FastifyInstance; database: Database };
let opened: Opened | undefined;

async function open(): Promise<Opened> {
  if (opened) return opened;
  const database = await openDatabase(databaseUrl, dataDir);
  const app = await buildApp(testConfig({ dataDir, databaseUrl }), { database });
  await app.ready();
  opened = { app, database };
  return opened;
}

/** The embedded database has one process at a time: close ours before the server starts. */
async function letGo() {
  if (databaseUrl || !opened) return;
  await opened.app.close();
  await opened.database.close();
  opened = undefined;
}

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    const place = await openTestDatabase();
    await place.database.close();
    databaseUrl = place.url;
    dropDatabase = place.drop;
  }
  // The new database (files in a folder: migrated from nothing) in the hook, not the first test.
  await open();
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  if (opened) {
    await opened.app.close();
    if (!databaseUrl) await opened.database.close();
  }
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts test/crash-after-commit.ts on our database; resolves with its port. */
async function startDoomedServer(): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/crash-after-commit.ts'], {
    cwd: serverDir,
    env: { ...process.env, CRASH_DATA_DIR: dataDir, CRASH_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    if (line.startsWith('{')) return { port: (JSON.parse(line) as { port: number }).port, child };
  }
  throw new Error('the crash server exited before listening');
}

type Move = {
  method: 'POST';
  url: string;
  body: unknown;
  cookie: string;
  /** How many times the move happened, read from the database. */
  count: (app: FastifyInstance) => Promise<number>;
};

/** Sends the move to a server that dies right after committing it; waits for the death. */
async function sendAndCrash(move: Move, key: string) {
  await letGo();
  const { port, child } = await startDoomedServer();
  const died = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  children.add(child);
  const answer = await fetch(`http://127.0.0.1:${port}${move.url}`, {
    method: move.method,
    headers: {
      'content-type': 'application/json',
      cookie: move.cookie,
      origin: `http://127.0.0.1:${port}`,
      'idempotency-key': key,
    },
    body: JSON.stringify(move.body),
  }).then(
    async (res) => `answered ${res.status} ${await res.text()}`,
    () => 'no answer',
  );
  expect(answer).toBe('no answer');
  expect(await died).toBe('SIGKILL');
}

/** The crashed request's claim, with its lease run out (as 30 s later). */
async function expireLeases(app: FastifyInstance) {
  await app.database.db
    .update(idempotencyKeys)
    .set({ leaseExpiresAt: sql`now() - interval '1 minute'` })
    .where(eq(idempotencyKeys.responseStatus, 0));
}

async function expectExactlyOnce(prepare: (app: FastifyInstance) => Promise<Move>) {
  const { app } = await open();
  const move = await prepare(app);
  expect(await move.count(app)).toBe(0);
  const key = `crash-${Math.random().toString(36).slice(2, 12)}`;
  await sendAndCrash(move, key);

  const after = await open();
  expect(await move.count(after.app)).toBe(1);
  await expireLeases(after.app);
  const retry = await request(after.app, move.method, move.url, move.body, {
    cookie: move.cookie,
    headers: { 'idempotency-key': key },
  });
  expect(retry.statusCode, retry.body).toBeLessThan(300);
  expect(await move.count(after.app)).toBe(1);
  await expectLedgerInvariant(after.app.database.db);
  return retry.json();
}

const countOf = async (app: FastifyInstance, query: ReturnType<typeof sql>) => {
  const [row] = rowsOf<{ n: number }>(await app.database.db.execute(query));
  return Number(row?.n ?? 0);
};

/**
 * Each test starts a server process through tsx and reopens the database twice: 8-19 s on a
 * quiet two-core machine, past the default 30 s on a loaded one, where a timed-out test went on
 * in the background and broke the next one's use of the same single-process database.
 */
describe('a money move killed right after its commit, retried after the lease', {
  timeout: 120_000,
}, () => {
  it('a withdrawal is held once', async () => {
    const body = await expectExactlyOnce(async (app) => {
      const member = await onboardedMember(app);
      await giveCoins(app.database.db, member.user.id, 5000);
      return {
        method: 'POST',
        url: '/api/wallet/withdrawals',
        body: { amount: 1000, payout_details: 'KBZPay 09 555 0101' },
        cookie: member.cookie,
        count: (a) =>
          countOf(
            a,
            sql`select count(*) as n from wallet_transactions where user_id = ${member.user.id} and type = 'withdraw'`,
          ),
      };
    });
    expect(body).toMatchObject({ type: 'withdraw', amount: 1000, status: 'pending' });
  });

  it('a gift is bought once', async () => {
    const { app } = await open();
    const [gift] = await app.database.db.select().from(giftsCatalog).limit(1);
    if (!gift) throw new Error('no gift in the catalogue');
    const body = await expectExactlyOnce(async (a) => {
      const member = await onboardedMember(a);
      await giveCoins(a.database.db, member.user.id, gift.price * 3);
      return {
        method: 'POST',
        url: '/api/shop/buy',
        body: { gift_catalog_id: gift.id },
        cookie: member.cookie,
        count: (b) =>
          countOf(b, sql`select count(*) as n from user_gifts where user_id = ${member.user.id}`),
      };
    });
    expect(body).toMatchObject({ coins: gift.price * 2 });
  });

  it('a gift is sold once', async () => {
    const body = await expectExactlyOnce(async (app) => {
      const member = await onboardedMember(app);
      const owned = await giveRose(app.database.db, member.user.id);
      return {
        method: 'POST',
        url: '/api/shop/sell',
        body: { user_gift_id: owned.id },
        cookie: member.cookie,
        count: (a) =>
          countOf(
            a,
            sql`select count(*) as n from coin_ledger where user_id = ${member.user.id} and reason = 'gift_sale'`,
          ),
      };
    });
    expect(body).toMatchObject({ name: 'Rose' });
  });

  it('a gift is sent once with a super like', async () => {
    const body = await expectExactlyOnce(async (app) => {
      const sender = await onboardedMember(app, { gender: 'Man', interested_in: ['Woman'] });
      const receiver = await onboardedMember(app, { gender: 'Woman', interested_in: ['Man'] });
      const owned = await giveRose(app.database.db, sender.user.id);
      return {
        method: 'POST',
        url: '/api/swipes/gift',
        body: { target_user_id: receiver.user.id, user_gift_id: owned.id },
        cookie: sender.cookie,
        count: (a) =>
          countOf(
            a,
            sql`select count(*) as n from swipes where swiper_user_id = ${sender.user.id} and user_gift_id = ${owned.id}`,
          ),
      };
    });
    expect(body).toMatchObject({ matched: false });
  });

  it('a deposit is approved (credited) once', async () => {
    const body = await expectExactlyOnce(async (app) => {
      const member = await onboardedMember(app);
      const admin = await createAdmin(app);
      const deposit = await depositAs(app, member.cookie, { amount_kyat: '1500' });
      return {
        method: 'POST',
        url: `/api/admin/deposits/${deposit.id}/approve`,
        body: { amount: 1500 },
        cookie: admin.cookie,
        count: (a) =>
          countOf(
            a,
            sql`select count(*) as n from coin_ledger where user_id = ${member.user.id} and reason = 'deposit'`,
          ),
      };
    });
    expect(body).toMatchObject({ status: 'approved', outcome: 'decided' });
  });

  it('an admin adjustment is written once', async () => {
    const body = await expectExactlyOnce(async (app) => {
      const member = await onboardedMember(app);
      const admin = await createAdmin(app);
      return {
        method: 'POST',
        url: '/api/admin/adjustments',
        body: { user_id: member.user.id, delta: 250, reason: 'Goodwill after a failed payout' },
        cookie: admin.cookie,
        count: (a) =>
          countOf(
            a,
            sql`select count(*) as n from coin_ledger where user_id = ${member.user.id} and reason = 'admin_adjustment'`,
          ),
      };
    });
    expect(body).toMatchObject({ coins: 250 });
  });
});
