import {
  claimParamsSchema,
  claimsQuerySchema,
  claimsResponseSchema,
  moderationClaimSchema,
  releaseClaimResponseSchema,
} from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../infra/http/errors.js';
import { currentUser } from '../infra/http/guards.js';
import { createClaimsService } from './service.js';

const errors = errorResponses;

/**
 * Moderator claims (docs/decisions/026-moderation-claims.md); under /api/admin/, so every route
 * needs role admin and a View As session may not write.
 */
export async function claimsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const claims = createClaimsService(app.database.db);
  const tags = ['admin'];

  app.get(
    '/api/admin/claims',
    {
      schema: {
        summary: 'List the live claims of one queue',
        operationId: 'listClaims',
        tags,
        querystring: claimsQuerySchema,
        response: { 200: claimsResponseSchema, ...errors },
      },
    },
    async (request) => claims.list(request.query.kind),
  );

  app.post(
    '/api/admin/claims/:kind/:id',
    {
      schema: {
        summary: 'Claim a queue item, or renew your claim',
        operationId: 'claimItem',
        tags,
        params: claimParamsSchema,
        response: { 200: moderationClaimSchema, ...errors },
      },
    },
    async (request) =>
      claims.claim(currentUser(request).id, request.params.kind, request.params.id),
  );

  app.delete(
    '/api/admin/claims/:kind/:id',
    {
      schema: {
        summary: 'Release your claim on a queue item',
        operationId: 'releaseClaim',
        tags,
        params: claimParamsSchema,
        response: { 200: releaseClaimResponseSchema, ...errors },
      },
    },
    async (request) =>
      claims.release(currentUser(request).id, request.params.kind, request.params.id),
  );
}
