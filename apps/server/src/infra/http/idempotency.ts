import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.js';
import { isForeignKeyViolation } from '../db/errors.js';
import { idempotencyKeys } from '../db/schema.js';
import { withBeforeCommit } from '../db/transactions.js';
import { AppError } from './errors.js';
import { currentUser } from './guards.js';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * How long a claimed key stays claimed without a sign of life from its request. A request that
 * died (process killed) before its transaction committed leaves its claim behind; once the
 * lease has run out, a retry with the same key takes the claim over and runs the operation.
 * Short, so a member's retry after a crash works within half a minute.
 */
export const IDEMPOTENCY_LEASE_MS = 30_000;

/** A running request renews its lease this often, so only a dead request ever loses its claim. */
export const IDEMPOTENCY_RENEW_MS = 10_000;

/**
 * How long a repeat waits for the first request's answer (a double click, a second tab) before
 * it is told 409 REQUEST_IN_PROGRESS. A live operation answers in milliseconds; a dead one's
 * claim is taken over once its lease has run out, which the repeat may do itself.
 */
export const IDEMPOTENCY_WAIT_MS = 15_000;

/** Pauses between looks at a running claim: short first (a double click), then longer. */
const WAIT_STEPS_MS = [25, 50, 100, 200, 400, 800];

/** One key of one member on one route (the table's primary key). */
export type IdempotencyScope = { userId: string; key: string; route: string };

export type Claim =
  /** Ours to run; `token` tells our claim apart from a later takeover. */
  | { kind: 'claimed'; token: string }
  /** Finished before: answer the stored outcome. */
  | { kind: 'done'; status: number; body: unknown }
  /** Another request holds a live claim. */
  | { kind: 'running' };

const t = idempotencyKeys;

const whereScope = (scope: IdempotencyScope) =>
  and(eq(t.userId, scope.userId), eq(t.key, scope.key), eq(t.route, scope.route));

/** Still claimed (no outcome) by the holder of `token`; nobody took it over meanwhile. */
const whereOwnClaim = (scope: IdempotencyScope, token: string) =>
  and(whereScope(scope), eq(t.responseStatus, 0), eq(t.claimToken, token));

const leaseFrom = (now: number) => new Date(now + IDEMPOTENCY_LEASE_MS);

/**
 * Claims the key (status 0 = running): a new key, or one whose claim expired because its
 * request died. Each step is one conditional statement, so of several retries at once exactly
 * one gets the claim.
 */
export async function claimKey(db: Db, scope: IdempotencyScope, now = Date.now()): Promise<Claim> {
  const token = randomUUID();
  const claim = { responseStatus: 0, leaseExpiresAt: leaseFrom(now), claimToken: token };
  try {
    const [inserted] = await db
      .insert(t)
      .values({ ...scope, ...claim })
      .onConflictDoNothing()
      .returning({ key: t.key });
    if (inserted) return { kind: 'claimed', token };
  } catch (error) {
    // The account was deleted after this request was let in.
    if (isForeignKeyViolation(error)) throw new AppError('UNAUTHENTICATED');
    throw error;
  }
  // No lease = claimed before leases existed: such a request is long dead.
  const [takenOver] = await db
    .update(t)
    .set(claim)
    .where(
      and(
        whereScope(scope),
        eq(t.responseStatus, 0),
        or(isNull(t.leaseExpiresAt), lt(t.leaseExpiresAt, new Date(now))),
      ),
    )
    .returning({ key: t.key });
  if (takenOver) return { kind: 'claimed', token };
  const [seen] = await db.select().from(t).where(whereScope(scope)).limit(1);
  if (seen && seen.responseStatus !== 0) {
    return { kind: 'done', status: seen.responseStatus, body: seen.responseBody };
  }
  // Claimed by a live request, or released by a refusal a moment ago (the next look runs).
  return { kind: 'running' };
}

/**
 * Claims the key, or waits up to `waitMs` for the request that holds it: its stored answer,
 * its refusal (the claim is released, so this request runs), or its death (the lease runs out
 * and this request takes over).
 */
