import type { FastifyRequest } from 'fastify';
import { type AuthenticatedUser, findSessionUser } from '../sessions/session-store.js';
import { AppError } from './errors.js';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

/**
 * Reads the session from the cookie or an `Authorization: Bearer` header
 * (docs/architecture.md#sessions).
 */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

export async function loadSessionUser(request: FastifyRequest): Promise<AuthenticatedUser | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  const user = await findSessionUser(request.server.database.db, token);
  // A blocked member's sessions are revoked at block time; this refuses any that slipped by.
  if (!user || user.isBlocked) return null;
  return user;
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
