import { ADMIN_PAGE_DEFAULT, type PaymentMethod } from '@dating/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletTransactions } from '../infra/db/schema.js';
import { createAdmin, insertMembers, onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { get, post } from './test-support.js';

/**
 * The open Deposits and Withdrawals queues are paged (issue 20: "Nothing open ever falls off a
 * page"): oldest first by (created_at, id), page numbers like the Reports queue, and totals that
 * agree with the sidebar and the dashboard.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  [owner] = (await insertMembers(t.database.db, 1)) as [string];
}, 60_000);
afterAll(async () => t.close());

type Item = { id: string; created_at: string };
type Page = { items: Item[]; total: number; page: number; page_count: number };

const list = async (url: string): Promise<Page> => {
  const res = await get(t.app, url, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Every page of a queue, in order. */
async function allPages(path: string, query = ''): Promise<Page[]> {
  const first = await list(`${path}?${query}`);
  const pages = [first];
  for (let page = 2; page <= first.page_count; page++) {
    pages.push(await list(`${path}?${query}&page=${page}`));
  }
  return pages;
}

const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 0, minute));
let clock = 0;

/**
 * Rows straight into the database (no screenshots to process), each a minute after the last;
 * `sameTime` rows share one created_at, so only the id orders them.
 */
async function insert(
  type: 'deposit' | 'withdraw',
  count: number,
  extra: Partial<typeof walletTransactions.$inferInsert> = {},
  sameTime = false,
) {
  const base = clock;
  clock += sameTime ? 1 : count;
  const rows = await t.database.db
    .insert(walletTransactions)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId: owner,
        type,
        paymentMethod: 'kbzpay' as PaymentMethod,
        amount: type === 'withdraw' ? 1000 : null,
        createdAt: at(sameTime ? base : base + i),
        ...extra,
      })),
    )
    .returning({ id: walletTransactions.id, createdAt: walletTransactions.createdAt });
  return rows;
}

/** The queue's order: oldest first, then the id (PostgreSQL compares uuids as their hex text). */
const byAge = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

async function countsAgree(filteredTotals: { deposits: number; withdrawals: number }) {
  const stats = (await get(t.app, '/api/admin/stats', admin.cookie)).json();
  const counts = (await get(t.app, '/api/admin/queues/counts', admin.cookie)).json();
  expect(counts.deposits).toBe(stats.pending_deposits);
  expect(counts.withdrawals).toBe(stats.pending_withdrawals);
  expect(filteredTotals).toEqual({ deposits: counts.deposits, withdrawals: counts.withdrawals });
}

