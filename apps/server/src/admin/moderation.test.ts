import type { ReportReason } from '@dating/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  kycRequests,
  matches,
  reports,
  suspectedMembers,
  userProfiles,
  walletTransactions,
} from '../infra/db/schema.js';
import { createAdmin, insertMembers } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

const get = (url: string) => request(t.app, 'GET', url, undefined, { cookie: admin.cookie });
const post = (url: string, body: unknown) =>
  request(t.app, 'POST', url, body, { cookie: admin.cookie });

async function report(
  reporter: string,
  reported: string,
  reason: ReportReason = 'Other',
  at?: Date,
) {
  await t.database.db.insert(reports).values({
    reporterUserId: reporter,
    reportedUserId: reported,
    reason,
    details: `${reason} details`,
    ...(at ? { createdAt: at } : {}),
  });
}

describe('reports', () => {
  it('queues members with open reports, severe first then oldest, and review resolves them', async () => {
    const [a, b, c, d] = await insertMembers(t.database.db, 4);
    if (!a || !b || !c || !d) throw new Error('members');
    await report(a, b, 'Inappropriate Photos', new Date('2024-01-01T10:00:00Z'));
    await report(c, d, 'Underage user', new Date('2024-01-02T10:00:00Z'));
    await report(d, b, 'Feels like spam or a scam', new Date('2024-01-03T10:00:00Z'));
    await report(a, c, 'Other', new Date('2024-01-04T10:00:00Z'));

    const res = await get('/api/admin/reports');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      user: { id: string; username: string; is_blocked: boolean };
      count: number;
      open_count: number;
      severe: boolean;
      reports: {
        id: string;
        reason: string;
        reporter: { id: string };
        status: string;
        details: string;
      }[];
    }[];
    // Severe (an open Underage or scam report) first, oldest open report first; then the rest.
    expect(items.map((g) => [g.user.id, g.count, g.severe])).toEqual([
      [b, 2, true],
      [d, 1, true],
      [c, 1, false],
    ]);
    const [first] = items;
    expect(first?.open_count).toBe(2);
    expect(first?.reports.map((r) => [r.reason, r.reporter.id, r.status])).toEqual([
      ['Feels like spam or a scam', d, 'pending'],
      ['Inappropriate Photos', a, 'pending'],
    ]);
    expect(first?.reports[0]?.details).toBe('Feels like spam or a scam details');
    expect(first?.user.is_blocked).toBe(false);

    // Members with an open report, not report lines.
    expect((await get('/api/admin/stats')).json().pending_reports).toBe(3);
    const seen = first?.reports.map((r) => r.id) ?? [];
    const review = () => post(`/api/admin/reports/${b}/review`, { report_ids: seen });
    expect((await review()).json()).toEqual({ reports: 2, left_open: 0 });
    expect(
      (await get('/api/admin/reports'))
        .json()
        .items.map((g: { user: { id: string } }) => g.user.id),
    ).toEqual([d, c]);
    const resolved = (await get('/api/admin/reports?state=resolved')).json().items[0];
    expect(resolved.user.id).toBe(b);
    expect(resolved.open_count).toBe(0);
    expect(resolved.reports.every((r: { status: string }) => r.status === 'reviewed')).toBe(true);
    expect(resolved.reports[0].resolved_by).toEqual({
      id: admin.user.id,
      username: admin.username,
    });
    expect((await get('/api/admin/stats')).json().pending_reports).toBe(2);

    // Reviewing again changes nothing and writes no second audit row.
    expect((await review()).json()).toEqual({ reports: 0, left_open: 0 });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, b));
    expect(audits.map((r) => [r.action, r.details])).toEqual([
      ['reports.review', expect.objectContaining({ reports: 2 })],
    ]);
  });
});

describe('stats', () => {
  it('counts what is in the database', async () => {
    const db = t.database.db;
    const count = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n);
    const n = sql<number>`count(*)`;
    const ids = await insertMembers(db, 3);
    const [x, y, z] = ids as [string, string, string];
    const [lo, hi] = x < y ? [x, y] : [y, x];
    await db.insert(matches).values({ user1Id: lo, user2Id: hi });
    await db.insert(kycRequests).values([{ userId: x }, { userId: y, status: 'approved' }]);
    await db.insert(walletTransactions).values([
      { userId: x, type: 'deposit', paymentMethod: 'kbzpay' },
      { userId: y, type: 'deposit', paymentMethod: 'wavepay' },
      { userId: z, type: 'withdraw', amount: 1000, payoutDetails: 'KBZ 09...' },
      { userId: z, type: 'deposit', status: 'rejected', paymentMethod: 'kbzpay' },
    ]);

    const stats = (await get('/api/admin/stats')).json();
    expect(stats).toEqual({
      total_users: await count(
        db.select({ n }).from(userProfiles).where(eq(userProfiles.role, 'user')),
      ),
      total_matches: await count(db.select({ n }).from(matches)),
      pending_verifications: 1,
      pending_reports: await count(
        db
          .select({ n: sql<number>`count(distinct ${reports.reportedUserId})` })
          .from(reports)
          .where(eq(reports.status, 'pending')),
      ),
      pending_deposits: 2,
      pending_withdrawals: 1,
      pending_suspected: await count(
        db.select({ n }).from(suspectedMembers).where(eq(suspectedMembers.state, 'open')),
      ),
    });
    // Admins are staff, not users.
    expect(stats.total_users).toBe(
      await count(db.select({ n }).from(userProfiles).where(sql`role <> 'admin'`)),
    );
    expect(stats.total_matches).toBeGreaterThanOrEqual(1);
  });
});

describe('audit log', () => {
  it('lists admin actions newest first with admin and target, paged', async () => {
    const ids = await insertMembers(t.database.db, 3);
    for (const id of ids) {
      await request(
        t.app,
        'POST',
        `/api/admin/users/${id}/block`,
        { blocked: true, reason: 'Spam account' },
        {
          cookie: admin.cookie,
        },
      );
    }
    const page1 = (await get('/api/admin/audit?limit=2')).json();
    expect(page1.items).toHaveLength(2);
    expect(page1.items[0]).toMatchObject({
      action: 'user.block',
      admin: { id: admin.user.id, username: admin.username },
      target: { id: ids[2] },
    });
    expect(page1.items[1].target.id).toBe(ids[1]);
    expect(page1.next_cursor).toEqual(expect.any(String));
    const page2 = (await get(`/api/admin/audit?limit=2&cursor=${page1.next_cursor}`)).json();
    expect(page2.items[0].target.id).toBe(ids[0]);
    const all = (await get('/api/admin/audit?limit=1000')).json();
    const seen = all.items.map((i: { id: string }) => Number(i.id));
    expect(seen).toEqual([...seen].sort((p, q) => q - p));
    expect((await get('/api/admin/audit?cursor=abc')).statusCode).toBe(400);
  });
});
