import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../infra/http/errors.js';
import { currentUser, requireOnboarded } from '../infra/http/guards.js';

/**
 * Money moves only for the member themself: an admin's "View As" tab (an impersonation
 * session) may look at the shop and wallet but not buy, sell, deposit or withdraw (403).
 */
export async function requireAccountHolder(request: FastifyRequest, reply: FastifyReply) {
  await requireOnboarded(request, reply);
  if (currentUser(request).impersonatedBy) throw new AppError('FORBIDDEN');
}