describe('the open money queues, paged', () => {
  it('lists each open deposit on exactly one page, oldest first; totals agree with the counts', async () => {
    const open = [
      ...(await insert('deposit', ADMIN_PAGE_DEFAULT - 2)),
      // Three at the same moment around the page boundary: the id decides, the same each time.
      ...(await insert('deposit', 3, {}, true)),
      ...(await insert('deposit', 4)),
    ];
    // Decided deposits and open withdrawals in between belong to no deposit page.
    await insert('deposit', 3, { status: 'approved', amount: 100 });
    await insert('deposit', 2, { status: 'rejected' });
    await insert('withdraw', 2);
    const expected = [...open].sort(byAge).map((row) => row.id);

    const pages = await allPages('/api/admin/deposits');
    expect(pages.map((p) => [p.page, p.items.length, p.total, p.page_count])).toEqual([
      [1, ADMIN_PAGE_DEFAULT, open.length, 2],
      [2, open.length - ADMIN_PAGE_DEFAULT, open.length, 2],
    ]);
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(expected);
    // The same request answers the same page (a stable order, not an accident of the plan).
    expect((await list('/api/admin/deposits?page=2')).items.map((i) => i.id)).toEqual(
      expected.slice(ADMIN_PAGE_DEFAULT),
    );

    const withdrawals = await list('/api/admin/withdrawals');
    await countsAgree({ deposits: pages[0]?.total ?? -1, withdrawals: withdrawals.total });
  });

  it('after a decision on page 1 the next open item moves up and none is lost', async () => {
    const before = (await allPages('/api/admin/deposits', 'limit=7')).flatMap((p) => p.items);
    const decided = before[2] as Item;
    const approve = await post(
      t.app,
      `/api/admin/deposits/${decided.id}/approve`,
      { amount: 100 },
      admin.cookie,
    );
    expect(approve.statusCode, approve.body).toBe(200);
    const rejected = before[0] as Item;
    const reject = await post(t.app, `/api/admin/deposits/${rejected.id}/reject`, {}, admin.cookie);
    expect(reject.statusCode, reject.body).toBe(200);

    const pages = await allPages('/api/admin/deposits', 'limit=7');
    const after = pages.flatMap((p) => p.items.map((i) => i.id));
    const left = before.map((i) => i.id).filter((id) => id !== decided.id && id !== rejected.id);
    expect(after).toEqual(left);
    expect(pages[0]?.total).toBe(before.length - 2);
    // Page 2's first two items are now the last of page 1.
    expect(pages[0]?.items.slice(-2).map((i) => i.id)).toEqual([before[7]?.id, before[8]?.id]);
    await countsAgree({
      deposits: pages[0]?.total ?? -1,
      withdrawals: (await list('/api/admin/withdrawals')).total,
    });
  });

  it('pages withdrawals the same way, and filters count only what they match', async () => {
    await insert('withdraw', 3, { paymentMethod: 'wavepay' });
    await insert('withdraw', 2, { status: 'rejected' });
    const all = (await allPages('/api/admin/withdrawals', 'limit=2')).flatMap((p) => p.items);
    const total = (await list('/api/admin/withdrawals')).total;
    expect(all).toHaveLength(total);
    expect(new Set(all.map((i) => i.id)).size).toBe(total);
    const times = all.map((i) => Date.parse(i.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const wave = await allPages('/api/admin/withdrawals', 'method=wavepay&limit=2');
    expect(wave.map((p) => [p.items.length, p.total, p.page_count])).toEqual([
      [2, 3, 2],
      [1, 3, 2],
    ]);
  });

  it('clamps a page or limit that is not a number it can use, as the Reports queue does', async () => {
    const first = await list('/api/admin/deposits?limit=3');
    for (const page of ['0', '-2', 'abc', '1.5', '', '100001']) {
      const res = await list(`/api/admin/deposits?limit=3&page=${page}`);
      expect([res.page, res.items], `page=${page}`).toEqual([1, first.items]);
    }
    // Past the last page: empty, and the real total says where the last page is.
    const past = await list('/api/admin/deposits?limit=3&page=999');
    expect([past.items, past.page, past.total, past.page_count]).toEqual([
      [],
      999,
      first.total,
      first.page_count,
    ]);
    expect((await list('/api/admin/deposits?limit=0')).items).toHaveLength(1);
    expect((await list('/api/admin/deposits?limit=abc')).items).toHaveLength(ADMIN_PAGE_DEFAULT);
  });

  it('refuses anonymous callers (401), members (403) and a View As session (403)', async () => {
    const member = await onboardedMember(t.app);
    const link = await request(
      t.app,
      'POST',
      `/api/admin/users/${member.user.id}/impersonate`,
      { reason: 'Support ticket' },
      { cookie: admin.cookie },
    );
    const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
    const redeemed = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
    const bearer = redeemed.json().token as string;
    expect(bearer).toBeTruthy();
    for (const url of ['/api/admin/deposits?page=2', '/api/admin/withdrawals?page=2']) {
      expect((await request(t.app, 'GET', url)).statusCode, url).toBe(401);
      expect((await get(t.app, url, member.cookie)).statusCode, url).toBe(403);
      const viewAs = await request(t.app, 'GET', url, undefined, { bearer });
      expect(viewAs.statusCode, url).toBe(403);
      expect(viewAs.json()).not.toHaveProperty('items');
    }
  });
});
