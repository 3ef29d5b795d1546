import {
  chatMessageSchema,
  matchesResponseSchema,
  matchParamsSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  readRequestSchema,
  sendMessageRequestSchema,
} from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../infra/http/errors.js';
import { currentUser, requireOnboarded } from '../infra/http/guards.js';
import { createChatService } from './service.js';

const errors = errorResponses;

export async function chatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const chat = createChatService(app.database.db, (event) => app.realtime.publish(event));
  const tags = ['chat'];
  const preHandler = requireOnboarded;

  app.get(
    '/api/matches',
    { preHandler, schema: { tags, response: { 200: matchesResponseSchema, ...errors } } },
    async (request) => ({ items: await chat.listMatches(currentUser(request).id) }),
  );

  app.get(
    '/api/matches/:matchId/messages',
    {
      preHandler,
      schema: {
        tags,
        params: matchParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema, ...errors },
      },
    },
    async (request) =>
      chat.listMessages(
        currentUser(request).id,
        request.params.matchId,
        request.query.before,
        request.query.limit,
      ),
  );

  app.post(
    '/api/matches/:matchId/messages',
    {
      preHandler,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        params: matchParamsSchema,
        body: sendMessageRequestSchema,
        response: { 201: chatMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const message = await chat.send(
        currentUser(request).id,
        request.params.matchId,
        request.body,
      );
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/api/matches/:matchId/read',
    {
      preHandler,
      schema: {
        tags,
        params: matchParamsSchema,
        body: readRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await chat.markRead(
        currentUser(request).id,
        request.params.matchId,
        request.body.last_read_message_id,
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/matches/:matchId',
    {
      preHandler,
      schema: { tags, params: matchParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await chat.unmatch(currentUser(request).id, request.params.matchId);
      return reply.status(204).send(null);
    },
  );
}
