import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletTransactions } from '../infra/db/schema.js';
import { sha256Hex } from '../infra/images/index.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, signUp, type TestApp } from '../test/test-app.js';
import {
  coinsOf,
  depositAs,
  errorOf,
  get,
  memberWithCoins,
  post,
  submitDeposit,
  uniqueJpeg,
  withdrawalAs,
} from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bootstrap: true });
});
afterAll(async () => t.close());

const transactionsOf = (userId: string) =>
  t.database.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));

describe('GET /api/wallet', () => {
  it('shows coins, the withdrawable amount above the 500 reserve, and the deposit accounts', async () => {
    const member = await memberWithCoins(t.app, 2040);
    const res = await get(t.app, '/api/wallet', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      coins: 2040,
      withdrawable: 1540,
      payment_methods: [
        {
          id: 'kbzpay',
          name: 'KBZ Pay',
          account_name: 'Dating App Co., Ltd.',
          account_number: '09 000 000 001',
        },
        {
          id: 'wavepay',
          name: 'Wave Pay',
          account_name: 'Dating App Co., Ltd.',
          account_number: '09 000 000 002',
        },
      ],
      coins_per_kyat: 1,
      pending: { deposits: 0, deposit_kyat: 0, withdrawals: 0, withdrawal_coins: 0 },
    });
    const poor = await memberWithCoins(t.app, 300);
    expect((await get(t.app, '/api/wallet', poor.cookie)).json().withdrawable).toBe(0);
  });

  it('counts every deposit and withdrawal still waiting for an admin, not a page of them', async () => {
    const member = await memberWithCoins(t.app, 9000);
    const other = await memberWithCoins(t.app, 9000);
    await depositAs(t.app, member.cookie, { amount_kyat: '5000' });
    await depositAs(t.app, member.cookie, { amount_kyat: '3000' });
    const decided = await withdrawalAs(t.app, member.cookie, 1000);
    await withdrawalAs(t.app, member.cookie, 1500);
    await withdrawalAs(t.app, other.cookie, 2000); // someone else's
    // A decided one no longer counts (set directly: the decisions have their own tests).
    await t.database.db
      .update(walletTransactions)
      .set({ status: 'rejected' })
      .where(eq(walletTransactions.id, decided.id));
    expect((await get(t.app, '/api/wallet', member.cookie)).json().pending).toEqual({
      deposits: 2,
      deposit_kyat: 8000,
      withdrawals: 1,
      withdrawal_coins: 1500,
    });
  });

  it('refuses anonymous callers (401) and admins (403)', async () => {
    expect((await get(t.app, '/api/wallet')).statusCode).toBe(401);
    expect((await get(t.app, '/api/wallet/transactions')).statusCode).toBe(401);
    expect((await submitDeposit(t.app, undefined)).statusCode).toBe(401);
    expect((await post(t.app, '/api/wallet/withdrawals', {})).statusCode).toBe(401);
    const admin = await createAdmin(t.app);
    expect((await get(t.app, '/api/wallet', admin.cookie)).statusCode).toBe(403);
  });
});

