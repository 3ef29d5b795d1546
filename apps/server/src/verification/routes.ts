import {
  adminKycDecisionRequestSchema,
  adminKycDecisionResponseSchema,
  adminKycListResponseSchema,
  adminKycParamsSchema,
  adminKycQuerySchema,
  kycRequestSummarySchema,
  VERIFICATION_UPLOAD_FIELDS,
  verificationChallengeSchema,
  verificationResponseSchema,
} from '@dating/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../infra/http/errors.js';
import { currentUser } from '../infra/http/guards.js';
import { readMultipartForm } from '../infra/http/multipart.js';
import { filePart } from '../infra/http/openapi.js';
import { createAdminKycService } from './admin-service.js';
import type { VerificationUpload } from './kyc-row.js';
import { createVerificationService } from './service.js';

const errors = errorResponses;

const FILE_FIELDS = new Set<string>([
  VERIFICATION_UPLOAD_FIELDS.selfie1,
  VERIFICATION_UPLOAD_FIELDS.selfie2,
]);
const TEXT_FIELDS = new Set<string>([
  VERIFICATION_UPLOAD_FIELDS.challenge1,
  VERIFICATION_UPLOAD_FIELDS.challenge2,
]);

/** Reads the multipart body: the two selfie files and the two challenge ids (first of each). */
async function readUpload(request: FastifyRequest): Promise<VerificationUpload> {
  const upload: Record<string, Buffer | string> = {};
  const { files, fields } = await readMultipartForm(request);
  for (const [name, data] of files) if (FILE_FIELDS.has(name)) upload[name] = data;
  for (const [name, value] of fields) if (TEXT_FIELDS.has(name)) upload[name] = value;
  return upload as VerificationUpload;
}

/** The member's side (docs/product.md#verification): the state and the two-selfie request. */
export async function verificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const verification = createVerificationService({
    db: app.database.db,
    storage: app.storage,
    queue: app.queue,
  });
  const tags = ['verification'];

  app.get(
    '/api/verification',
    {
      schema: {
        summary: 'Get the own verification state',
        operationId: 'getVerification',
        tags,
        response: { 200: verificationResponseSchema, ...errors },
      },
    },
    async (request) => verification.getState(currentUser(request).id),
  );

  app.post(
    '/api/verification',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        summary: 'Request verification with two selfies',
        operationId: 'submitVerification',
        tags,
        multipart: z.object({
          [VERIFICATION_UPLOAD_FIELDS.selfie1]: filePart('The selfie doing the first challenge.'),
          [VERIFICATION_UPLOAD_FIELDS.selfie2]: filePart('The selfie doing the second challenge.'),
          [VERIFICATION_UPLOAD_FIELDS.challenge1]: verificationChallengeSchema,
          [VERIFICATION_UPLOAD_FIELDS.challenge2]: verificationChallengeSchema,
        }),
        response: { 201: kycRequestSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const created = await verification.submit(currentUser(request).id, upload);
      return reply.status(201).send(created);
    },
  );
}

/** The admins' review queue (docs/product.md#moderation). */
export async function adminKycRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const kyc = createAdminKycService({ db: app.database.db });
  const tags = ['admin'];

  app.get(
    '/api/admin/kyc',
    {
      schema: {
        summary: 'List verification requests',
        operationId: 'listKycRequests',
        tags,
        querystring: adminKycQuerySchema,
        response: { 200: adminKycListResponseSchema, ...errors },
      },
    },
    async (request) => kyc.list(request.query),
  );

  app.post(
    '/api/admin/kyc/:id/decision',
    {
      schema: {
        summary: 'Approve or deny a verification request',
        operationId: 'decideKycRequest',
        tags,
        params: adminKycParamsSchema,
        body: adminKycDecisionRequestSchema,
        response: { 200: adminKycDecisionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!z.uuid().safeParse(id).success) throw new AppError('NOT_FOUND');
      return kyc.decide(currentUser(request).id, id, request.body);
    },
  );
}
