import { blockRequestSchema, blocksResponseSchema, reportRequestSchema } from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../infra/http/errors.js';
import { currentUser } from '../infra/http/guards.js';
import { createSafetyService } from './service.js';

const errors = errorResponses;

/** Reports and member-to-member blocks. */
export async function safetyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const safety = createSafetyService(
    app.database.db,
    (event) => app.realtime.publish(event),
    app.storage,
  );
  const tags = ['safety'];

  app.post(
    '/api/reports',
    {
      schema: {
        summary: 'Report a member',
        operationId: 'reportMember',
        tags,
        body: reportRequestSchema,
        response: { 201: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await safety.report(currentUser(request).id, request.body);
      return reply.status(201).send(null);
    },
  );

  app.post(
    '/api/blocks',
    {
      schema: {
        summary: 'Block a member',
        operationId: 'blockMember',
        tags,
        body: blockRequestSchema,
        response: { 201: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await safety.block(currentUser(request).id, request.body.blocked_user_id);
      return reply.status(201).send(null);
    },
  );

  app.get(
    '/api/blocks',
    {
      schema: {
        summary: 'List the members I blocked',
        operationId: 'listBlocks',
        tags,
        response: { 200: blocksResponseSchema, ...errors },
      },
    },
    async (request) => ({ items: await safety.listBlocks(currentUser(request).id) }),
  );

  app.delete(
    '/api/blocks/:userId',
    {
      schema: {
        summary: 'Unblock a member',
        operationId: 'unblockMember',
        tags,
        params: z.object({ userId: z.string() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!z.uuid().safeParse(request.params.userId).success) throw new AppError('NOT_FOUND');
      await safety.unblock(currentUser(request).id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
}
