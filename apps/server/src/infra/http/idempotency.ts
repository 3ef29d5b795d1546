import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../db/errors.js';
import { idempotencyKeys } from '../db/schema.js';
import { AppError } from './errors.js';
import { currentUser } from './guards.js';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * Runs a money-moving operation at most once per `Idempotency-Key` header (API.md): a retry
 * with the same key answers the first result and moves nothing twice. Without the header the
 * operation simply runs. A retry that arrives while the first is still running gets 409.
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
  const db = request.server.database.db;
  const userId = currentUser(request).id;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const where = and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.route, route),
  );
  const [seen] = await db.select().from(idempotencyKeys).where(where).limit(1);
  if (seen) {
    if (seen.responseStatus === 0) throw new AppError('REQUEST_IN_PROGRESS');
    reply.status(seen.responseStatus);
    return seen.responseBody as T;
  }
  try {
    // Claim the key first (status 0 = running), so two parallel retries cannot both run.
    await db.insert(idempotencyKeys).values({ userId, key, route, responseStatus: 0 });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('REQUEST_IN_PROGRESS');
    throw error;
  }
  try {
    const result = await operation();
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: status, responseBody: result as object })
      .where(where);
    reply.status(status);
    return result;
  } catch (error) {
    // A refusal is not remembered: the client may fix the cause and retry with the same key.
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
}
