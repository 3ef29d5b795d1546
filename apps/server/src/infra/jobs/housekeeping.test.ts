import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, signUp, type TestApp } from '../../test/test-app.js';
import type { Db } from '../db/client.js';
import {
  idempotencyKeys,
  impersonationTokens,
  scheduledJobs,
  sessions,
  signInFailures,
} from '../db/schema.js';
import { createSession } from '../sessions/session-store.js';
import { hashToken } from '../sessions/tokens.js';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => t.close());

const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const hash = () => randomBytes(16).toString('hex');

describe('the housekeeping job', () => {
  it('deletes expired sessions, View As links, old idempotency keys and sign-in failure counts; keeps live ones', async () => {
    const member = await signUp(t.app);
    const admin = await signUp(t.app);
    const id = member.user.id as string;

    // Sessions: one expired a minute ago (View As, bearer), the member's own still valid.
    const expiredToken = await createSession(db, id, 'bearer', admin.user.id);
    await db
      .update(sessions)
      .set({ expiresAt: ago(MINUTE) })
      .where(inArray(sessions.tokenHash, [hashToken(expiredToken)]));

    const tokens = { expired: hash(), live: hash() };
    await db.insert(impersonationTokens).values([
      { tokenHash: tokens.expired, adminId: admin.user.id, userId: id, expiresAt: ago(MINUTE) },
      { tokenHash: tokens.live, adminId: admin.user.id, userId: id, expiresAt: ahead(MINUTE) },
    ]);

    const key = (name: string, createdAt: Date, status: number, lease: Date | null) => ({
      userId: id,
      key: name,
      route: 'POST /api/shop/buy',
      responseStatus: status,
      responseBody: {},
      leaseExpiresAt: lease,
      createdAt,
    });
    await db
      .insert(idempotencyKeys)
      .values([
        key('old-answered', ago(8 * DAY), 201, null),
        key('old-dead-claim', ago(8 * DAY), 0, ago(DAY)),
        key('old-live-claim', ago(8 * DAY), 0, ahead(MINUTE)),
        key('recent-answered', ago(DAY), 201, null),
      ]);

    await db.insert(signInFailures).values([
      { keyHash: 'forgotten', kind: 'account_address', failures: 9, lastFailedAt: ago(2 * DAY) },
      { keyHash: 'recent', kind: 'address', failures: 2, lastFailedAt: ago(10 * MINUTE) },
      {
        keyHash: 'still-waiting',
        kind: 'address',
        failures: 40,
        lastFailedAt: ago(2 * DAY),
        blockedUntil: ahead(MINUTE),
      },
    ]);

    expect(await t.app.jobs.runDue()).toContain('housekeeping');

    const left = await db.select().from(sessions).where(eq(sessions.userId, id));
    expect(left.map((row) => row.tokenHash)).toEqual([
      hashToken(member.cookie.slice('sid='.length)),
    ]);
    expect((await db.select().from(impersonationTokens)).map((row) => row.tokenHash)).toEqual([
      tokens.live,
    ]);
    expect((await db.select().from(idempotencyKeys)).map((row) => row.key).sort()).toEqual([
      'old-live-claim',
      'recent-answered',
    ]);
    expect((await db.select().from(signInFailures)).map((row) => row.keyHash).sort()).toEqual([
      'recent',
      'still-waiting',
    ]);
    // The member is still signed in.
    const me = await request(t.app, 'GET', '/api/me', undefined, { cookie: member.cookie });
    expect(me.statusCode).toBe(200);

    // Asked again at once, it does not run: its next turn is an hour away.
    expect(await t.app.jobs.runDue()).not.toContain('housekeeping');
    const [job] = await db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'housekeeping'));
    expect(job?.lastOutcome).toBe('ok');
    expect(job?.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 59 * MINUTE);
  });
});
