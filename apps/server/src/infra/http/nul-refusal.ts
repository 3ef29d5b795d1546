import type { FastifyInstance } from 'fastify';
import { validationError } from './errors.js';

export const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000).';

/**
 * Where the first NUL character is in parsed input (a string, or JSON-like objects and arrays,
 * keys included): its dotted path ('' for the value itself), or null when there is none.
 * Walks with its own stack, so deeply nested input cannot overflow the call stack.
 */
export function findNul(value: unknown): string | null {
  const pending: [value: unknown, path: string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in the body, the query string or the URL
 * parameters is a 400 before any schema or query sees it, rather than a database error (500).
 * Multipart text fields are checked where the form is read (multipart.ts).
 */
export function registerNulRefusal(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const field = findNul(input);
      if (field !== null) throw validationError(NUL_MESSAGE, field || undefined);
    }
  });
}
