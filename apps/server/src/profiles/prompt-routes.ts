import { promptAnswersRequestSchema, promptAnswersResponseSchema } from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../infra/http/errors.js';
import { currentUser } from '../infra/http/guards.js';
import { promptAnswersOf, savePromptAnswers } from './prompts.js';

/** The member's own prompt answers (docs/product.md#profile-prompts). */
export async function promptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['profiles'];

  app.get(
    '/api/me/prompts',
    {
      schema: {
        summary: 'Get the own answered prompts',
        operationId: 'getOwnPrompts',
        tags,
        response: { 200: promptAnswersResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ prompts: await promptAnswersOf(db, currentUser(request).id) }),
  );

  app.put(
    '/api/me/prompts',
    {
      schema: {
        summary: 'Replace the own answered prompts (at most three, in the order shown)',
        operationId: 'saveOwnPrompts',
        tags,
        body: promptAnswersRequestSchema,
        response: { 200: promptAnswersResponseSchema, ...errorResponses },
      },
    },
    async (request) => savePromptAnswers(db, currentUser(request).id, request.body),
  );
}
