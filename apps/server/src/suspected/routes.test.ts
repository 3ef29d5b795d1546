import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  safetyNotices,
  sessions,
  suspectedMembers,
  userProfiles,
} from '../infra/db/schema.js';
import { payloadsOf, subscribeDevice, withPushApp } from '../notifications/test-support.js';
import { createAdmin } from '../test/members.js';
import type { PushReceiver } from '../test/push-receiver.js';
import { request, type TestApp } from '../test/test-app.js';
import { computeSuspected } from './compute.js';
import { type Member, matchUp, memberOnDevice, report, say } from './test-support.js';

/** The queue's API: who may call it, bad input, block and resolve, not a scam. */

let receiver: PushReceiver;
let t: TestApp;
withPushApp((push) => ({ receiver, t } = push));

let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

/** A member reported by two others and matched with them: queued after one run. */
async function suspect() {
  const member = await memberOnDevice(t.app);
  const reporters = [await memberOnDevice(t.app), await memberOnDevice(t.app)];
  for (const reporter of reporters) {
    const matchId = await matchUp(t.app, reporter, member);
    await say(t.app, member, matchId, 'Hello, nice to meet you here');
    await report(t.app, reporter, member.user.id);
  }
  await computeSuspected(t.database.db);
  return { member, contacts: reporters };
}

async function viewAsOf(memberId: string) {
  const link = await request(
    t.app,
    'POST',
    `/api/admin/users/${memberId}/impersonate`,
    { reason: 'Support ticket' },
    admin,
  );
  const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
  const redeem = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
  return { bearer: redeem.json().token as string };
}

const row = async (userId: string) =>
  (
    await t.database.db.select().from(suspectedMembers).where(eq(suspectedMembers.userId, userId))
  )[0];

