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
import { currentUser } from '../infra/http/guards.js';
import { readMultipartForm } from '../infra/http/multipart.js';
import { filePart } from '../infra/http/openapi.js';
import { storageUrl } from '../infra/storage/index.js';
import { promptRoutes } from './prompt-routes.js';
import { createProfileService } from './service.js';

const errors = errorResponses;

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a Fastify route plugin registering the profile's 8 routes, each a schema and one service call; its length is the list of routes
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const geocoder = getOfflineGeocoder();
  const profiles = createProfileService({
    db: app.database.db,
    storage: app.storage,
    queue: app.queue,
    geocode: (text) => geocoder.search(text),
    disconnect: (userId) => app.realtime.publish({ kind: 'disconnect', user_id: userId }),
  });
  const tags = ['profiles'];

  app.get(
    '/api/me',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Get the own full profile',
        operationId: 'getOwnProfile',
        tags,
        response: { 200: ownProfileSchema, ...errors },
      },
    },
    async (request) => profiles.getOwn(currentUser(request).id),
  );

  app.post(
    '/api/me/onboarding',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Complete onboarding',
        operationId: 'completeOnboarding',
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
      schema: {
        summary: 'Update the own profile and search settings',
        operationId: 'updateOwnProfile',
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
      config: { access: 'member', rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        summary: 'Upload a photo',
        operationId: 'uploadPhoto',
        tags,
        multipart: z.object({
          file: filePart(
            'The photo: any image the server can read; it is re-encoded, metadata stripped.',
          ),
        }),
        response: { 201: photoUploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [file] = (await readMultipartForm(request)).files.values();
      if (!file) throw new AppError('IMAGE_REQUIRED');
      const { path, placeholder } = await profiles.uploadPhoto(currentUser(request).id, file);
      return reply.status(201).send({ path, url: storageUrl('media', path), placeholder });
    },
  );

  app.delete(
    '/api/me/photos',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Delete an uploaded photo',
        operationId: 'deletePhoto',
        tags,
        body: photoDeleteRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await profiles.removePhoto(currentUser(request).id, request.body.path);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/me/boost',
    {
      schema: {
        summary: 'Boost the own profile',
        operationId: 'boostProfile',
        tags,
        response: { 200: boostResponseSchema, ...errors },
      },
    },
    async (request) => profiles.boost(currentUser(request).id),
  );

  app.delete(
    '/api/me',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Delete the own account and its data',
        operationId: 'deleteAccount',
        tags,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await profiles.deleteAccount(currentUser(request).id);
      reply.clearCookie('sid', { path: '/' });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/profiles/:userId',
    {
      schema: {
        summary: 'Get another member’s public profile',
        operationId: 'getProfile',
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

  await app.register(promptRoutes);
}
