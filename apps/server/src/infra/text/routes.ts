import { zawgyiCheckBodySchema, zawgyiCheckResponseSchema } from '@dating/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/errors.js';
import { classifyMyanmarText, zawgyiProbability } from './zawgyi.js';

/**
 * The Zawgyi question of the web form's name and bio fields (issue 18): the detector model is
 * 28 kB plus the converter's tables, too heavy for the web bundle, so the form asks the server
 * while the member types (debounced). Members only, even before onboarding (the name is typed
 * there); rate-limited per address since each keystroke pause makes one call.
 */
export async function textRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/text/zawgyi-check',
    {
      config: { access: 'member', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        summary: 'Tell whether a text a member types may be Zawgyi, and its Unicode form',
        operationId: 'checkZawgyi',
        tags: ['text'],
        body: zawgyiCheckBodySchema,
        response: { 200: zawgyiCheckResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { text } = request.body;
      const verdict = classifyMyanmarText(text);
      return {
        zawgyi_probability: zawgyiProbability(text),
        converted: verdict.kind === 'unicode' ? null : verdict.converted,
        converts_on_save: verdict.kind === 'zawgyi',
      };
    },
  );
}
