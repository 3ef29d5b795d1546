import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { isForeignKeyViolation } from '../db/errors.js';
import { idempotencyKeys } from '../db/schema.js';
import { AppError } from './errors.js';
import { currentUser } from './guards.js';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * How long a claimed key stays claimed without a sign of life from its request. A request that
 * died (process killed) leaves its claim behind; once the lease has run out, a retry with the
 * same key takes the claim over and runs the operation. Short, so a member's retry after a
 * crash works within half a minute.
 */
export const IDEMPOTENCY_LEASE_MS = 30_000;

/** A running request renews its lease this often, so only a dead request ever loses its claim. */
export const IDEMPOTENCY_RENEW_MS = 10_000;

/** One key of one member on one route (the table's primary key). */
export type IdempotencyScope = { userId: string; key: string; route: string };

export type Claim =
  /** Ours to run; `lease` is the claim's current expiry, which also tells our claim apart. */
  | { kind: 'claimed'; lease: Date }
  /** Finished before: answer the stored outcome. */
  | { kind: 'done'; status: number; body: unknown }
  /** Another request holds a live claim. */
  | { kind: 'running' };

const t = idempotencyKeys;

const whereScope = (scope: IdempotencyScope) =>
  and(eq(t.userId, scope.userId), eq(t.key, scope.key), eq(t.route, scope.route));

/** Still claimed (no outcome) by the holder of `lease`; nobody took it over meanwhile. */
const whereOwnClaim = (scope: IdempotencyScope, lease: Date) =>
  and(whereScope(scope), eq(t.responseStatus, 0), eq(t.leaseExpiresAt, lease));

/**
 * Claims the key (status 0 = running): a new key, or one whose claim expired because its
 * request died. Each step is one conditional statement, so of several retries at once exactly
 * one gets the claim.
 */
export async function claimKey(db: Db, scope: IdempotencyScope, now = Date.now()): Promise<Claim> {
  const lease = new Date(now + IDEMPOTENCY_LEASE_MS);
  try {
    const [inserted] = await db
      .insert(t)
      .values({ ...scope, responseStatus: 0, leaseExpiresAt: lease })
      .onConflictDoNothing()
      .returning({ key: t.key });
    if (inserted) return { kind: 'claimed', lease };
  } catch (error) {
    // The account was deleted after this request was let in.
    if (isForeignKeyViolation(error)) throw new AppError('UNAUTHENTICATED');
    throw error;
  }
  // No lease = claimed before leases existed: such a request is long dead.
  const [takenOver] = await db
    .update(t)
    .set({ leaseExpiresAt: lease })
    .where(
      and(
        whereScope(scope),
        eq(t.responseStatus, 0),
        or(isNull(t.leaseExpiresAt), lt(t.leaseExpiresAt, new Date(now))),
      ),
    )
    .returning({ key: t.key });
  if (takenOver) return { kind: 'claimed', lease };
  const [seen] = await db.select().from(t).where(whereScope(scope)).limit(1);
  if (seen && seen.responseStatus !== 0) {
    return { kind: 'done', status: seen.responseStatus, body: seen.responseBody };
  }
  // Claimed by a live request, or released by a refusal a moment ago (the next retry runs).
  return { kind: 'running' };
}

/**
 * Renews the claim every IDEMPOTENCY_RENEW_MS while the operation runs. The returned function
 * stops renewing and gives the lease as it now stands (a renewal in flight is waited for).
 */
function keepClaimAlive(db: Db, scope: IdempotencyScope, lease: Date) {
  let current = lease;
  let renewing = Promise.resolve();
  const renew = async () => {
    const next = new Date(Date.now() + IDEMPOTENCY_LEASE_MS);
    const [renewed] = await db
      .update(t)
      .set({ leaseExpiresAt: next })
      .where(whereOwnClaim(scope, current))
      .returning({ key: t.key });
    if (renewed) current = next;
  };
  const timer = setInterval(() => {
    // A failed renewal only lets the lease run out earlier; the operation carries on.
    renewing = renewing.then(renew).catch(() => undefined);
  }, IDEMPOTENCY_RENEW_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await renewing;
    return current;
  };
}

/**
 * Runs `operation` at most once for the scope and remembers its outcome: a retry gets the first
 * outcome, a retry while it runs gets 409 REQUEST_IN_PROGRESS, and a retry after its request
 * died (lease run out) runs it. A refusal (thrown error) is forgotten, so the client may fix the
 * cause and retry with the same key.
 */
export async function runOnce<T>(
  db: Db,
  scope: IdempotencyScope,
  status: number,
  operation: () => Promise<T>,
): Promise<{ status: number; body: T }> {
  const claim = await claimKey(db, scope);
  if (claim.kind === 'done') return { status: claim.status, body: claim.body as T };
  if (claim.kind === 'running') throw new AppError('REQUEST_IN_PROGRESS');
  const stopRenewing = keepClaimAlive(db, scope, claim.lease);
  let body: T;
  try {
    body = await operation();
  } catch (error) {
    await db.delete(t).where(whereOwnClaim(scope, await stopRenewing()));
    throw error;
  }
  await db
    .update(t)
    .set({ responseStatus: status, responseBody: body as object, leaseExpiresAt: null })
    .where(whereOwnClaim(scope, await stopRenewing()));
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
