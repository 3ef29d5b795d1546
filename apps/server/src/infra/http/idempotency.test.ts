/**
 * Idempotency keys after a crash (audit: after kill -9 mid-request, retries with the same key
 * answered 409 forever; later, a crash between the commit and the saved answer ran a withdrawal
 * twice). A crash before the commit is a claim left behind without an outcome; the clock is
 * moved past the lease with fake Date (the lease is measured with the server's clock). The real
 * kill -9 runs are in idempotency-crash.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  coinsOf,
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

/** An operation that counts its runs; it answers its transaction's result, as money moves do. */
function counted<T>(result: T) {
  const operation = Object.assign(
    async () => {
      operation.runs++;
      return t.database.db.transaction(async () => result);
    },
    { runs: 0 },
  );
  return operation;
}

const noWait = { waitMs: 0 };

describe('runOnce after a crash', () => {
  it('a claim left behind answers 409 within the lease, runs once after it, then replays', async () => {
    const scope = scopeOf();
    expect((await claimKey(t.database.db, scope)).kind).toBe('claimed'); // then "kill -9"
    const operation = counted({ ok: 1 });

    advanceClock(IDEMPOTENCY_LEASE_MS - 1000);
    await expect(runOnce(t.database.db, scope, 201, operation, noWait)).rejects.toMatchObject({
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

  it('of several retries after the lease, exactly one runs and all get its answer', async () => {
    const scope = scopeOf();
    await claimKey(t.database.db, scope);
    advanceClock(IDEMPOTENCY_LEASE_MS + 1000);
    const operation = counted('done');
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => runOnce(t.database.db, scope, 200, operation)),
    );
    expect(operation.runs).toBe(1);
    for (const outcome of outcomes) expect(outcome).toEqual({ status: 200, body: 'done' });
  });

  it('a crash after the commit: the answer committed with the effect, so the retry replays it', async () => {
    const scope = scopeOf();
    const [gift] = await t.database.db.select().from(giftsCatalog).limit(1);
    if (!gift) throw new Error('no gift');
    let runs = 0;
    // The effect commits, then the request "dies" before it could answer.
    const crashing = async () => {
      runs++;
      await t.database.db.transaction(async (tx) => {
        await tx.insert(idempotencyKeys).values({ ...scopeOf(), responseStatus: 299 });
        return { effect: runs };
      });
      throw new Error('killed after the commit');
    };
    await expect(runOnce(t.database.db, scope, 201, crashing)).rejects.toThrow('killed');
    advanceClock(IDEMPOTENCY_LEASE_MS + 1000);
    expect(await runOnce(t.database.db, scope, 201, crashing)).toEqual({
      status: 201,
      body: { effect: 1 },
    });
    expect(runs).toBe(1);
  });

  it('a claim taken over before the commit rolls the operation back', async () => {
    const scope = scopeOf();
    const effect = scopeOf();
    const operation = async () => {
      // Our lease ran out and a retry took the claim over (a new token).
      await t.database.db
        .update(idempotencyKeys)
        .set({ claimToken: randomUUID() })
        .where(eq(idempotencyKeys.key, scope.key));
      return t.database.db.transaction(async (tx) => {
        await tx.insert(idempotencyKeys).values({ ...effect, responseStatus: 299 });
        return 'stale';
      });
    };
    await expect(runOnce(t.database.db, scope, 200, operation)).rejects.toMatchObject({
      code: 'REQUEST_IN_PROGRESS',
    });
    const effects = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, effect.key));
    expect(effects).toEqual([]);
  });

  it("refuses an operation whose answer is not its transaction's result", async () => {
    const scope = scopeOf();
    const operation = async () => {
      const row = await t.database.db.transaction(async () => ({ id: 1 }));
      return { ...row, serialisedAfterTheCommit: true };
    };
    await expect(runOnce(t.database.db, scope, 200, operation)).rejects.toThrow(
      "must answer its transaction's result",
    );
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
      return t.database.db.transaction(async () => 'slow');
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
    await expect(runOnce(t.database.db, scope, 200, retry, noWait)).rejects.toMatchObject({
      code: 'REQUEST_IN_PROGRESS',
    });
    finish();
    expect(await slow).toEqual({ status: 200, body: 'slow' });
    expect(await runOnce(t.database.db, scope, 200, retry)).toEqual({ status: 200, body: 'slow' });
    expect(retry.runs).toBe(0);
  });
});

describe('runOnce while its request is alive', () => {
  it('a repeat (double click, second tab) waits for the first answer instead of failing', async () => {
    const scope = scopeOf();
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let runs = 0;
    const slow = async () => {
      runs++;
      started();
      await gate;
      return t.database.db.transaction(async () => ({ decided: runs }));
    };
    const first = runOnce(t.database.db, scope, 200, slow);
    await running;
    const second = runOnce(t.database.db, scope, 200, slow);
    finish();
    expect(await first).toEqual({ status: 200, body: { decided: 1 } });
    expect(await second).toEqual({ status: 200, body: { decided: 1 } });
    expect(runs).toBe(1);
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

    // The retry waits for the claim's holder; once its lease runs out, the retry runs the buy.
    const waiting = buy();
    advanceClock(IDEMPOTENCY_LEASE_MS + 1000);
    const retried = await waiting;
    expect(retried.statusCode).toBe(200);
    expect(retried.json().coins).toBe(gift.price * 2);
    const replayed = await buy();
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual(retried.json());
    expect(await coinsOf(t.database.db, member.user.id)).toBe(gift.price * 2);
    await expectLedgerInvariant(t.database.db);
  });
});
