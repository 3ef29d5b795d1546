import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../db/rows.js';

/**
 * Two server processes on one database (on a PostgreSQL server each with its own connection
 * pools, on PGlite the same instance): every queued job runs in exactly one of them, and one
 * whose process died mid-run runs again in the other.
 */
type Label = 'first' | 'second';
const runs: { label: Label; n: number }[] = [];
const crashRuns: Label[] = [];
let holdFirstRun: Promise<void> = Promise.resolve();

function defineQueues(label: Label) {
  return (app: FastifyInstance) => {
    app.queue.define<{ n: number }>('count-once', async ({ n }) => {
      runs.push({ label, n });
      return undefined;
    });
    app.queue.define(
      'crash-once',
      async () => {
        crashRuns.push(label);
        // The first run hangs, as if its process had frozen or died mid-run.
        if (crashRuns.length === 1) await holdFirstRun;
        return undefined;
      },
      { expireInSeconds: 60, retryDelaySeconds: 0 },
    );
  };
}

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ beforeReady: defineQueues('first') });
  second = await createTestApp({ secondProcessOf: first, beforeReady: defineQueues('second') });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function jobsOf(t: TestApp, queue: string) {
  return rowsOf<{ id: string; state: string; retry_count: number; completed_on: unknown }>(
    await t.database.db.execute(sql`
      select id, state::text, retry_count, completed_on::text
      from pgboss.job where name = ${queue} order by created_on`),
  );
}

describe('the job queue across two processes', () => {
  it('runs each job exactly once when both processes drain at the same time', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (n % 2 ? second : first).app.queue.send('count-once', { n }),
      ),
    );
    expect(new Set(ids).size).toBe(20);
    const [a, b] = await Promise.all([first.app.queue.drain(), second.app.queue.drain()]);
    expect(a + b).toBe(20);
    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, n) => n),
    );
    expect((await jobsOf(first, 'count-once')).every((j) => j.state === 'completed')).toBe(true);
  });

  it('runs a job again when its process died mid-run, and completes it once', async () => {
    let release = () => {};
    holdFirstRun = new Promise((resolve) => {
      release = resolve;
    });
    await first.app.queue.send('crash-once', {});
    const running = first.app.queue.drain();
    await vi.waitFor(() => expect(crashRuns).toEqual(['first']));
    // Running, and not past its expiry: the other process leaves it alone.
    expect(await second.app.queue.drain()).toBe(0);
    // The first process "died" two minutes ago, and pg-boss's supervisor (at most once a minute
    // across processes) last looked before that: past the job's 60 s, the other one takes it.
    await first.database.db.execute(
      sql`update pgboss.job set started_on = now() - interval '2 minutes' where name = 'crash-once'`,
    );
    await first.database.db.execute(
      sql`update pgboss.queue set monitor_on = now() - interval '2 minutes', monitor_claim_on = null
        where name = 'crash-once'`,
    );
    expect(await second.app.queue.drain()).toBe(1);
    expect(crashRuns).toEqual(['first', 'second']);
    const [done] = await jobsOf(first, 'crash-once');
    expect(done).toMatchObject({ state: 'completed', retry_count: 1 });
    // The frozen run ends late: its attempt is no longer the job's, so it settles nothing.
    release();
    await running;
    expect(await jobsOf(first, 'crash-once')).toEqual([done]);
    expect(await first.app.queue.drain()).toBe(0);
    expect(crashRuns).toHaveLength(2);
  });
});

describe('the job queue with workers on (config.jobs)', () => {
  it('each process works the queue, each job runs once, and close stops the workers', async () => {
    const worked: { label: Label; n: number }[] = [];
    const define = (label: Label) => (app: FastifyInstance) => {
      app.queue.define<{ n: number }>(
        'worked',
        async ({ n }) => {
          worked.push({ label, n });
          return undefined;
        },
        { concurrency: 2 },
      );
    };
    const a = await createTestApp({ jobs: true, beforeReady: define('first') });
    const b = await createTestApp({
      jobs: true,
      secondProcessOf: a,
      beforeReady: define('second'),
    });
    try {
      for (let n = 0; n < 6; n++) await (n % 2 ? b : a).app.queue.send('worked', { n });
      // Polling workers: a bounded wait for all six, then nothing more may come.
      await vi.waitFor(() => expect(worked).toHaveLength(6), { timeout: 30_000, interval: 100 });
      expect(worked.map((w) => w.n).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 6 }, (_, n) => n),
      );
      await vi.waitFor(
        async () => {
          const states = (await jobsOf(a, 'worked')).map((j) => j.state);
          expect(states).toEqual(Array(6).fill('completed'));
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await b.close();
      await a.close();
    }
    // Closed: sending is refused, nothing runs.
    await expect(a.app.queue.send('worked', { n: 99 })).rejects.toThrow(/stopped/);
    expect(worked).toHaveLength(6);
  });
});
