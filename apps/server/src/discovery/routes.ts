import {
  discoveryQuerySchema,
  discoveryResponseSchema,
  giftSwipeRequestSchema,
  likesResponseSchema,
  spotlightResponseSchema,
  swipeRequestSchema,
  swipeResponseSchema,
  undoResponseSchema,
} from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../infra/http/errors.js';
import { currentUser } from '../infra/http/guards.js';
import { idempotent } from '../infra/http/idempotency.js';
import { createDiscoveryService } from './service.js';

const errors = errorResponses;

export async function discoveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const discovery = createDiscoveryService(app.database.db, app.realtime);
  const tags = ['discovery'];

  app.get(
    '/api/discovery',
    {
      schema: {
        summary: 'List discovery candidates',
        operationId: 'listCandidates',
        tags,
        querystring: discoveryQuerySchema,
        response: { 200: discoveryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      items: await discovery.candidates(
        currentUser(request).id,
        request.query.limit,
        request.query.exclude,
      ),
    }),
  );

  app.post(
    '/api/swipes',
    {
      schema: {
        summary: 'Like or pass on a member',
        operationId: 'swipe',
        tags,
        body: swipeRequestSchema,
        response: { 200: swipeResponseSchema, ...errors },
      },
    },
    async (request) => discovery.swipe(currentUser(request).id, request.body),
  );

  app.post(
    '/api/swipes/gift',
    {
      schema: {
        summary: 'Like a member with a gift',
        operationId: 'giftSwipe',
        tags,
        body: giftSwipeRequestSchema,
        response: { 200: swipeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const senderId = currentUser(request).id;
      return idempotent(request, reply, 200, () => discovery.giftSwipe(senderId, request.body));
    },
  );

  app.post(
    '/api/swipes/undo',
    {
      schema: {
        summary: 'Undo the last pass',
        operationId: 'undoLastPass',
        tags,
        response: { 200: undoResponseSchema, ...errors },
      },
    },
    async (request) => discovery.undoLastPass(currentUser(request).id),
  );

  app.get(
    '/api/likes',
    {
      schema: {
        summary: 'List the members who liked me',
        operationId: 'listLikes',
        tags,
        response: { 200: likesResponseSchema, ...errors },
      },
    },
    async (request) => discovery.likes(currentUser(request).id),
  );

  app.post(
    '/api/likes/seen',
    {
      schema: {
        summary: 'Mark the likes I received seen',
        operationId: 'markLikesSeen',
        tags,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await discovery.markLikesSeen(currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/spotlight',
    {
      schema: {
        summary: 'List the spotlight members',
        operationId: 'listSpotlight',
        tags,
        response: { 200: spotlightResponseSchema, ...errors },
      },
    },
    async (request) => ({ items: await discovery.spotlight(currentUser(request).id) }),
  );
}
