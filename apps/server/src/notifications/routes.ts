import {
  pushConfigResponseSchema,
  pushPreferencesSchema,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
} from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../infra/http/errors.js';
import { currentUser } from '../infra/http/guards.js';
import { createPushService } from './service.js';

/**
 * Web Push settings of the signed-in member's devices. Any signed-in member (not an admin); a
 * View As session is look-only, so it cannot register the admin's browser as the member's.
 */
export async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const push = createPushService(app.database.db, app.config.push);
  const tags = ['notifications'];
  const config = { access: 'member' as const };

  app.get(
    '/api/push/config',
    {
      config,
      schema: {
        summary: 'Get the Web Push application server key',
        operationId: 'getPushConfig',
        tags,
        response: { 200: pushConfigResponseSchema, ...errors },
      },
    },
    async () => ({ public_key: await push.publicKey() }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      config,
      schema: {
        summary: "Register this device's push subscription",
        operationId: 'subscribePush',
        tags,
        body: pushSubscriptionRequestSchema,
        response: { 201: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.subscribe(currentUser(request).id, request.body);
      return reply.status(201).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      config,
      schema: {
        summary: "Remove this device's push subscription",
        operationId: 'unsubscribePush',
        tags,
        body: pushUnsubscribeRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(currentUser(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/push/preferences',
    {
      config,
      schema: {
        summary: 'Get which notifications I receive',
        operationId: 'getPushPreferences',
        tags,
        response: { 200: pushPreferencesSchema, ...errors },
      },
    },
    async (request) => push.preferences(currentUser(request).id),
  );

  app.put(
    '/api/push/preferences',
    {
      config,
      schema: {
        summary: 'Choose which notifications I receive',
        operationId: 'setPushPreferences',
        tags,
        body: pushPreferencesSchema,
        response: { 200: pushPreferencesSchema, ...errors },
      },
    },
    async (request) => push.setPreferences(currentUser(request).id, request.body),
  );
}
