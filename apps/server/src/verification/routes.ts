import {
  adminKycDecisionRequestSchema,
  adminKycListResponseSchema,
  adminKycParamsSchema,
  adminKycQuerySchema,
  adminKycRequestSchema,
  kycRequestSummarySchema,
  VERIFICATION_UPLOAD_FIELDS,
  verificationResponseSchema,
} from '@dating/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../infra/http/errors.js';
import { currentUser, requireAdmin, requireOnboarded } from '../infra/http/guards.js';
import { createAdminKycService } from './admin-service.js';
import { createVerificationService, type VerificationUpload } from './service.js';

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
  if (!request.isMultipart()) return {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Every file part must be read to the end, kept or not.
      const data = await part.toBuffer();
      if (FILE_FIELDS.has(part.fieldname) && !(part.fieldname in upload)) {
        upload[part.fieldname] = data;
      }
    } else if (TEXT_FIELDS.has(part.fieldname) && !(part.fieldname in upload)) {
      upload[part.fieldname] = String(part.value ?? '');
    }
  }
  return upload as VerificationUpload;
}

/** The member's side (API.md "Verification"): the state and the two-selfie request. */
export async function verificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const verification = createVerificationService({ db: app.database.db, storage: app.storage });
  const tags = ['verification'];

  app.get(
    '/api/verification',
    {
      preHandler: requireOnboarded,
      schema: { tags, response: { 200: verificationResponseSchema, ...errors } },
    },
    async (request) => verification.getState(currentUser(request).id),
  );

  app.post(
    '/api/verification',
    {
      preHandler: requireOnboarded,
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
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

/** The admins' review queue (API.md "Admin" kyc rows). */
export async function adminKycRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const kyc = createAdminKycService({ db: app.database.db });
  const tags = ['admin'];

  app.get(
    '/api/admin/kyc',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        querystring: adminKycQuerySchema,
        response: { 200: adminKycListResponseSchema, ...errors },
      },
    },
    async (request) => kyc.list(request.query.status),
  );

  app.post(
    '/api/admin/kyc/:id/decision',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        params: adminKycParamsSchema,
        body: adminKycDecisionRequestSchema,
        response: { 200: adminKycRequestSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!z.uuid().safeParse(id).success) throw new AppError('NOT_FOUND');
      return kyc.decide(currentUser(request).id, id, request.body);
    },
  );
}
