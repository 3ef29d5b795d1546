import {
  SELFIE_CHECK_FIELDS,
  selfieCheckResponseSchema,
  verificationChallengeSchema,
} from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../infra/http/errors.js';
import { readMultipartForm } from '../infra/http/multipart.js';
import { filePart } from '../infra/http/openapi.js';
import { checkSelfie } from './selfie-check.js';

/** The member's instant selfie feedback (docs/product.md#verification). */
export async function facesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/verification/selfie-check',
    {
      // Members before onboarding may verify too; as often as photo uploads.
      config: { access: 'member', rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        summary: 'Check a selfie for a face and the asked pose, without storing it',
        operationId: 'checkSelfie',
        tags: ['verification'],
        multipart: z.object({
          [SELFIE_CHECK_FIELDS.image]: filePart('The selfie as it would be submitted.'),
          [SELFIE_CHECK_FIELDS.challenge]: verificationChallengeSchema,
        }),
        response: { 200: selfieCheckResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { files, fields } = await readMultipartForm(request);
      return checkSelfie(
        app.faces,
        files.get(SELFIE_CHECK_FIELDS.image),
        fields.get(SELFIE_CHECK_FIELDS.challenge),
      );
    },
  );
}
