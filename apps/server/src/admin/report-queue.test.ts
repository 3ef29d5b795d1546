import type { ReportReason } from '@dating/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reports, userProfiles } from '../infra/db/schema.js';
import { createAdmin, insertMembers, onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';

/** The Reports queue (decision 015): order, paging, counts, block-and-resolve and bulk. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let reporter: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  [reporter] = (await insertMembers(t.database.db, 1)) as [string];
}, 60_000);
afterAll(async () => t.close());

const get = (url: string) => request(t.app, 'GET', url, undefined, { cookie: admin.cookie });
const post = (url: string, body: unknown) =>
  request(t.app, 'POST', url, body, { cookie: admin.cookie });

type Item = { user: { id: string }; open_count: number; severe: boolean };
const ids = (items: Item[]) => items.map((g) => g.user.id);

async function report(
  reported: string,
  reason: ReportReason = 'Other',
  extra: Partial<typeof reports.$inferInsert> = {},
) {
  const [from] = await insertMembers(t.database.db, 1);
  await t.database.db.insert(reports).values({
    reporterUserId: extra.reporterUserId ?? (from as string),
    reportedUserId: reported,
    reason,
    ...extra,
  });
}

/** The open report ids of these members: what the moderator saw (decision 025). */
async function openIds(members: string[]): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: reports.id })
    .from(reports)
    .where(and(inArray(reports.reportedUserId, members), eq(reports.status, 'pending')));
  return rows.map((r) => r.id);
}

/** The counts of the dashboard, the sidebar and the open queue: they must agree. */
async function countsAgree() {
  const stats = (await get('/api/admin/stats')).json();
  const counts = (await get('/api/admin/queues/counts')).json();
  const queue = (await get('/api/admin/reports')).json();
  expect(counts.reports).toBe(stats.pending_reports);
  expect(queue.total).toBe(counts.reports);
  expect(counts.kyc).toBe(stats.pending_verifications);
  expect(counts.deposits).toBe(stats.pending_deposits);
  expect(counts.withdrawals).toBe(stats.pending_withdrawals);
  // The money queues are paged too: their totals (all pages) are the same counts.
  expect((await get('/api/admin/deposits')).json().total).toBe(counts.deposits);
  expect((await get('/api/admin/withdrawals')).json().total).toBe(counts.withdrawals);
  return counts.reports as number;
}