describe('POST /api/wallet/deposits', () => {
  it('stores a pending deposit with its screenshot, privately, re-encoded', async () => {
    const member = await onboardedMember(t.app);
    const jpeg = await uniqueJpeg();
    const res = await submitDeposit(t.app, member.cookie, {
      fields: { payment_method: 'wavepay', transaction_ref: '  TX-12345  ' },
      proof: { data: jpeg },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      type: 'deposit',
      status: 'pending',
      payment_method: 'wavepay',
      transaction_ref: 'TX-12345',
      amount: null,
      proof_url: `/files/deposit-proofs/${member.user.id}/${body.id}.webp`,
    });
    const [row] = await transactionsOf(member.user.id);
    expect(row?.proofSha256).toBe(sha256Hex(jpeg));
    expect(row?.proofUrl).toBe(`${member.user.id}/${body.id}.webp`);
    // The owner and admins can open it; another member and anonymous callers get 404.
    const own = await get(t.app, body.proof_url, member.cookie);
    expect(own.statusCode).toBe(200);
    expect((await sharp(own.rawPayload).metadata()).format).toBe('webp');
    const admin = await createAdmin(t.app);
    expect((await get(t.app, body.proof_url, admin.cookie)).statusCode).toBe(200);
    const other = await onboardedMember(t.app);
    expect((await get(t.app, body.proof_url, other.cookie)).statusCode).toBe(404);
    expect((await get(t.app, body.proof_url)).statusCode).toBe(404);
    // No coins move until an admin approves.
    expect(await coinsOf(t.database.db, member.user.id)).toBe(0);
  });

  it('treats a blank reference as none', async () => {
    const member = await onboardedMember(t.app);
    const res = await submitDeposit(t.app, member.cookie, {
      fields: { payment_method: 'kbzpay', transaction_ref: '   ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().transaction_ref).toBeNull();
  });

  it('stores a Zawgyi reference note as Unicode (multipart fields too)', async () => {
    const member = await onboardedMember(t.app);
    const res = await submitDeposit(t.app, member.cookie, {
      fields: { payment_method: 'wavepay', transaction_ref: 'ေငြလႊဲ 123' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().transaction_ref).toBe('ငွေလွှဲ 123');
  });

  it('gives the spec message for each invalid form and stores nothing', async () => {
    const member = await onboardedMember(t.app);
    const cases: [Parameters<typeof submitDeposit>[2], string, string][] = [
      [{ proof: null }, 'DEPOSIT_PROOF_REQUIRED', 'Please upload a payment screenshot.'],
      [
        { proof: { data: Buffer.alloc(0) } },
        'DEPOSIT_PROOF_REQUIRED',
        'Please upload a payment screenshot.',
      ],
      [
        {
          proof: {
            data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
            filename: 'x.jpg',
          },
        },
        'IMAGE_REQUIRED',
        'Please upload an image file.',
      ],
      [
        {
          proof: {
            data: Buffer.from('%PDF-1.4 not a picture at all'),
            contentType: 'application/pdf',
          },
        },
        'IMAGE_REQUIRED',
        'Please upload an image file.',
      ],
      [{ fields: {} }, 'VALIDATION_FAILED', 'Please select a payment method.'],
      [
        { fields: { payment_method: 'paypal' } },
        'VALIDATION_FAILED',
        'Please select a payment method.',
      ],
      [
        { fields: { payment_method: 'kbzpay', transaction_ref: 'x'.repeat(101) } },
        'VALIDATION_FAILED',
        'The transaction reference can be at most 100 characters.',
      ],
      ...['abc', '-5', '0', '1.5', '1e3', '2000000000'].map(
        (amount_kyat): (typeof cases)[number] => [
          { fields: { payment_method: 'kbzpay', amount_kyat } },
          'VALIDATION_FAILED',
          'Please enter a valid amount.',
        ],
      ),
    ];
    for (const [input, code, message] of cases) {
      const res = await submitDeposit(t.app, member.cookie, input);
      expect(res.statusCode, message).toBe(400);
      expect(errorOf(res)).toMatchObject({ code, message });
    }
    // A JSON body is not a form: the screenshot is missing.
    const json = await post(
      t.app,
      '/api/wallet/deposits',
      { payment_method: 'kbzpay' },
      member.cookie,
    );
    expect(errorOf(json).message).toBe('Please upload a payment screenshot.');
    expect(await transactionsOf(member.user.id)).toEqual([]);
    expect(await t.app.storage.exists('deposit-proofs', `${member.user.id}/x.webp`)).toBe(false);
  });

  it('answers a retry with the same Idempotency-Key with the same deposit', async () => {
    const member = await onboardedMember(t.app);
    const jpeg = await uniqueJpeg();
    const send = () =>
      submitDeposit(
        t.app,
        member.cookie,
        { proof: { data: jpeg } },
        { 'idempotency-key': 'dep-key-0001' },
      );
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await transactionsOf(member.user.id)).toHaveLength(1);
  });
});

describe('GET /api/wallet/transactions', () => {
  it('lists own transactions newest first, paged', async () => {
    const member = await memberWithCoins(t.app, 10_000);
    const other = await memberWithCoins(t.app, 10_000);
    await post(
      t.app,
      '/api/wallet/withdrawals',
      { amount: 1000, payout_details: 'a' },
      other.cookie,
    );
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post(
        t.app,
        '/api/wallet/withdrawals',
        { amount: 1000 + i, payout_details: `p${i}` },
        member.cookie,
      );
      ids.push(res.json().id);
    }
    ids.push(
      (await submitDeposit(t.app, member.cookie, { proof: { data: await uniqueJpeg() } })).json()
        .id,
    );
    const all = (await get(t.app, '/api/wallet/transactions', member.cookie)).json();
    expect(all.items.map((i: { id: string }) => i.id)).toEqual([...ids].reverse());
    expect(all.next_cursor).toBeNull();
    const first = (await get(t.app, '/api/wallet/transactions?limit=3', member.cookie)).json();
    expect(first.items).toHaveLength(3);
    const rest = (
      await get(
        t.app,
        `/api/wallet/transactions?limit=3&cursor=${first.next_cursor}`,
        member.cookie,
      )
    ).json();
    expect(rest.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    expect(rest.next_cursor).toBeNull();
  });

  it('is empty for a new member', async () => {
    const fresh = await memberWithCoins(t.app, 0);
    expect((await get(t.app, '/api/wallet/transactions', fresh.cookie)).json()).toEqual({
      items: [],
      next_cursor: null,
    });
    const unonboarded = await signUp(t.app);
    expect((await get(t.app, '/api/wallet', unonboarded.cookie)).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the shop, wallet and admin money routes', async () => {
    const res = await get(t.app, '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/gifts',
      '/api/me/gifts',
      '/api/shop/buy',
      '/api/shop/sell',
      '/api/wallet',
      '/api/wallet/transactions',
      '/api/wallet/deposits',
      '/api/wallet/withdrawals',
      '/api/admin/deposits',
      '/api/admin/deposits/{id}/approve',
      '/api/admin/withdrawals/{id}/reject',
      '/api/admin/transactions',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
