import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs, swipes, userProfiles } from '../infra/db/schema.js';
import { onboardedMember } from '../test/members.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { startDemoWorld } from './index.js';

/**
 * The demo world in two server processes on one database: seeding, the welcome and the boost
 * check are jobs, so each turn runs in one process, and the demo members are seeded once.
 */
let first: TestApp;
let second: TestApp;
const COUNT = 30;

beforeAll(async () => {
  first = await createTestApp({ beforeReady: (app) => startDemoWorld(app, { count: COUNT }) });
  second = await createTestApp({
    secondProcessOf: first,
    beforeReady: (app) => startDemoWorld(app, { count: COUNT }),
  });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** Both processes ask for their due jobs at the same moment; which of them ran each job. */
async function bothTick(): Promise<Record<string, number>> {
  const [a, b] = await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
  const ran: Record<string, number> = {};
  // Only the demo world's jobs: others (e.g. the push outbox sweep) may come due in between.
  for (const name of [...a, ...b]) {
    if (name.startsWith('demo-')) ran[name] = (ran[name] ?? 0) + 1;
  }
  return ran;
}

const demoCount = async () =>
  (
    await first.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userProfiles)
      .where(eq(userProfiles.isDemo, true))
  )[0]?.n;

describe('the demo world in two processes', () => {
  it('seeds the demo members once, and welcomes a newcomer once per turn', async () => {
    for (const t of [first, second]) {
      expect(t.app.jobs.names()).toEqual(
        expect.arrayContaining(['demo-seed', 'demo-welcome', 'demo-boosts']),
      );
    }
    const ran = await bothTick();
    expect(ran).toMatchObject({ 'demo-seed': 1, 'demo-welcome': 1, 'demo-boosts': 1 });
    expect(await demoCount()).toBe(COUNT);

    const me = await onboardedMember(first.app, { gender: 'Woman', interested_in: ['Man'] });
    await first.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now()` })
      .where(eq(scheduledJobs.name, 'demo-welcome'));
    expect(await bothTick()).toEqual({ 'demo-welcome': 1 });
    const likes = await first.database.db
      .select()
      .from(swipes)
      .where(and(eq(swipes.swipedUserId, me.user.id), eq(swipes.action, 'like')));
    expect(likes.length).toBeGreaterThanOrEqual(3);
    expect(likes.length).toBeLessThanOrEqual(5);

    // Seeding is not due again for an hour: nothing more is seeded.
    expect(await bothTick()).toEqual({});
    expect(await demoCount()).toBe(COUNT);
  });
});
