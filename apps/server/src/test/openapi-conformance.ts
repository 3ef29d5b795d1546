import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Checks every answer an app sends against its own OpenAPI document (GET /api/openapi.json):
 * the status must be documented for the route, and the body must match the documented schema
 * (or be absent when none is documented). Attach before app.ready(); requests made by any
 * helper are checked too. openapi-responses.test.ts uses it to cover every route.
 */

type MediaType = { schema?: object };
type ResponseObject = { content?: Record<string, MediaType> };
type Operation = { responses: Record<string, ResponseObject> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** `/api/matches/:matchId` (Fastify) → `/api/matches/{matchId}` (OpenAPI). */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** `GET /api/me`: how routes and operations are named here. */
export const operationKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

export type ConformanceRecorder = {
  /** Documented route (Fastify url) → the statuses it was seen answering. */
  seen: Map<string, Set<number>>;
  /** Answers that contradict the document, one line each. */
  mismatches: string[];
  /** The document the answers were checked against (loaded on the first answer). */
  document: () => OpenApiDocument;
};

export function recordConformance(app: FastifyInstance): ConformanceRecorder {
  const seen = new Map<string, Set<number>>();
  const mismatches: string[] = [];
  const ajv = new Ajv({ allErrors: true, strict: true });
  // ajv-formats is CommonJS: its plugin is the module's `default` under ESM.
  ajvFormats.default(ajv);
  const validators = new Map<string, ValidateFunction>();
  let document: OpenApiDocument | undefined;
  const loadDocument = () => {
    document ??= app.swagger() as unknown as OpenApiDocument;
    return document;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url || request.method === 'HEAD') return payload;
    const operation = loadDocument().paths[openApiPath(url)]?.[request.method.toLowerCase()];
    if (!operation) return payload; // undocumented: the test names such routes explicitly
    const key = operationKey(request.method, url);
    const status = reply.statusCode;
    seen.set(key, (seen.get(key) ?? new Set()).add(status));

    const documented = operation.responses[String(status)];
    if (!documented) {
      mismatches.push(`${key} answered ${status}, which is not documented`);
      return payload;
    }
    const media = documented.content?.['application/json'];
    if (status === 204) {
      // Handlers send null; Fastify drops the body of a 204 on the way out.
      if (documented.content) mismatches.push(`${key} 204 is documented with a body`);
      return payload;
    }
    const sentType = String(reply.getHeader('content-type') ?? '').split(';')[0] ?? '';
    if (!media?.schema && sentType !== 'application/json' && documented.content?.[sentType]) {
      return payload; // a documented body of another type (the audit log's CSV)
    }
    if (!media?.schema) {
      if (payload !== undefined && payload !== null && payload !== '') {
        mismatches.push(`${key} ${status} sent a body, but none is documented`);
      }
      return payload;
    }
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!contentType.startsWith('application/json') || typeof payload !== 'string') {
      mismatches.push(`${key} ${status} is documented as JSON, but sent ${contentType || 'none'}`);
      return payload;
    }
    const validatorKey = `${key} ${status}`;
    let validate = validators.get(validatorKey);
    if (!validate) {
      validate = ajv.compile(media.schema);
      validators.set(validatorKey, validate);
    }
    if (!validate(JSON.parse(payload))) {
      const errors = ajv.errorsText(validate.errors, { dataVar: 'body' });
      mismatches.push(`${key} ${status} does not match the document: ${errors}`);
    }
    return payload;
  });

  return { seen, mismatches, document: loadDocument };
}
