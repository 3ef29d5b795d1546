import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kycRequests } from '../infra/db/schema.js';
import { createAdmin, insertMembers, onboardedMember } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

/**
 * Decide what you saw, the KYC side (issue 31, decision 025): the list pages by keyset past 200
 * requests, also while requests are decided; the same decision twice (a double click, a second
 * tab) answers with the decision made instead of a failure.
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

describe('the KYC list', () => {
  it('pages past 200 requests without losing or repeating one, also while deciding', async () => {
    const users = (await insertMembers(t.database.db, 3)) as string[];
    const base = Date.UTC(2018, 0, 1);
    const inserted = await t.database.db
      .insert(kycRequests)
      .values(
        Array.from({ length: 230 }, (_, i) => ({
          userId: users[i % 3] as string,
          // Pairs share a time: only the id orders them.
          createdAt: new Date(base + Math.floor(i / 2) * 1000),
        })),
      )
      .returning({ id: kycRequests.id });
    const mine = new Set(inserted.map((r) => r.id));
    const seen: string[] = [];
    let cursor: string | null = null;
    let decided = 0;
    do {
      const res = await get(`/api/admin/kyc?status=pending${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { items: { id: string }[]; next_cursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(50);
      seen.push(...page.items.map((i) => i.id).filter((id) => mine.has(id)));
      // Approving the first two of each page must not make the next page skip anything.
      for (const item of page.items.filter((i) => mine.has(i.id)).slice(0, 2)) {
        const decision = await post(`/api/admin/kyc/${item.id}/decision`, { status: 'approved' });
        expect(decision.statusCode).toBe(200);
        decided += 1;
      }
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(230);
    expect(new Set(seen).size).toBe(230);
    expect(decided).toBeGreaterThan(0);
  });
});

describe('the same KYC decision twice', () => {
  it('answers with the decision made, not a failure; a different decision is refused', async () => {
    const [user] = (await insertMembers(t.database.db, 1)) as [string];
    const [row] = await t.database.db
      .insert(kycRequests)
      .values({ userId: user })
      .returning({ id: kycRequests.id });
    const url = `/api/admin/kyc/${row?.id}/decision`;
    const [one, two] = await Promise.all([
      post(url, { status: 'approved' }),
      post(url, { status: 'approved' }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect([one.json().outcome, two.json().outcome].sort()).toEqual(['already_decided', 'decided']);
    expect(two.json().status).toBe('approved');
    const other = await post(url, { status: 'denied', reason: 'Changed my mind' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('ALREADY_DECIDED');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, user));
    expect(audits).toHaveLength(1);
  });
});

describe('who may page the KYC list and decide', () => {
  it('refuses anonymous callers, members and a "View As" session, also with a cursor', async () => {
    const [user] = (await insertMembers(t.database.db, 1)) as [string];
    await t.database.db.insert(kycRequests).values([{ userId: user }, { userId: user }]);
    const first = await get('/api/admin/kyc?status=pending&limit=1');
    const { items, next_cursor } = first.json() as {
      items: { id: string }[];
      next_cursor: string | null;
    };
    expect(next_cursor).not.toBeNull();
    const page = `/api/admin/kyc?status=pending&limit=1&cursor=${next_cursor}`;
    const decision = `/api/admin/kyc/${items[0]?.id}/decision`;
    const member = await signUp(t.app);
    const target = await onboardedMember(t.app);
    const link = await post(`/api/admin/users/${target.user.id}/impersonate`, {
      reason: 'Support ticket',
    });
    const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
    const redeemed = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
    const viewAs = { bearer: redeemed.json().token as string };
    for (const [who, options, status] of [
      ['anonymous', {}, 401],
      ['member', { cookie: member.cookie }, 403],
      ['View As', viewAs, 403],
    ] as const) {
      const list = await request(t.app, 'GET', page, undefined, options);
      expect([who, list.statusCode]).toEqual([who, status]);
      const decided = await request(t.app, 'POST', decision, { status: 'approved' }, options);
      expect([who, decided.statusCode]).toEqual([who, status]);
    }
    // Nothing was decided by them: the request is still open, and the admin decides it.
    expect((await post(decision, { status: 'approved' })).json().outcome).toBe('decided');
  });
});
