import {
  CALL_AUDIO_MAX_BITRATE,
  CALL_RING_SECONDS,
  CALL_VIDEO_DATA_SAVER_BITRATE,
  CALL_VIDEO_MAX_BITRATE,
  callConfigResponseSchema,
} from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../infra/http/errors.js';
import { currentUser } from '../infra/http/guards.js';
import { iceServersFor } from './ice-servers.js';

/**
 * GET /api/calls/config: what a phone needs before placing or taking a call, read just before
 * (TURN credentials are short-lived). Onboarded members; a View As session may read it.
 */
export async function callRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/calls/config',
    {
      schema: {
        summary: 'Get the ICE servers and limits for a video call',
        operationId: 'getCallConfig',
        tags: ['calls'],
        response: { 200: callConfigResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      ice_servers: iceServersFor(app.config.calls, currentUser(request).id),
      video_max_bitrate: CALL_VIDEO_MAX_BITRATE,
      video_data_saver_bitrate: CALL_VIDEO_DATA_SAVER_BITRATE,
      audio_max_bitrate: CALL_AUDIO_MAX_BITRATE,
      ring_seconds: CALL_RING_SECONDS,
    }),
  );
}
