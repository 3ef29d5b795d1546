import {
  safetyNoticeParamsSchema,
  safetyNoticesResponseSchema,
  suspectedBlockRequestSchema,
  suspectedClearRequestSchema,
  suspectedDecisionResponseSchema,
  suspectedParamsSchema,
  suspectedQuerySchema,
  suspectedResponseSchema,
} from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses as errors } from '../infra/http/errors.js';
import { currentUser } from '../infra/http/guards.js';
import type { SuspectedService } from './service.js';

/** Ids in paths: anything but a uuid is simply not found. */
function uuidOf(id: string): string {
  if (!z.uuid().safeParse(id).success) throw new AppError('NOT_FOUND');
  return id;
}

/** The Suspected queue (admin) and a member's safety notices. */
export async function suspectedRoutes(
  fastify: FastifyInstance,
  { service }: { service: SuspectedService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const params = suspectedParamsSchema;

  app.get(
    '/api/admin/suspected',
    {
      schema: {
        summary: 'List the Suspected queue (members with scam signals)',
        operationId: 'listSuspected',
        tags,
        querystring: suspectedQuerySchema,
        response: { 200: suspectedResponseSchema, ...errors },
      },
    },
    async (request) => service.queue(request.query),
  );

  app.post(
    '/api/admin/suspected/:userId/block',
    {
      schema: {
        summary: 'Block a suspected member and resolve them in one step',
        operationId: 'blockSuspected',
        tags,
        params,
        body: suspectedBlockRequestSchema,
        response: { 200: suspectedDecisionResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.block(currentUser(request).id, uuidOf(request.params.userId), request.body.reason),
  );

  app.post(
    '/api/admin/suspected/:userId/resolve',
    {
      schema: {
        summary: 'Resolve a suspected member as not a scam',
        operationId: 'clearSuspected',
        tags,
        params,
        body: suspectedClearRequestSchema,
        response: { 200: suspectedDecisionResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.clear(currentUser(request).id, uuidOf(request.params.userId), request.body.note),
  );

  app.get(
    '/api/safety-notices',
    {
      schema: {
        summary: 'List my safety notices not yet dismissed',
        operationId: 'listSafetyNotices',
        tags: ['safety'],
        response: { 200: safetyNoticesResponseSchema, ...errors },
      },
    },
    async (request) => ({ items: await service.notices(currentUser(request).id) }),
  );

  app.post(
    '/api/safety-notices/:id/seen',
    {
      schema: {
        summary: 'Dismiss a safety notice',
        operationId: 'dismissSafetyNotice',
        tags: ['safety'],
        params: safetyNoticeParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.seen(currentUser(request).id, uuidOf(request.params.id));
      return reply.status(204).send(null);
    },
  );
}
