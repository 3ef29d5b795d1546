import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import type { Database } from '../db/client.js';
import { createJobQueue, type JobQueue } from './queue.js';
import { installQueueSchema } from './queue-db.js';

/**
 * A worker with a backlog runs job after job: it fetches again as soon as a job is done and
 * polls only when it found none. The poll here is ten minutes, so a worker that waited for it
 * between jobs would run one job of the four within the test's time.
 */
let database: Database;
let drop: () => Promise<void>;
let queue: JobQueue | undefined;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await installQueueSchema(database);
});
afterAll(async () => {
  await queue?.stop();
  await drop?.();
});

it('runs a backlog one job after another without waiting for the next poll', async () => {
  queue = createJobQueue(database, Fastify().log, {
    background: true,
    pollSeconds: 600,
  });
  const done: number[] = [];
  queue.define<{ n: number }>('backlog-run', async ({ n }) => {
    done.push(n);
    return undefined;
  });
  for (const n of [1, 2, 3, 4]) await queue.send('backlog-run', { n });
  await queue.start();
  await vi.waitFor(() => expect(done).toEqual([1, 2, 3, 4]), { timeout: 60_000, interval: 100 });
});
