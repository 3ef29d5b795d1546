import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../db/rows.js';
import { queueJobs } from '../metrics/index.js';

/** One server process and its job queue (jobs off, as in every test: drain() runs them). */
const TOKEN = 'queue-metrics-token';
let t: TestApp;

// What the handlers saw. Queues are defined while the app is built, as features do.
const seen: { data: unknown; attempt: number }[] = [];
const committed: string[] = [];
const failedAttempts: number[] = [];

function defineQueues(app: FastifyInstance) {
  app.queue.define<{ photo: string }>('analyse-once', async (data, { attempt, signal }) => {
    expect(signal.aborted).toBe(false);
    seen.push({ data, attempt });
    return { faces: 1 };
  });
  app.queue.define<{ n: string }>('in-transaction', async ({ n }) => {
    committed.push(n);
    return undefined;
  });
  app.queue.define(
    'always-fails',
    async (_data, { attempt }) => {
      failedAttempts.push(attempt);
      throw new Error('model file unreadable (test)');
    },
    { retryLimit: 2, retryDelaySeconds: 0 },
  );
  app.queue.define('backlog', async () => undefined);
}

beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN, beforeReady: defineQueues });
});
afterAll(async () => {
  await t?.close();
});

async function jobStates(queue: string) {
  return rowsOf<{ state: string; retry_count: number }>(
    await t.database.db.execute(
      sql`select state::text, retry_count from pgboss.job where name = ${queue} order by created_on`,
    ),
  );
}

async function metricsText(): Promise<string> {
  const response = await request(t.app, 'GET', '/metrics', undefined, { bearer: TOKEN });
  expect(response.statusCode).toBe(200);
  return response.body;
}

async function countOf(queue: string, outcome: string): Promise<number> {
  const metric = await queueJobs.get();
  return metric.values.find((v) => v.labels.queue === queue && v.labels.outcome === outcome)
    ?.value as number;
}

describe('the job queue', () => {
  it('runs a queued job once, and queues a key once while it waits', async () => {
    const first = await t.app.queue.send('analyse-once', { photo: 'a.jpg' }, { singletonKey: 'a' });
    expect(first).toEqual(expect.any(String));
    // Asked again while it waits: nothing more is queued.
    expect(await t.app.queue.send('analyse-once', { photo: 'a.jpg' }, { singletonKey: 'a' })).toBe(
      null,
    );
    // Without a key, every send is a job of its own.
    await t.app.queue.send('analyse-once', { photo: 'b.jpg' });
    await t.app.queue.send('analyse-once', { photo: 'b.jpg' });
    expect(await t.app.queue.drain()).toBe(3);
    expect(seen).toEqual([
      { data: { photo: 'a.jpg' }, attempt: 1 },
      { data: { photo: 'b.jpg' }, attempt: 1 },
      { data: { photo: 'b.jpg' }, attempt: 1 },
    ]);
    expect(await t.app.queue.drain()).toBe(0);
    expect((await jobStates('analyse-once')).map((j) => j.state)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
    // Done, the key is free again: a new request is a new job.
    expect(
      await t.app.queue.send('analyse-once', { photo: 'a.jpg' }, { singletonKey: 'a' }),
    ).toEqual(expect.any(String));
    expect(await t.app.queue.drain()).toBe(1);
    expect(seen).toHaveLength(4);
  });

  it('queues a job sent in a transaction only when the transaction commits', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.queue.send('in-transaction', { n: 'rolled back' }, { tx });
        throw new Error('rollback (test)');
      }),
    ).rejects.toThrow('rollback (test)');
    await t.database.db.transaction(async (tx) => {
      await t.app.queue.send('in-transaction', { n: 'committed' }, { tx });
    });
    expect(await t.app.queue.drain()).toBe(1);
    expect(committed).toEqual(['committed']);
  });

  it('retries a failing job, then counts it as failed on /metrics', async () => {
    await t.app.queue.send('always-fails', {});
    expect(await t.app.queue.drain()).toBe(3);
    expect(failedAttempts).toEqual([1, 2, 3]);
    expect(await jobStates('always-fails')).toEqual([{ state: 'failed', retry_count: 2 }]);
    expect(await countOf('always-fails', 'retry')).toBe(2);
    expect(await countOf('always-fails', 'failed')).toBe(1);
    const text = await metricsText();
    expect(text).toContain('queue_jobs_total{queue="always-fails",outcome="retry"} 2');
    expect(text).toContain('queue_jobs_total{queue="always-fails",outcome="failed"} 1');
    expect(text).toContain('queue_jobs_total{queue="analyse-once",outcome="completed"} 4');
  });

  it('shows each queue’s waiting jobs and the oldest one’s age on /metrics', async () => {
    await t.app.queue.send('backlog', { n: 1 });
    await t.app.queue.send('backlog', { n: 2 });
    // Not due for an hour: waiting, but not late.
    await t.app.queue.send('backlog', { n: 3 }, { startAfterSeconds: 3600 });
    await t.database.db.execute(
      sql`update pgboss.job set created_on = now() - interval '90 seconds'
        where name = 'backlog' and data->>'n' = '1'`,
    );
    let text = await metricsText();
    expect(text).toContain('queue_jobs_waiting{queue="backlog"} 3');
    const oldest = Number(
      /queue_oldest_waiting_seconds\{queue="backlog"\} ([\d.]+)/.exec(text)?.[1],
    );
    expect(oldest).toBeGreaterThanOrEqual(90);
    expect(oldest).toBeLessThan(3600);
    expect(text).toContain('queue_jobs_waiting{queue="analyse-once"} 0');
    expect(await t.app.queue.drain()).toBe(2);
    text = await metricsText();
    expect(text).toContain('queue_jobs_waiting{queue="backlog"} 1');
    expect(text).toContain('queue_oldest_waiting_seconds{queue="backlog"} 0');
  });

  it('refuses a bad, repeated or unknown queue name', async () => {
    const run = async () => undefined;
    expect(() => t.app.queue.define('Bad Name', run)).toThrow(/Invalid/);
    expect(() => t.app.queue.define('backlog', run)).toThrow(/twice/);
    await expect(t.app.queue.send('never-defined', {})).rejects.toThrow(/No job queue/);
    expect(t.app.queue.names()).toEqual(expect.arrayContaining(['analyse-once', 'backlog']));
  });
});
