import type { ReportReason } from '@dating/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reports } from '../infra/db/schema.js';
import { createAdmin, insertMembers } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';

/**
 * Decide what you saw (issue 31, decision 025): a decision names the reports it closes, so a
 * report that arrived after the queue was read stays open; the queue pages by keyset, so
 * decisions do not make "next" skip anyone. (The KYC side: verification/admin-kyc-paging.test.ts.)
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
}, 60_000);
afterAll(async () => t.close());

const get = (url: string) => request(t.app, 'GET', url, undefined, { cookie: admin.cookie });
const post = (url: string, body: unknown) =>
  request(t.app, 'POST', url, body, { cookie: admin.cookie });

type Group = { user: { id: string }; reports: { id: string; status: string }[] };

/** A report by a new member (one report per reporter and reported member). */
async function report(reported: string, reason: ReportReason = 'Other', createdAt?: Date) {
  const [from] = (await insertMembers(t.database.db, 1)) as [string];
  const [row] = await t.database.db
    .insert(reports)
    .values({ reporterUserId: from, reportedUserId: reported, reason, createdAt })
    .returning({ id: reports.id });
  return (row as { id: string }).id;
}

/** The open report ids of one member as the queue showed them. */
const seenOf = (group: Group | undefined) =>
  (group?.reports ?? []).filter((r) => r.status === 'pending').map((r) => r.id);

const statusOf = async (id: string) =>
  (await t.database.db.select().from(reports).where(eq(reports.id, id)))[0]?.status;

describe('a report that arrives after the queue was read', () => {
  it('stays open when the moderator marks the member reviewed, and the answer says so', async () => {
    const [member] = (await insertMembers(t.database.db, 1)) as [string];
    const first = await report(member, 'Other');
    const queue = (await get(`/api/admin/reports?limit=100`)).json();
    const group = queue.items.find((g: Group) => g.user.id === member);
    expect(seenOf(group)).toEqual([first]);

    // A new Underage report arrives while the moderator looks at the queue.
    const later = await report(member, 'Underage user');
    const res = await post(`/api/admin/reports/${member}/review`, { report_ids: seenOf(group) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ reports: 1, left_open: 1 });
    expect(await statusOf(first)).toBe('reviewed');
    expect(await statusOf(later)).toBe('pending');
    // The member is still in the open queue, with the one report nobody saw.
    const again = (await get(`/api/admin/reports?limit=100`)).json();
    const still = again.items.find((g: Group) => g.user.id === member);
    expect(seenOf(still)).toEqual([later]);
  });

  it('stays open in a bulk resolve too; one audit entry per member acted on', async () => {
    const members = (await insertMembers(t.database.db, 2)) as [string, string];
    const seen = [await report(members[0]), await report(members[1])];
    const later = await report(members[1], 'Feels like spam or a scam');
    const res = await post('/api/admin/reports/resolve', {
      user_ids: members,
      report_ids: seen,
      note: 'Checked',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ members: 2, reports: 2, left_open: 1 });
    expect(await statusOf(later)).toBe('pending');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetUserId, members));
    expect(entries.map((e) => e.details)).toEqual([
      expect.objectContaining({ reports: 1 }),
      expect.objectContaining({ reports: 1 }),
    ]);
  });

  it('closes nothing it was not shown: other members’ ids and unknown ids are ignored', async () => {
    const [a, b] = (await insertMembers(t.database.db, 2)) as [string, string];
    const ofB = await report(b);
    await report(a);
    const res = await post(`/api/admin/reports/${a}/review`, { report_ids: [ofB] });
    expect(res.json()).toEqual({ reports: 0, left_open: 1 });
    expect(await statusOf(ofB)).toBe('pending');
  });

  it('refuses a decision that names no report, and changes nothing', async () => {
    const [member] = (await insertMembers(t.database.db, 1)) as [string];
    const open = await report(member);
    for (const body of [{}, { report_ids: [] }, { report_ids: ['not-a-uuid'] }]) {
      const res = await post(`/api/admin/reports/${member}/review`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const bulk = await post('/api/admin/reports/resolve', { user_ids: [member] });
    expect(bulk.statusCode).toBe(400);
    expect(await statusOf(open)).toBe('pending');
  });
});

describe('keyset paging of the Reports queue', () => {
  it('does not skip anyone after decisions on the page before', async () => {
    // A reason of their own, so only these members are in the filtered queue.
    const members = (await insertMembers(t.database.db, 12)) as string[];
    const base = Date.UTC(2019, 0, 1);
    for (const [i, id] of members.entries()) {
      await report(id, 'Inappropriate Photos', new Date(base + i * 60_000));
    }
    const filter = 'reason=Inappropriate%20Photos&limit=4';
    const page1 = (await get(`/api/admin/reports?${filter}`)).json();
    expect(page1.items.map((g: Group) => g.user.id)).toEqual(members.slice(0, 4));
    expect(page1.total).toBe(12);
    // The moderator resolves three of the four on page 1, then goes to the next page.
    for (const group of page1.items.slice(0, 3) as Group[]) {
      await post(`/api/admin/reports/${group.user.id}/review`, { report_ids: seenOf(group) });
    }
    const page2 = (await get(`/api/admin/reports?${filter}&cursor=${page1.next_cursor}`)).json();
    expect(page2.items.map((g: Group) => g.user.id)).toEqual(members.slice(4, 8));
    expect(page2.total).toBe(9);
    const page3 = (await get(`/api/admin/reports?${filter}&cursor=${page2.next_cursor}`)).json();
    expect(page3.items.map((g: Group) => g.user.id)).toEqual(members.slice(8, 12));
    expect(page3.next_cursor).toBeNull();
  });

  it('pages the resolved view too, and treats a cursor it did not make as the first page', async () => {
    const first = (await get('/api/admin/reports?state=resolved&limit=2')).json();
    expect(first.items).toHaveLength(2);
    const next = (
      await get(`/api/admin/reports?state=resolved&limit=2&cursor=${first.next_cursor}`)
    ).json();
    const ids = (page: { items: Group[] }) => page.items.map((g) => g.user.id);
    expect(ids(next).some((id) => ids(first).includes(id))).toBe(false);
    const odd = await get('/api/admin/reports?state=resolved&limit=2&cursor=bm90LWEtY3Vyc29y');
    expect(odd.statusCode).toBe(200);
    expect(ids(odd.json())).toEqual(ids(first));
  });
});
