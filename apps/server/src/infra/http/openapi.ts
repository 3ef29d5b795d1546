import { errorResponseSchema } from '@dating/shared';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessOf } from './access.js';
import { SESSION_COOKIE } from './guards.js';

/**
 * The OpenAPI document at GET /api/openapi.json: built by @fastify/swagger from the route
 * schemas (zod, through fastify-type-provider-zod), completed here with what the schemas cannot
 * say: who may call each route, the multipart bodies, and responses without a body.
 * `npm run lint:openapi` lints it; openapi-responses.test.ts checks real answers against it.
 */

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart/form-data body, for the document only: the handler reads the parts itself, so
     * this is never used to validate a request.
     */
    multipart?: z.ZodObject;
  }
}

/** A file part of a multipart body. */
export const filePart = (description: string) => z.file().describe(description);

export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The HttpOnly session cookie set by sign-up and sign-in.',
  },
  bearerSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The same session as a bearer token (`Authorization: Bearer <token>`): the tab-scoped ' +
      'session of a View As tab, from POST /api/auth/impersonation/redeem.',
  },
} as const;

/** Either the cookie or the bearer token: the server accepts both wherever it needs a session. */
const SIGNED_IN: Array<Record<string, string[]>> = [{ sessionCookie: [] }, { bearerSession: [] }];

const TAGS = [
  { name: 'system', description: 'Health of the server.' },
  { name: 'auth', description: 'Accounts and sessions.' },
  { name: 'profiles', description: 'The own profile, photos and other members’ profiles.' },
  { name: 'geo', description: 'Places: the city of a position, and place search.' },
  { name: 'text', description: 'Help with member-written text: the Zawgyi question.' },
  { name: 'discovery', description: 'Candidates, swipes, likes and the spotlight.' },
  { name: 'chat', description: 'Matches and their messages.' },
  { name: 'calls', description: 'Video calls between matches: ICE servers and limits.' },
  { name: 'safety', description: 'Reports and member-to-member blocks.' },
  { name: 'verification', description: 'Identity verification with two selfies.' },
  { name: 'shop', description: 'The gift catalogue, and buying and selling gifts.' },
  { name: 'wallet', description: 'Coins: balance, history, deposits and withdrawals.' },
  { name: 'notifications', description: 'Web Push: device subscriptions and preferences.' },
  { name: 'admin', description: 'The admin console: members, moderation, KYC and money.' },
];

/** What each status means across the API (docs/architecture.md#error-shape). */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK.',
  201: 'Created.',
  204: 'Done; no body.',
  400: 'The request itself is invalid (schema or field rules).',
  401: 'No valid session, or wrong username or password.',
  403: 'Signed in but not allowed (role, onboarding, blocked, Origin check).',
  404: 'Not found, or not visible to this caller.',
  409: 'Conflicts with the current state.',
  422: 'A business rule on balances (not enough coins, above the maximum).',
  429: 'Rate limited.',
  500: 'The server failed; nothing is revealed.',
};

// @fastify/swagger reads a response's description from this key, and leaves no body for a
// response schema of type 'null'.
const RESPONSE_DESCRIPTION = 'x-response-description';

type JsonSchema = { [key: string]: unknown };

/**
 * zod's `enum.nullable()` comes out as `{ nullable: true, enum: [...] }` without null in the
 * enum, which (OpenAPI 3.0.3) refuses null; null is added wherever a nullable enum lacks it.
 */
function allowNullInNullableEnums(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) allowNullInNullableEnums(item);
    return;
  }
  if (!schema || typeof schema !== 'object') return;
  const node = schema as JsonSchema;
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) {
    node.enum = [...node.enum, null];
  }
  for (const child of Object.values(node)) allowNullInNullableEnums(child);
}

function documentResponses(response: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const documented: Record<string, JsonSchema> = {};
  for (const [status, schema] of Object.entries(response)) {
    const description = STATUS_DESCRIPTIONS[status] ?? 'Answer.';
    // Handlers send null with a 204 (the serializer schema is z.null()); Fastify sends no body.
    documented[status] =
      status === '204'
        ? { type: 'null', [RESPONSE_DESCRIPTION]: description }
        : { ...schema, [RESPONSE_DESCRIPTION]: description };
  }
  return documented;
}

/** Route schema → operation: zod to JSON Schema, then security, multipart bodies, responses. */
const documentRoute: SwaggerTransform = (document) => {
  const { schema, route } = document;
  if (!schema || schema.hide) return jsonSchemaTransform(document);
  const { multipart, ...routeSchema } = schema;
  const completed: FastifySchema = {
    ...routeSchema,
    ...(multipart ? { body: multipart, consumes: ['multipart/form-data'] } : {}),
    // Any route may fail; the error handler then answers INTERNAL in the usual error shape.
    response: { ...(routeSchema.response as object), 500: errorResponseSchema },
  };
  const transformed = jsonSchemaTransform({ ...document, schema: completed });
  const result = transformed.schema as FastifySchema & { response?: Record<string, JsonSchema> };
  allowNullInNullableEnums(result);
  if (result.response) result.response = documentResponses(result.response);
  const access = accessOf(route.url, route.config?.access);
  result.security = access === 'public' ? [] : SIGNED_IN;
  return { schema: result, url: transformed.url };
};

export const swaggerOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Dating app API',
      version: '1.0.0',
      description:
        'The HTTP API of the dating app for Myanmar: the web app uses only this API. JSON ' +
        'bodies with snake_case fields; errors are `{ "error": { "code", "message", "params"? ' +
        '} }`. State-changing requests must carry an Origin (or Referer) of this site.',
      license: { name: 'Proprietary: all rights reserved' },
    },
    // Relative: the server that serves this document (its address depends on the deployment).
    servers: [{ url: '/', description: 'This server' }],
    tags: TAGS,
    components: { securitySchemes: SECURITY_SCHEMES },
  },
  transform: documentRoute,
};
