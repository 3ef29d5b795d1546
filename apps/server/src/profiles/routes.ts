import {
  boostResponseSchema,
  onboardingRequestSchema,
  ownProfileSchema,
  photoDeleteRequestSchema,
  photoUploadResponseSchema,
  publicProfileSchema,
  updateProfileRequestSchema,
} from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getOfflineGeocoder } from '../geo/index.js';
import { AppError, errorResponses } from '../infra/http/errors.js';
import {
  currentUser,
  requireMember,
  requireOnboarded,
  requireSession,
} from '../infra/http/guards.js';
import { storageUrl } from '../infra/storage/index.js';
import { createProfileService } from './service.js';

const errors = errorResponses;

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const geocoder = getOfflineGeocoder();
  const profiles = createProfileService({
    db: app.database.db,
    storage: app.storage,
    geocode: (text) => geocoder.search(text),
    disconnect: (userId) => app.realtime.publish({ kind: 'disconnect', user_id: userId }),
  });
  const tags = ['profiles'];

  app.get(
    '/api/me',
    {
      preHandler: requireSession,
      schema: { tags, response: { 200: ownProfileSchema, ...errors } },
    },
    async (request) => profiles.getOwn(currentUser(request).id),
  );

  app.post(
    '/api/me/onboarding',
    {
      preHandler: requireMember,
      schema: {
        tags,
        body: onboardingRequestSchema,
        response: { 200: ownProfileSchema, ...errors },
      },
    },
    async (request) => profiles.completeOnboarding(currentUser(request).id, request.body),
  );

  app.patch(
    '/api/me',
    {
      preHandler: requireOnboarded,
      schema: {
        tags,
        body: updateProfileRequestSchema,
        response: { 200: ownProfileSchema, ...errors },
      },
    },
    async (request) => profiles.update(currentUser(request).id, request.body),
  );

  app.post(
    '/api/me/photos',
    {
      preHandler: requireMember,
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: photoUploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file) throw new AppError('IMAGE_REQUIRED');
      const path = await profiles.uploadPhoto(currentUser(request).id, await file.toBuffer());
      return reply.status(201).send({ path, url: storageUrl('media', path) });
    },
  );

  app.delete(
    '/api/me/photos',
    {
      preHandler: requireMember,
      schema: { tags, body: photoDeleteRequestSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await profiles.removePhoto(currentUser(request).id, request.body.path);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/me/boost',
    {
      preHandler: requireOnboarded,
      schema: { tags, response: { 200: boostResponseSchema, ...errors } },
    },
    async (request) => profiles.boost(currentUser(request).id),
  );

  app.delete(
    '/api/me',
    { preHandler: requireMember, schema: { tags, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await profiles.deleteAccount(currentUser(request).id);
      reply.clearCookie('sid', { path: '/' });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/profiles/:userId',
    {
      preHandler: requireOnboarded,
      schema: {
        tags,
        params: z.object({ userId: z.string() }),
        response: { 200: publicProfileSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.params;
      // A malformed id is simply not found (never a 400 that tells ids apart).
      if (!z.uuid().safeParse(userId).success) throw new AppError('NOT_FOUND');
      return profiles.getPublic(currentUser(request).id, userId);
    },
  );
}
