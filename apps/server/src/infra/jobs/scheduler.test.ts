import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../db/rows.js';
import { jobRuns } from '../metrics/index.js';
import type { JobDefinition } from './scheduler.js';

/**
 * Two server processes on one database (on a PostgreSQL server, each with its own connection
 * pool): every turn of a job runs in exactly one of them.
 */
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ secondProcessOf: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const HOUR = 3_600_000;

/** The same job in both processes, counting its runs. */
function countingJob(name: string, intervalMs = HOUR, run?: JobDefinition['run']) {
  const runs: ('first' | 'second')[] = [];
  for (const [label, t] of [
    ['first', first],
    ['second', second],
  ] as const) {
    t.app.jobs.register({
      name,
      intervalMs,
      run: async (context) => {
        runs.push(label);
        return run?.(context);
      },
    });
  }
  return runs;
}

async function makeDue(name: string) {
  await first.database.db.execute(
    sql`update scheduled_jobs set next_run_at = now() - interval '1 second' where name = ${name}`,
  );
}

async function jobRow(name: string) {
  const [row] = rowsOf<{ runs: string; last_outcome: string | null; last_error: string | null }>(
    await first.database.db.execute(sql`
      select runs::text, last_outcome, last_error,
        extract(epoch from next_run_at - now()) as due_in_s, lease_until
      from scheduled_jobs where name = ${name}`),
  );
  return row as (typeof row & { due_in_s: string | number; lease_until: unknown }) | undefined;
}

describe('jobs across two processes', () => {
  it('runs each due turn exactly once, whichever process asks first', async () => {
    const runs = countingJob('count-turns');
    for (let round = 1; round <= 8; round++) {
      const [a, b] = await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
      expect(Number(a.includes('count-turns')) + Number(b.includes('count-turns'))).toBe(1);
      expect(runs).toHaveLength(round);
      // Not due again: asking again runs nothing.
      await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
      expect(runs).toHaveLength(round);
      await makeDue('count-turns');
    }
    expect(Number((await jobRow('count-turns'))?.runs)).toBe(8);
  });

  it('leaves a running turn alone, and takes over one whose process died', async () => {
    let release = () => {};
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const runs = countingJob('long-run', HOUR, async () => {
      calls++;
      if (calls === 1) await holding;
      return undefined;
    });
    const running = first.app.jobs.runDue();
    await vi.waitFor(() => expect(runs).toEqual(['first']));
    await makeDue('long-run');
    expect(await second.app.jobs.runDue()).not.toContain('long-run');
    // The first process "dies": its lease runs out, and the second takes the turn over.
    await first.database.db.execute(
      sql`update scheduled_jobs set lease_until = now() - interval '1 second' where name = 'long-run'`,
    );
    expect(await second.app.jobs.runDue()).toContain('long-run');
    expect(runs).toEqual(['first', 'second']);
    // The first run ends late: it does not touch the turn it lost.
    release();
    await running;
    const row = await jobRow('long-run');
    expect(row?.runs).toBe('2');
    expect(Number(row?.due_in_s)).toBeGreaterThan(HOUR / 1000 - 60);
  });

  it('logs and counts a failed run, and tries it again within a minute', async () => {
    const failedBefore = await countOf('flaky', 'failed');
    countingJob('flaky', HOUR, async () => {
      throw new Error('storage unreachable (test)');
    });
    expect(await first.app.jobs.runDue()).toContain('flaky');
    const row = await jobRow('flaky');
    expect(row?.last_outcome).toBe('failed');
    expect(row?.last_error).toBe('storage unreachable (test)');
    expect(row?.lease_until).toBeNull();
    expect(Number(row?.due_in_s)).toBeLessThanOrEqual(60);
    expect(await countOf('flaky', 'failed')).toBe(failedBefore + 1);
    expect(await countOf('count-turns', 'ok')).toBeGreaterThanOrEqual(8);
  });

  it('refuses a bad or repeated job name', () => {
    const run = async () => undefined;
    expect(() => first.app.jobs.register({ name: 'Bad Name', intervalMs: 1, run })).toThrow();
    expect(() => first.app.jobs.register({ name: 'count-turns', intervalMs: 1, run })).toThrow(
      /twice/,
    );
    expect(first.app.jobs.names()).toEqual(expect.arrayContaining(['housekeeping', 'photo-sweep']));
  });
});

async function countOf(job: string, outcome: string): Promise<number> {
  const metric = await jobRuns.get();
  return (
    metric.values.find((v) => v.labels.job === job && v.labels.outcome === outcome)?.value ?? 0
  );
}

describe('jobs on timers', () => {
  it('with jobs on in both processes, a job runs once per interval and stops on close', async () => {
    const a = await createTestApp({ jobs: true });
    const b = await createTestApp({ jobs: true, secondProcessOf: a });
    const starts: number[] = [];
    let once = 0;
    let aborted = false;
    try {
      const started = Date.now();
      for (const t of [a, b]) {
        t.app.jobs.register({
          name: 'every-400ms',
          intervalMs: 400,
          run: async () => {
            starts.push(Date.now());
            return undefined;
          },
        });
        t.app.jobs.register({
          name: 'hourly',
          intervalMs: HOUR,
          run: async ({ signal }) => {
            once++;
            // Held until the process stops: close must abort and wait for it.
            await new Promise((resolve) => signal.addEventListener('abort', resolve));
            aborted = signal.aborted;
            return undefined;
          },
        });
      }
      // Until both processes tried the hourly job (one ran it, the other was refused its turn: no
      // more tries this hour) and the other job ran three turns; a bounded wait.
      const deadline = Date.now() + 10_000;
      while (once < 1 || (await countOf('hourly', 'skipped')) < 1 || starts.length < 3) {
        if (Date.now() > deadline) throw new Error(`hourly ran ${once}, turns ${starts.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const elapsed = Date.now() - started;
      expect(once).toBe(1);
      expect(starts.length).toBeGreaterThanOrEqual(3);
      expect(starts.length).toBeLessThanOrEqual(Math.floor(elapsed / 400) + 1);
      // Turns are an interval apart (by the database's clock; a little slack for this one's).
      for (let i = 1; i < starts.length; i++) {
        expect((starts[i] as number) - (starts[i - 1] as number)).toBeGreaterThan(300);
      }
    } finally {
      await b.close();
      await a.close();
    }
    expect(aborted).toBe(true);
    // Closed, neither process runs a job: not asked now, and a timer left behind would find the
    // same closed door (every turn, timed or asked for, starts with this attempt).
    const count = starts.length;
    expect(await a.app.jobs.runDue()).toEqual([]);
    expect(await b.app.jobs.runDue()).toEqual([]);
    expect(starts.length).toBe(count);
  });
});
