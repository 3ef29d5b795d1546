import {
  badgesResponseSchema,
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
import { currentUser } from '../infra/http/guards.js';
import { createBadgesService } from './badges.js';
import { chatMediaRoutes } from './media-routes.js';
import { createChatService } from './service.js';

const errors = errorResponses;

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a Fastify route plugin registering chat's 7 routes, each a schema and one service call; its length is the list of routes
export async function chatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const chat = createChatService(
    app.database.db,
    (event) => app.realtime.publish(event),
    // On NATS (REALTIME_BUS) the SQL sends nothing itself: the service publishes after commit.
    app.realtime.announcedInDatabase
      ? (event) => app.realtime.publishedInDatabase(event)
      : undefined,
    app.storage,
  );
  const badges = createBadgesService(app.database.db, (event) => app.realtime.publish(event));
  const tags = ['chat'];
  await app.register(chatMediaRoutes);

  app.get(
    '/api/badges',
    {
      schema: {
        summary: 'Count my unread messages, new likes and new matches',
        operationId: 'getBadges',
        tags,
        response: { 200: badgesResponseSchema, ...errors },
      },
    },
    async (request) => badges.badges(currentUser(request).id),
  );

  app.post(
    '/api/matches/:matchId/opened',
    {
      schema: {
        summary: 'Mark the conversation of a match opened',
        operationId: 'markMatchOpened',
        tags,
        params: matchParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await badges.markOpened(currentUser(request).id, request.params.matchId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/matches',
    {
      schema: {
        summary: 'List my matches',
        operationId: 'listMatches',
        tags,
        response: { 200: matchesResponseSchema, ...errors },
      },
    },
    async (request) => ({ items: await chat.listMatches(currentUser(request).id) }),
  );

  app.get(
    '/api/matches/:matchId/messages',
    {
      schema: {
        summary: 'List the messages of a match',
        operationId: 'listMessages',
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
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        summary: 'Send a message',
        operationId: 'sendMessage',
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
      schema: {
        summary: 'Mark a match read up to a message',
        operationId: 'markMatchRead',
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
      schema: {
        summary: 'Unmatch',
        operationId: 'unmatch',
        tags,
        params: matchParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await chat.unmatch(currentUser(request).id, request.params.matchId);
      return reply.status(204).send(null);
    },
  );
}
