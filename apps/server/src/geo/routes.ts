import {
  geoReverseQuerySchema,
  geoReverseResponseSchema,
  geoSearchQuerySchema,
  geoSearchResponseSchema,
} from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../infra/http/errors.js';
import { type Geocoder, getOfflineGeocoder } from './geocoder.js';

export type GeoRoutesOptions = {
  /** Defaults to the offline gazetteer (tests pass another). */
  geocoder?: Geocoder;
};

const errors = errorResponses;

/**
 * Places (docs/architecture.md#places): city of the current position (onboarding's location step)
 * and place search. Both answer 404 when nothing is found: the client then falls back to 'Current
 * Location' / 'Unknown Location' (docs/product.md#onboarding), or shows the LOCATION_NOT_FOUND
 * message.
 */
export async function geoRoutes(fastify: FastifyInstance, options: GeoRoutesOptions = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const geocoder = options.geocoder ?? getOfflineGeocoder();

  app.get(
    '/api/geo/reverse',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Find the town of a position',
        operationId: 'reverseGeocode',
        tags: ['geo'],
        querystring: geoReverseQuerySchema,
        response: { 200: geoReverseResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = geocoder.reverse(request.query.lat, request.query.lon);
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },
  );

  app.get(
    '/api/geo/search',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Find a place by name',
        operationId: 'searchPlace',
        tags: ['geo'],
        querystring: geoSearchQuerySchema,
        response: { 200: geoSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const text = request.query.q;
      const found = geocoder.search(text);
      if (!found) throw new AppError('LOCATION_NOT_FOUND', { text }, 404);
      return found;
    },
  );
}