describe('the Suspected queue API', () => {
  it('refuses anonymous callers (401), members (403) and View As sessions', async () => {
    const { member } = await suspect();
    const urls = [
      ['GET', '/api/admin/suspected', undefined],
      ['POST', `/api/admin/suspected/${member.user.id}/block`, { reason: 'scam' }],
      ['POST', `/api/admin/suspected/${member.user.id}/resolve`, { note: 'fine' }],
    ] as const;
    const viewAs = await viewAsOf(member.user.id);
    for (const [method, url, body] of urls) {
      expect((await request(t.app, method, url, body)).statusCode).toBe(401);
      const asMember = await request(t.app, method, url, body, member);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().error.code).toBe('ADMIN_REQUIRED');
      expect((await request(t.app, method, url, body, viewAs)).statusCode).toBe(403);
    }
    expect((await row(member.user.id))?.state).toBe('open');
  });

  it('refuses a missing reason or note, or one over 500 characters, and changes nothing', async () => {
    const { member } = await suspect();
    const cases = [
      ['block', {}, 'Please give a reason for blocking.'],
      ['block', { reason: '   ' }, 'Please give a reason for blocking.'],
      ['resolve', {}, 'Please say why this is not a scam.'],
      ['resolve', { note: 'x'.repeat(501) }, 'Notes can be at most 500 characters.'],
    ] as const;
    for (const [action, body, message] of cases) {
      const res = await request(
        t.app,
        'POST',
        `/api/admin/suspected/${member.user.id}/${action}`,
        body,
        admin,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await row(member.user.id))?.state).toBe('open');
    const [profile] = await t.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, member.user.id));
    expect(profile?.isBlocked).toBe(false);
    const unknown = await request(
      t.app,
      'POST',
      '/api/admin/suspected/not-a-uuid/resolve',
      { note: 'x' },
      admin,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('lists open members by score with their evidence', async () => {
    const { member, contacts } = await suspect();
    const res = await request(t.app, 'GET', '/api/admin/suspected', undefined, admin);
    expect(res.statusCode).toBe(200);
    const item = res
      .json()
      .items.find((i: { user: { id: string } }) => i.user.id === member.user.id);
    expect(item.signals).toEqual([
      expect.objectContaining({
        kind: 'reports',
        evidence: expect.objectContaining({ reporter_count: 2 }),
      }),
    ]);
    expect(
      item.signals[0].evidence.reports
        .map((r: { reporter: { id: string } }) => r.reporter.id)
        .sort(),
    ).toEqual(contacts.map((c) => c.user.id).sort());
    const counts = await request(t.app, 'GET', '/api/admin/queues/counts', undefined, admin);
    expect(counts.json().suspected).toBe(res.json().total);
  });

  it('blocks and resolves in one step: audited, sessions ended, contacts told once', async () => {
    const { member, contacts } = await suspect();
    const bystander: Member = await memberOnDevice(t.app);
    const device = await subscribeDevice(t.app, receiver, contacts[0] as Member);
    const res = await request(
      t.app,
      'POST',
      `/api/admin/suspected/${member.user.id}/block`,
      { reason: 'Scam script and money asks' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ notified: 2, item: { state: 'resolved', blocked: true } });
    const db = t.database.db;
    const actions = (
      await db.select().from(auditLog).where(eq(auditLog.targetUserId, member.user.id))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['user.block', 'suspected.resolve', 'reports.review']),
    );
    expect(
      await db.select().from(sessions).where(eq(sessions.userId, member.user.id)),
    ).toHaveLength(0);
    const notices = await db
      .select()
      .from(safetyNotices)
      .where(eq(safetyNotices.aboutUserId, member.user.id));
    expect(notices.map((n) => n.userId).sort()).toEqual(contacts.map((c) => c.user.id).sort());
    // The contact sees the notice once (the badges count it, so the app knows to ask); the
    // bystander has none.
    const noticesOnBadges = async (who: { cookie: string } | undefined) =>
      (await request(t.app, 'GET', '/api/badges', undefined, who)).json().safety_notices;
    expect(await noticesOnBadges(contacts[0])).toBe(1);
    expect(await noticesOnBadges(bystander)).toBe(0);
    const seen = await request(t.app, 'GET', '/api/safety-notices', undefined, contacts[0]);
    expect(seen.json().items).toHaveLength(1);
    const id = seen.json().items[0].id;
    expect(
      (await request(t.app, 'POST', `/api/safety-notices/${id}/seen`, undefined, bystander))
        .statusCode,
    ).toBe(404);
    expect(
      (await request(t.app, 'POST', `/api/safety-notices/${id}/seen`, undefined, contacts[0]))
        .statusCode,
    ).toBe(204);
    expect(
      (await request(t.app, 'GET', '/api/safety-notices', undefined, contacts[0])).json().items,
    ).toHaveLength(0);
    expect(await noticesOnBadges(contacts[0])).toBe(0);
    expect(
      (await request(t.app, 'GET', '/api/safety-notices', undefined, bystander)).json().items,
    ).toHaveLength(0);
    await t.app.push.drain();
    expect(payloadsOf(receiver, device).map((p) => p.title)).toContain('A safety note');
    // Deciding again: already decided.
    const again = await request(
      t.app,
      'POST',
      `/api/admin/suspected/${member.user.id}/resolve`,
      { note: 'x' },
      admin,
    );
    expect(again.statusCode).toBe(409);
  });

  it('resolves as not a scam: out of the queue until a new signal appears', async () => {
    const { member } = await suspect();
    const res = await request(
      t.app,
      'POST',
      `/api/admin/suspected/${member.user.id}/resolve`,
      { note: 'Two friends joking; checked the chats' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetUserId, member.user.id), eq(auditLog.action, 'suspected.resolve')),
      );
    expect(audit?.details).toMatchObject({
      blocked: false,
      note: 'Two friends joking; checked the chats',
    });
    await computeSuspected(t.database.db);
    expect((await row(member.user.id))?.state).toBe('resolved');
    // A third member reports: new evidence, back in the queue.
    await report(t.app, await memberOnDevice(t.app), member.user.id);
    await computeSuspected(t.database.db);
    expect((await row(member.user.id))?.state).toBe('open');
  });
});