async function claimOrWait(db: Db, scope: IdempotencyScope, waitMs: number): Promise<Claim> {
  const deadline = performance.now() + waitMs;
  for (let look = 0; ; look++) {
    const claim = await claimKey(db, scope);
    if (claim.kind !== 'running') return claim;
    const pause = WAIT_STEPS_MS[Math.min(look, WAIT_STEPS_MS.length - 1)] ?? 0;
    if (performance.now() + pause > deadline) return claim;
    await sleep(pause);
  }
}

/** Renews the claim every IDEMPOTENCY_RENEW_MS while the operation runs; returns the stop. */
function keepClaimAlive(db: Db, scope: IdempotencyScope, token: string) {
  let renewing = Promise.resolve();
  const renew = async () => {
    await db
      .update(t)
      .set({ leaseExpiresAt: leaseFrom(Date.now()) })
      .where(whereOwnClaim(scope, token));
  };
  const timer = setInterval(() => {
    // A failed renewal only lets the lease run out earlier; the operation carries on.
    renewing = renewing.then(renew).catch(() => undefined);
  }, IDEMPOTENCY_RENEW_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await renewing;
  };
}

/**
 * Stores the answer in the operation's own transaction, while the claim is still ours. A claim
 * taken over meanwhile (our lease ran out) rolls the operation back: the other request runs it.
 */
async function storeAnswer(
  tx: Tx,
  scope: IdempotencyScope,
  token: string,
  status: number,
  body: unknown,
) {
  const [stored] = await tx
    .update(t)
    .set({ responseStatus: status, responseBody: body as object, leaseExpiresAt: null })
    .where(whereOwnClaim(scope, token))
    .returning({ key: t.key });
  if (!stored) throw new AppError('REQUEST_IN_PROGRESS');
}

export type RunOnceOptions = { waitMs?: number };

/**
 * Runs `operation` at most once for the scope and answers every repeat with its first answer,
 * whatever dies when. The operation writes in one transaction (`db.transaction`), and its answer
 * is that transaction's result, stored in the same transaction: if the effect committed, so did
 * the answer (docs/decisions/030-exactly-once.md). A repeat while it runs waits for the answer;
 * a repeat after its request died (lease run out) runs it. A refusal (thrown error) is
 * forgotten, so the client may fix the cause and retry with the same key.
 */
export async function runOnce<T>(
  db: Db,
  scope: IdempotencyScope,
  status: number,
  operation: () => Promise<T>,
  { waitMs = IDEMPOTENCY_WAIT_MS }: RunOnceOptions = {},
): Promise<{ status: number; body: T }> {
  const claim = await claimOrWait(db, scope, waitMs);
  if (claim.kind === 'done') return { status: claim.status, body: claim.body as T };
  if (claim.kind === 'running') throw new AppError('REQUEST_IN_PROGRESS');
  const { token } = claim;
  const stopRenewing = keepClaimAlive(db, scope, token);
  let stored: { body: unknown } | undefined;
  let body: T;
  try {
    body = await withBeforeCommit(async (tx, result) => {
      await storeAnswer(tx, scope, token, status, result);
      stored = { body: result };
    }, operation);
  } catch (error) {
    await stopRenewing();
    await db.delete(t).where(whereOwnClaim(scope, token));
    throw error;
  }
  await stopRenewing();
  if (!stored || stored.body !== body) {
    // A programming error: the answer given would not be the one a retry gets.
    throw new Error(`${scope.route}: an idempotent operation must answer its transaction's result`);
  }
  return { status, body };
}

/**
 * Runs a money-moving operation at most once per `Idempotency-Key` header
 * (docs/architecture.md#idempotency): a retry with the same key answers the first result and
 * moves nothing twice. Without the header the operation simply runs.
 */
export async function idempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  operation: () => Promise<T>,
): Promise<T> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') {
    reply.status(status);
    return operation();
  }
  if (!KEY_PATTERN.test(key)) throw new AppError('VALIDATION_FAILED', { field: 'Idempotency-Key' });
  const scope = {
    userId: currentUser(request).id,
    key,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
  };
  const outcome = await runOnce(request.server.database.db, scope, status, operation);
  reply.status(outcome.status);
  return outcome.body;
}
