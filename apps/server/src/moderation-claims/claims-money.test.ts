import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletTransactions } from '../infra/db/schema.js';
import { createAdmin } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { coinsOf } from '../wallet/test-support.js';
import { claimItem, openItem, type QueueItem, storedClaim } from './test-items.js';

/**
 * Claims on the money queues beyond a plain approval (claims-decide.test.ts): rejections and the
 * first of two approvals (four eyes) are decisions too (docs/decisions/026-moderation-claims.md).
 */

// Withdrawals are asked for 1000 coins (test-items.ts): above this, they need two approvals.
const LIMIT = 500;
let t: TestApp;
let first: Awaited<ReturnType<typeof createAdmin>>;
let second: Awaited<ReturnType<typeof createAdmin>>;
let third: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ fourEyesCoins: LIMIT });
  first = await createAdmin(t.app);
  second = await createAdmin(t.app);
  third = await createAdmin(t.app);
});
afterAll(async () => t.close());

type Caller = { cookie?: string; bearer?: string };
const path = (item: QueueItem) => (item.kind === 'deposit' ? 'deposits' : 'withdrawals');
const reject = (item: QueueItem, who: Caller) =>
  request(t.app, 'POST', `/api/admin/${path(item)}/${item.id}/reject`, { admin_notes: 'x' }, who);
const approveWithdrawal = (item: QueueItem, who: Caller) =>
  request(
    t.app,
    'POST',
    `/api/admin/withdrawals/${item.id}/approve`,
    { payout_reference: 'PAY-7' },
    who,
  );

async function stored(item: QueueItem) {
  const [row] = await t.database.db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.id, item.id));
  return row;
}

describe.each(['deposit', 'withdrawal'] as const)('a claimed %s', (kind) => {
  it('cannot be rejected by another admin; its holder rejects it', async () => {
    const item = await openItem(t.app, kind);
    const coinsBefore = await coinsOf(t.database.db, item.memberId);
    expect((await claimItem(t.app, item, first)).statusCode).toBe(200);

    const refused = await reject(item, second);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'ITEM_CLAIMED',
      params: { username: first.user.username },
    });
    expect((await stored(item))?.status).toBe('pending');
    // A refused withdrawal rejection returned no held coins.
    expect(await coinsOf(t.database.db, item.memberId)).toBe(coinsBefore);
    expect((await storedClaim(t.app, item))?.adminId).toBe(first.user.id);

    const rejected = await reject(item, first);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await stored(item))?.status).toBe('rejected');
    expect(await storedClaim(t.app, item)).toBeUndefined();
  });
});

describe('a claimed withdrawal that needs two approvals', () => {
  it('refuses another admin its first approval, and a claim on the second one holds too', async () => {
    const item = await openItem(t.app, 'withdrawal');
    expect((await claimItem(t.app, item, first)).statusCode).toBe(200);

    const refused = await approveWithdrawal(item, second);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('ITEM_CLAIMED');
    expect((await stored(item))?.firstApprovedBy).toBeNull();

    const firstApproval = await approveWithdrawal(item, first);
    expect(firstApproval.statusCode, firstApproval.body).toBe(200);
    expect(firstApproval.json().outcome).toBe('awaiting_second_approval');
    // The first approval was the holder's decision: the claim ended with it.
    expect(await storedClaim(t.app, item)).toBeUndefined();

    // The second approval is claimed by whoever opens it next.
    expect((await claimItem(t.app, item, second)).statusCode).toBe(200);
    const othersSecond = await approveWithdrawal(item, third);
    expect(othersSecond.statusCode, othersSecond.body).toBe(409);
    expect(othersSecond.json().error.params.username).toBe(second.user.username);
    expect((await stored(item))?.status).toBe('pending');

    const completed = await approveWithdrawal(item, second);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().outcome).toBe('decided');
    expect((await stored(item))?.status).toBe('approved');
  });
});
