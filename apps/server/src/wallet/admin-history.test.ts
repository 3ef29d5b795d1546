import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { coinsOf, depositAs, get, memberWithCoins, post, withdrawalAs } from './test-support.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ bootstrap: true });
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

const deposit = (cookie: string) => depositAs(t.app, cookie);
const withdrawal = (cookie: string) => withdrawalAs(t.app, cookie);

describe('admin history and access', () => {
  it('lists decided transactions newest first, by type, by username or id prefix, paged', async () => {
    const member = await memberWithCoins(t.app, 5000);
    const d = await deposit(member.cookie);
    const w = await withdrawal(member.cookie);
    const pending = await withdrawal(member.cookie);
    await post(t.app, `/api/admin/deposits/${d.id}/approve`, { amount: 10 }, admin.cookie);
    await post(t.app, `/api/admin/withdrawals/${w.id}/reject`, {}, admin.cookie);
    const later = await deposit(member.cookie);
    await post(t.app, `/api/admin/deposits/${later.id}/reject`, {}, admin.cookie);
    // Case-insensitive "contains" on the username (a longer username may contain this one).
    const q = encodeURIComponent(member.username.toUpperCase().slice(1));
    const byName = (await get(t.app, `/api/admin/transactions?q=${q}`, admin.cookie)).json();
    for (const item of byName.items) {
      expect(item.user.username.toLowerCase()).toContain(member.username.slice(1).toLowerCase());
    }
    byName.items = byName.items.filter(
      (i: { user: { id: string } }) => i.user.id === member.user.id,
    );
    expect(byName.items.map((i: { id: string }) => i.id)).toEqual([later.id, w.id, d.id]);
    expect(byName.items[1]).toMatchObject({
      type: 'withdraw',
      status: 'rejected',
      payout_details: 'KBZ 09 5',
      admin_notes: 'No reason provided',
      user: { id: member.user.id },
    });
    expect(byName.items[2]).toMatchObject({
      status: 'approved',
      amount: 10,
      payment_method: 'kbzpay',
      proof_url: expect.any(String),
    });
    const deposits = (
      await get(t.app, `/api/admin/transactions?type=deposit&q=${q}`, admin.cookie)
    ).json();
    expect(deposits.items.map((i: { type: string }) => i.type)).not.toContain('withdraw');
    expect(deposits.items.map((i: { id: string }) => i.id)).toEqual([later.id, d.id]);
    const byId = (
      await get(t.app, `/api/admin/transactions?q=${w.id.slice(0, 8)}`, admin.cookie)
    ).json();
    expect(byId.items.map((i: { id: string }) => i.id)).toEqual([w.id]);
    // Pending requests are not history; pages follow next_cursor.
    const all = (await get(t.app, '/api/admin/transactions?limit=2', admin.cookie)).json();
    expect(all.items.map((i: { id: string }) => i.id)).toEqual([later.id, w.id]);
    expect(all.next_cursor).toBe(w.id);
    const next = (
      await get(t.app, `/api/admin/transactions?limit=2&cursor=${all.next_cursor}`, admin.cookie)
    ).json();
    expect(next).toMatchObject({ items: [{ id: d.id }], next_cursor: null });
    const everything = (await get(t.app, '/api/admin/transactions', admin.cookie)).json();
    expect(everything.items.map((i: { id: string }) => i.id)).not.toContain(pending.id);
    const wild = (await get(t.app, '/api/admin/transactions?q=%25', admin.cookie)).json();
    expect(wild.items).toEqual([]);
  });

  it('members get 403 and anonymous callers 401 on every admin money route', async () => {
    const member = await onboardedMember(t.app);
    const { id } = await deposit(member.cookie);
    const routes: ['GET' | 'POST', string, unknown][] = [
      ['GET', '/api/admin/deposits', undefined],
      ['POST', `/api/admin/deposits/${id}/approve`, { amount: 100 }],
      ['POST', `/api/admin/deposits/${id}/reject`, {}],
      ['GET', '/api/admin/withdrawals', undefined],
      ['POST', `/api/admin/withdrawals/${id}/approve`, {}],
      ['POST', `/api/admin/withdrawals/${id}/reject`, {}],
      ['GET', '/api/admin/transactions', undefined],
    ];
    for (const [method, url, body] of routes) {
      const asMember = await request(t.app, method, url, body, { cookie: member.cookie });
      expect(asMember.statusCode, url).toBe(403);
      expect((await request(t.app, method, url, body)).statusCode, url).toBe(401);
    }
    expect(await coinsOf(t.database.db, member.user.id)).toBe(0);
  });
});