describe('the Reports queue', () => {
  it('never hides an open report behind 101 reviewed members; counts agree', async () => {
    const reviewed = await insertMembers(t.database.db, 101);
    await t.database.db.insert(reports).values(
      reviewed.map((id) => ({
        reporterUserId: reporter,
        reportedUserId: id,
        reason: 'Other' as const,
        status: 'reviewed' as const,
        resolvedAt: new Date(),
      })),
    );
    const [fresh] = (await insertMembers(t.database.db, 1)) as [string];
    await report(fresh, 'Underage user');

    const open = (await get('/api/admin/reports')).json();
    expect(ids(open.items)).toContain(fresh);
    expect(open.items.every((g: Item) => g.open_count > 0)).toBe(true);
    expect(await countsAgree()).toBe(open.total);

    const resolved = (await get('/api/admin/reports?state=resolved&limit=20')).json();
    expect(resolved.total).toBeGreaterThanOrEqual(101);
    expect(resolved.items).toHaveLength(20);
    expect(ids(resolved.items)).not.toContain(fresh);
    // Every reviewed member is on exactly one page (keyset paging, decision 025).
    const seen: string[] = [];
    let cursor: string | null = null;
    let last = resolved;
    do {
      const url: string = `/api/admin/reports?state=resolved&limit=20${cursor ? `&cursor=${cursor}` : ''}`;
      last = (await get(url)).json();
      seen.push(...ids(last.items));
      cursor = last.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(resolved.total);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of reviewed) expect(seen.includes(id)).toBe(true);
    // The last page has no next one, and still says how many there are.
    expect([last.next_cursor, last.total]).toEqual([null, resolved.total]);
  });

  it('puts Underage and scam first, then the oldest open report; filters by reason and search', async () => {
    const [old, scam, newer, underage] = (await insertMembers(t.database.db, 4)) as string[];
    const at = (day: number) => new Date(Date.UTC(2020, 0, day));
    await report(old as string, 'Other', { createdAt: at(1) });
    await report(newer as string, 'Inappropriate Photos', { createdAt: at(3) });
    await report(scam as string, 'Feels like spam or a scam', { createdAt: at(4) });
    await report(underage as string, 'Underage user', { createdAt: at(2) });
    const order = ids((await get('/api/admin/reports?limit=100')).json().items);
    const mine = order.filter((id) => [old, scam, newer, underage].includes(id));
    expect(mine).toEqual([underage, scam, old, newer]);
    // Severe members sort before every other open one.
    const items = (await get('/api/admin/reports?limit=100')).json().items as Item[];
    const firstMild = items.findIndex((g) => !g.severe);
    expect(items.slice(firstMild).every((g) => !g.severe)).toBe(true);

    const photos = (await get('/api/admin/reports?reason=Inappropriate%20Photos')).json();
    expect(ids(photos.items)).toEqual([newer]);
    const [profile] = await t.database.db
      .select({ username: userProfiles.username })
      .from(userProfiles)
      .where(eq(userProfiles.userId, scam as string));
    const search = (await get(`/api/admin/reports?q=${profile?.username.toUpperCase()}`)).json();
    expect(ids(search.items)).toEqual([scam]);
    // Unknown filters fall back to the default view, never a 500.
    const odd = await get('/api/admin/reports?state=maybe&reason=Nope&cursor=-3');
    expect([odd.statusCode, odd.json().total]).toEqual([200, await countsAgree()]);
  });

  it('resolves in bulk with one audit entry per member, not per report', async () => {
    const members = (await insertMembers(t.database.db, 3)) as string[];
    for (const id of members) {
      await report(id, 'Other');
      await report(id, 'Inappropriate Photos');
    }
    const before = await countsAgree();
    const res = await post('/api/admin/reports/resolve', {
      user_ids: [...members, members[0]],
      report_ids: await openIds(members),
      note: 'Checked, nothing wrong',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ members: 3, reports: 6, left_open: 0 });
    expect(await countsAgree()).toBe(before - 3);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetUserId, members));
    expect(entries).toHaveLength(3);
    expect(entries.every((e) => e.action === 'reports.review')).toBe(true);
    expect(entries[0]?.details).toMatchObject({ reports: 2, note: 'Checked, nothing wrong' });
    const lines = await t.database.db
      .select()
      .from(reports)
      .where(inArray(reports.reportedUserId, members));
    expect(lines.every((r) => r.status === 'reviewed' && r.resolvedBy === admin.user.id)).toBe(
      true,
    );
    // Again: nothing left to resolve, nothing written.
    const again = { user_ids: members, report_ids: [crypto.randomUUID()] };
    expect((await post('/api/admin/reports/resolve', again)).json()).toEqual({
      members: 0,
      reports: 0,
      left_open: 0,
    });
    const after = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetUserId, members));
    expect(after).toHaveLength(3);
  });

  it('refuses a note over 500 characters with a clear 400, and changes nothing', async () => {
    const [member] = (await insertMembers(t.database.db, 1)) as [string];
    await report(member);
    const seen = await openIds([member]);
    const long = 'x'.repeat(501);
    for (const [url, body] of [
      ['/api/admin/reports/resolve', { user_ids: [member], report_ids: seen, note: long }],
      [`/api/admin/users/${member}/block`, { blocked: true, reason: long }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe('Notes can be at most 500 characters.');
    }
    const [row] = await t.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, member));
    expect(row?.isBlocked).toBe(false);
    const open = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.reportedUserId, member));
    expect(open.map((r) => r.status)).toEqual(['pending']);
    // Exactly 500 is fine.
    const ok = await post('/api/admin/reports/resolve', {
      user_ids: [member],
      report_ids: seen,
      note: 'y'.repeat(500),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('block and resolve', () => {
  it('needs a reason, keeps it on the record, resolves the reports in the same step', async () => {
    const [member] = (await insertMembers(t.database.db, 1)) as [string];
    await report(member, 'Feels like spam or a scam');
    await report(member, 'Other');
    const url = `/api/admin/users/${member}/block`;
    const missing = await post(url, { blocked: true, resolve_reports: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      message: 'Please give a reason for blocking.',
      params: { field: 'reason' },
    });
    const blank = await post(url, { blocked: true, reason: '   ' });
    expect(blank.statusCode).toBe(400);

    const res = await post(url, {
      blocked: true,
      reason: 'Asked for money',
      resolve_reports: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_blocked).toBe(true);

    const overview = (await get(`/api/admin/users/${member}/overview`)).json();
    expect(overview.user).toMatchObject({
      is_blocked: true,
      blocked_reason: 'Asked for money',
      blocked_by: { id: admin.user.id },
    });
    expect(overview.reports_against.map((r: { status: string }) => r.status)).toEqual([
      'reviewed',
      'reviewed',
    ]);
    expect(overview.reports_against[0].resolution).toBe('Asked for money');
    expect(overview.audit.map((a: { action: string }) => a.action)).toEqual([
      'user.block',
      'reports.review',
    ]);
    expect(overview.audit[0].details).toMatchObject({ reason: 'Asked for money' });
    expect(ids((await get('/api/admin/reports?limit=100')).json().items)).not.toContain(member);

    // Unblock: the reason goes from the record (the log keeps it).
    const unblock = await post(url, { blocked: false });
    expect(unblock.statusCode).toBe(200);
    const after = (await get(`/api/admin/users/${member}/overview`)).json();
    expect([after.user.is_blocked, after.user.blocked_reason]).toEqual([false, null]);
    expect(after.audit[0].action).toBe('user.unblock');
  });

  it('shows the member page: reports filed, photos, ledger; 404 for unknown ids', async () => {
    const [member, other] = (await insertMembers(t.database.db, 2)) as [string, string];
    await report(other, 'Other', { reporterUserId: member });
    const page = (await get(`/api/admin/users/${member}/overview`)).json();
    expect(page.reports_filed).toHaveLength(1);
    expect(page.reports_filed[0].reported.id).toBe(other);
    expect(page.photos).toEqual([`/files/media/${member}/photo.webp`]);
    expect(page).toMatchObject({ ledger: [], transactions: [], verifications: [] });
    expect((await get('/api/admin/users/not-a-uuid/overview')).statusCode).toBe(404);
    expect((await get(`/api/admin/users/${crypto.randomUUID()}/overview`)).statusCode).toBe(404);
  });
});

describe('who may use the queue', () => {
  it('refuses anonymous callers and members', async () => {
    const member = await onboardedMember(t.app);
    const routes: ['GET' | 'POST', string, unknown][] = [
      ['GET', '/api/admin/reports', undefined],
      ['GET', '/api/admin/queues/counts', undefined],
      ['GET', `/api/admin/users/${member.user.id}/overview`, undefined],
      [
        'POST',
        '/api/admin/reports/resolve',
        { user_ids: [member.user.id], report_ids: [crypto.randomUUID()] },
      ],
      ['GET', '/api/admin/audit.csv', undefined],
    ];
    for (const [method, url, body] of routes) {
      expect((await request(t.app, method, url, body)).statusCode, url).toBe(401);
      const asMember = await request(t.app, method, url, body, { cookie: member.cookie });
      expect(asMember.statusCode, url).toBe(403);
    }
  });
});
