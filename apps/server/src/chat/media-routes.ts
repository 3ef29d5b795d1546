import {
  chatMessageSchema,
  matchParamsSchema,
  messageMediaParamsSchema,
  messageMediaQuerySchema,
  sendMediaFieldsSchema,
} from '@dating/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../infra/http/errors.js';
import { currentUser } from '../infra/http/guards.js';
import { readMultipartForm } from '../infra/http/multipart.js';
import { filePart } from '../infra/http/openapi.js';
import { PRIVATE_CACHE_CONTROL, type StoredStream } from '../infra/storage/index.js';
import { markHeard, mediaForMember, mediaForReport, sendMedia } from './media.js';

const errors = errorResponses;
const tags = ['chat'];
/**
 * The pair's devices keep a photo or voice note a week (its address never changes): opening a
 * conversation again costs no mobile data. Private: no shared cache holds it.
 */
const PAIR_CACHE_CONTROL = 'private, max-age=604800';

/** A photo (WebP, its thumbnail too) or a voice note, as stored. */
const MEDIA_FILE = {
  description: 'The file: a photo or its thumbnail (WebP), or a voice note (WebM or Ogg Opus)',
  content: {
    'image/webp': { schema: z.string() },
    'audio/webm': { schema: z.string() },
    'audio/ogg': { schema: z.string() },
  },
};

function sendFile(reply: FastifyReply, file: StoredStream, cacheControl: string) {
  return reply
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', file.size)
    .type(file.contentType)
    .send(file.stream);
}

/** Photos and voice notes in chat (issue 35): send, fetch (the pair; a moderator by report), heard. */
export async function chatMediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.database.db,
    storage: app.storage,
    publish: (event: Parameters<typeof app.realtime.publish>[0]) => app.realtime.publish(event),
    // As chat's text messages: on NATS (REALTIME_BUS) the SQL sends nothing itself.
    announced: app.realtime.announcedInDatabase
      ? (event: Parameters<typeof app.realtime.publish>[0]) =>
          app.realtime.publishedInDatabase(event)
      : undefined,
  };

  app.post(
    '/api/matches/:matchId/media',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Send a photo or a voice note',
        operationId: 'sendMediaMessage',
        tags,
        params: matchParamsSchema,
        multipart: sendMediaFieldsSchema.extend({
          file: filePart(
            'A photo (re-encoded, metadata stripped) or a voice note (Opus in WebM or Ogg, 60 s at most).',
          ),
        }),
        response: { 201: chatMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      const message = await sendMedia(deps, currentUser(request).id, request.params.matchId, form);
      return reply.status(201).send(message);
    },
  );

  app.get(
    '/api/messages/:messageId/media',
    {
      schema: {
        summary: "Fetch a chat message's photo (or its thumbnail) or voice note",
        description: 'Only the two members of the match; anyone else gets 404.',
        operationId: 'getMessageMedia',
        tags,
        params: messageMediaParamsSchema,
        querystring: messageMediaQuerySchema,
        response: { 200: MEDIA_FILE, ...errors },
      },
    },
    async (request, reply) => {
      const file = await mediaForMember(
        deps,
        currentUser(request).id,
        request.params.messageId,
        request.query.size,
      );
      return sendFile(reply, file, PAIR_CACHE_CONTROL);
    },
  );

  app.get(
    '/api/admin/reports/:reportId/media',
    {
      schema: {
        summary: 'Fetch the photo or voice note a report carries',
        operationId: 'getReportMedia',
        tags: ['admin'],
        params: z.object({ reportId: z.string() }),
        querystring: messageMediaQuerySchema,
        response: { 200: MEDIA_FILE, ...errors },
      },
    },
    async (request, reply) => {
      const file = await mediaForReport(deps, request.params.reportId, request.query.size);
      return sendFile(reply, file, PRIVATE_CACHE_CONTROL);
    },
  );

  app.post(
    '/api/messages/:messageId/heard',
    {
      schema: {
        summary: 'Mark a voice note played',
        operationId: 'markVoiceNoteHeard',
        tags,
        params: messageMediaParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markHeard(app.database.db, currentUser(request).id, request.params.messageId, (event) =>
        app.realtime.publish(event),
      );
      return reply.status(204).send(null);
    },
  );
}
