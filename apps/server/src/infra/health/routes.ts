import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How long one readiness check may take before it counts as failed. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

const check = z.object({
  ok: z.boolean(),
  /** Why it failed (the error's message), absent when ok. */
  reason: z.string().optional(),
  ms: z.number(),
});
export const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: check, storage: check }),
});
export const livenessSchema = z.object({ status: z.literal('ok') });

async function timed(probe: () => Promise<unknown>): Promise<z.infer<typeof check>> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${READY_CHECK_TIMEOUT_MS} ms`)),
          READY_CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, reason, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for process managers and load balancers (docs/operations.md#health-checks): `live` says
 * the process answers (restart it if not) and touches nothing; `ready` says it can serve (route
 * traffic to it): the database answers `select 1` and the file storage can be reached.
 */
export async function healthRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/health/live',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check that the server process answers (no database or storage access)',
        operationId: 'getHealthLive',
        tags: ['system'],
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  typed.get(
    '/api/health/ready',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check that the database and the file storage can be reached',
        description:
          'Answers 503 with the failed checks and their reasons while either cannot be reached.',
        operationId: 'getHealthReady',
        tags: ['system'],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      const [database, storage] = await Promise.all([
        timed(() => app.database.db.execute(sql`select 1`)),
        // The storage's own probe: the disk folder is writable, or the bucket answers HeadBucket
        // (a file lookup would answer "absent" for a bucket that is not there at all).
        timed(() => app.storage.ready()),
      ]);
      const ready = database.ok && storage.ok;
      if (!ready) request.log.warn({ database, storage }, 'not ready');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', checks: { database, storage } });
    },
  );
}
