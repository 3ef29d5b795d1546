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
import { currentUser } from '../infra/http/guards.js';
import { idempotent } from '../infra/http/idempotency.js';
import { createShopService } from './service.js';

const errors = errorResponses;

/** GET /api/gifts, GET /api/me/gifts, POST /api/shop/buy, POST /api/shop/sell (contract: /api/openapi.json). */
export async function shopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const shop = createShopService(app.database.db);
  const tags = ['shop'];

  app.get(
    '/api/gifts',
    {
      schema: {
        summary: 'List the gift catalogue',
        operationId: 'listGifts',
        tags,
        response: { 200: giftsResponseSchema, ...errors },
      },
    },
    async () => shop.listCatalogue(),
  );

  app.get(
    '/api/me/gifts',
    {
      schema: {
        summary: 'List my gifts',
        operationId: 'listOwnGifts',
        tags,
        response: { 200: ownedGiftsResponseSchema, ...errors },
      },
    },
    async (request) => shop.listOwn(currentUser(request).id),
  );

  app.post(
    '/api/shop/buy',
    {
      schema: {
        summary: 'Buy a gift with coins',
        operationId: 'buyGift',
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
      schema: {
        summary: 'Sell an owned gift for coins',
        operationId: 'sellGift',
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
