/**
 * Idempotency keys after a crash (audit: after kill -9 mid-request, retries with the same key
 * answered 409 forever). A crash is a claim left behind without an outcome; the clock is moved
 * past the lease with fake Date (the lease is measured with the server's clock).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  coinsOf,
  errorOf,
  expectLedgerInvariant,
  memberWithCoins,
  post,
} from '../../wallet/test-support.js';
import { giftsCatalog, idempotencyKeys } from '../db/schema.js';
import { AppError } from './errors.js';
import {
  claimKey,
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_RENEW_MS,
  type IdempotencyScope,
  runOnce,
} from './idempotency.js';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({ bootstrap: true });
  userId = (await memberWithCoins(t.app)).user.id;
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let keyCounter = 0;
const scopeOf = (route = 'POST /test'): IdempotencyScope => ({
  userId,
  key: `key-${++keyCounter}-abcdef`,
  route,
});

/** The server's clock moved forward by `ms` (Date only; timers stay real unless asked). */
function advanceClock(ms: number) {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

/** An operation that counts its runs. */
function counted<T>(result: T) {
  const operation = Object.assign(
    async () => {
      operation.runs++;
      return result;
    },
    { runs: 0 },
  );
  return operation;
}

describe('runOnce after a crash', () => {
  it('a claim left behind answers 409 within the lease, runs once after it, then replays', async () => {
    const scope = scopeOf();
    expect((await claimKey(t.database.db, scope)).kind).toBe('claimed'); // then "kill -9"
    const operation = counted({ ok: 1 });

    advanceClock(IDEMPOTENCY_LEASE_MS - 1000);
    await expect(runOnce(t.database.db, scope, 201, operation)).rejects.toMatchObject({
      code: 'REQUEST_IN_PROGRESS',
    });
    expect(operation.runs).toBe(0);

    advanceClock(2000);
    expect(await runOnce(t.database.db, scope, 201, operation)).toEqual({
      status: 201,
      body: { ok: 1 },
    });
    expect(await runOnce(t.database.db, scope, 201, operation)).toEqual({
      status: 201,
      body: { ok: 1 },
    });
    expect(operation.runs).toBe(1);
  });

  it('of several retries after the lease, exactly one runs', async () => {
    const scope = scopeOf();
    await claimKey(t.database.db, scope);
    advanceClock(IDEMPOTENCY_LEASE_MS + 1000);
    const operation = counted('done');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => runOnce(t.database.db, scope, 200, operation)),
    );
    expect(operation.runs).toBe(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled')
        expect(outcome.value).toEqual({ status: 200, body: 'done' });
      else expect(outcome.reason).toMatchObject({ code: 'REQUEST_IN_PROGRESS' });
    }
  });

  it('a claim from before leases existed (no lease) is retryable at once', async () => {
    const scope = scopeOf();
    await t.database.db.insert(idempotencyKeys).values({ ...scope, responseStatus: 0 });
    const operation = counted('ran');
    expect(await runOnce(t.database.db, scope, 200, operation)).toEqual({
      status: 200,
      body: 'ran',
    });
    expect(operation.runs).toBe(1);
  });

  it('a refusal is forgotten: the same key runs again', async () => {
    const scope = scopeOf();
    await expect(
      runOnce(t.database.db, scope, 200, async () => {
        throw new AppError('NOT_ENOUGH_COINS');
      }),
    ).rejects.toMatchObject({ code: 'NOT_ENOUGH_COINS' });
    const operation = counted('second');
    expect((await runOnce(t.database.db, scope, 200, operation)).body).toBe('second');
  });
});

describe('runOnce while its request is alive', () => {
  it('renews the lease, so a slow request keeps its claim past the first lease', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const scope = scopeOf();
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const slow = runOnce(t.database.db, scope, 200, async () => {
      started();
      await gate;
      return 'slow';
    });
    await running;
    const leaseOf = async () => {
      const [row] = await t.database.db
        .select({ lease: idempotencyKeys.leaseExpiresAt })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, scope.key));
      return row?.lease?.getTime();
    };
    const firstLease = await leaseOf();
    await vi.advanceTimersByTimeAsync(IDEMPOTENCY_RENEW_MS);
    await vi.waitFor(async () => expect(await leaseOf()).toBeGreaterThan(firstLease ?? 0));
    await vi.advanceTimersByTimeAsync(IDEMPOTENCY_LEASE_MS - IDEMPOTENCY_RENEW_MS + 1000);

    const retry = counted('retry');
    await expect(runOnce(t.database.db, scope, 200, retry)).rejects.toMatchObject({
      code: 'REQUEST_IN_PROGRESS',
    });
    finish();
    expect(await slow).toEqual({ status: 200, body: 'slow' });
    expect(await runOnce(t.database.db, scope, 200, retry)).toEqual({ status: 200, body: 'slow' });
    expect(retry.runs).toBe(0);
  });
});

describe('POST /api/shop/buy after a crash', () => {
  it('the retry with the same Idempotency-Key buys once, after the lease', async () => {
    const [gift] = await t.database.db.select().from(giftsCatalog).limit(1);
    if (!gift) throw new Error('no gift');
    const member = await memberWithCoins(t.app, gift.price * 3);
    const key = 'buy-after-crash-1';
    await claimKey(t.database.db, { userId: member.user.id, key, route: 'POST /api/shop/buy' });
    const buy = () =>
      post(t.app, '/api/shop/buy', { gift_catalog_id: gift.id }, member.cookie, key);

    const early = await buy();
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('REQUEST_IN_PROGRESS');

    advanceClock(IDEMPOTENCY_LEASE_MS + 1000);
    const retried = await buy();
    expect(retried.statusCode).toBe(200);
    expect(retried.json().coins).toBe(gift.price * 2);
    const replayed = await buy();
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual(retried.json());
    expect(await coinsOf(t.database.db, member.user.id)).toBe(gift.price * 2);
    await expectLedgerInvariant(t.database.db);
  });
});
