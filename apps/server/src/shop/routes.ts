import {
  buyGiftRequestSchema,
  buyGiftResponseSchema,
  giftsResponseSchema,
  ownedGiftsResponseSchema,
  sellGiftRequestSchema,
  sellGiftResponseSchema,
} from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../infra/http/errors.js';
import { currentUser, requireOnboarded } from '../infra/http/guards.js';
import { idempotent } from '../infra/http/idempotency.js';
import { requireAccountHolder } from '../wallet/guards.js';
import { createShopService } from './service.js';

const errors = errorResponses;

/** GET /api/gifts, GET /api/me/gifts, POST /api/shop/buy, POST /api/shop/sell (API.md). */
export async function shopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const shop = createShopService(app.database.db);
  const tags = ['shop'];
  const onRequest = requireOnboarded;

  app.get(
    '/api/gifts',
    { onRequest, schema: { tags, response: { 200: giftsResponseSchema, ...errors } } },
    async () => shop.listCatalogue(),
  );

  app.get(
    '/api/me/gifts',
    { onRequest, schema: { tags, response: { 200: ownedGiftsResponseSchema, ...errors } } },
    async (request) => shop.listOwn(currentUser(request).id),
  );

  app.post(
    '/api/shop/buy',
    {
      onRequest: requireAccountHolder,
      schema: {
        tags,
        body: buyGiftRequestSchema,
        response: { 200: buyGiftResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      return idempotent(request, reply, 200, () => shop.buy(userId, request.body.gift_catalog_id));
    },
  );

  app.post(
    '/api/shop/sell',
    {
      onRequest: requireAccountHolder,
      schema: {
        tags,
        body: sellGiftRequestSchema,
        response: { 200: sellGiftResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      return idempotent(request, reply, 200, () => shop.sell(userId, request.body.user_gift_id));
    },
  );
}
