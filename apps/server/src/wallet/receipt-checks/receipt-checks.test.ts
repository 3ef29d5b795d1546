import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptReadings, walletTransactions } from '../../infra/db/schema.js';
import { createAdmin, onboardedMember } from '../../test/members.js';
import { createTestApp, request, type TestApp } from '../../test/test-app.js';
import { closeReceiptReader } from '../receipts/index.js';
import { type GeneratedReceipt, renderReceipt } from '../receipts/test-set/index.js';
import { receiptData } from '../receipts/test-set/receipt-data.js';
import { depositAs, get, post } from '../test-support.js';
import { READ_RECEIPT_JOB } from './job.js';

/**
 * The read-receipt job end to end: a member's deposit with a rendered receipt, the job run by
 * the queue (real OCR, the process's one reader), and the admin's list. OCR takes 1.5-5 s a
 * receipt on the loaded 2-core machine, hence the long timeouts.
 */

const OCR_TIMEOUT = 120_000;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let member: Awaited<ReturnType<typeof onboardedMember>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  member = await onboardedMember(t.app);
}, OCR_TIMEOUT);
afterAll(async () => {
  await t.close();
  await closeReceiptReader();
});

const layout = {
  width: 720,
  height: 1280,
  burmeseLabels: false,
  myanmarDigits: false,
  dark: false,
};

/** A KBZPay-style receipt from `seed`, its truth changed as given. */
function receipt(seed: number, change: Partial<GeneratedReceipt['truth']> = {}): GeneratedReceipt {
  const made = receiptData(seed, 'kbzpay', layout);
  return { ...made, name: `seed-${seed}`, truth: { ...made.truth, ...change } };
}

/** Deposits the rendered receipt with what the member typed; the default types what it shows. */
async function depositWith(shot: GeneratedReceipt, typed: Record<string, string> = {}) {
  const image = await renderReceipt(shot);
  return depositAs(
    t.app,
    member.cookie,
    {
      transaction_ref: shot.truth.transactionId ?? '',
      amount_kyat: String(shot.truth.amountKyat),
      ...typed,
    },
    image,
  );
}

/**
 * Runs what is queued. The member's profile photo queued a face analysis too: not this file's
 * subject, and it would load the face models, so it is dropped first.
 */
async function runJobs() {
  await t.database.db.execute(sql`delete from pgboss.job where name = 'analyse-face'`);
  return t.app.queue.drain();
}

async function readingOf(id: string) {
  const res = await get(t.app, `/api/admin/deposits?q=${id}`, admin.cookie);
  expect(res.statusCode).toBe(200);
  const item = res.json().items.find((i: { id: string }) => i.id === id);
  return item.receipt_reading;
}

describe('reading deposit receipts in the background', () => {
  it('reads a receipt that agrees with what was typed: no flags', {
    timeout: OCR_TIMEOUT,
  }, async () => {
    const shot = receipt(7001);
    const { id } = await depositWith(shot);
    expect(await readingOf(id)).toMatchObject({ status: 'pending', flags: [], amount_kyat: null });
    expect(await runJobs()).toBeGreaterThanOrEqual(1);
    expect(await readingOf(id)).toEqual({
      status: 'read',
      wallet: 'kbzpay',
      transaction_id: shot.truth.transactionId,
      amount_kyat: shot.truth.amountKyat,
      quoted_coins: shot.truth.amountKyat,
      occurred_at: new Date(shot.truth.occurredAt as string).toISOString(),
      receiver_name: 'Dating App Co., Ltd.',
      receiver_number: expect.stringMatching(/^09\*+0001$/),
      flags: [],
      reused_with: [],
    });
  });

  it('flags an amount typed other than the receipt shows', { timeout: OCR_TIMEOUT }, async () => {
    const shot = receipt(7002, { amountKyat: 60_000 });
    const { id } = await depositWith(shot, { amount_kyat: '50000' });
    await runJobs();
    const reading = await readingOf(id);
    expect(reading.amount_kyat).toBe(60_000);
    expect(reading.flags).toEqual(['amount_mismatch']);
  });

  it('flags a payment to someone else than the app', { timeout: OCR_TIMEOUT }, async () => {
    const shot = receipt(7003, { receiver: { name: 'U Aung Ko Ko', number: '09*****4821' } });
    const { id } = await depositWith(shot);
    await runJobs();
    expect((await readingOf(id)).flags).toEqual(['receiver_not_ours']);
  });

  it('flags a transaction ID already used, in another screenshot, on both deposits', {
    timeout: OCR_TIMEOUT,
  }, async () => {
    const first = receipt(7004);
    const { id: firstId } = await depositWith(first);
    await runJobs();
    // Another screenshot (other amount and time) with the same ID; the member types no ID.
    const second = receipt(7005, { transactionId: first.truth.transactionId });
    const { id: secondId } = await depositWith(second, { transaction_ref: '' });
    await runJobs();
    const reading = await readingOf(secondId);
    expect(reading.flags).toEqual(['transaction_id_reused']);
    expect(reading.reused_with).toEqual([firstId]);
    // The earlier deposit's admin learns of it too.
    const earlier = await readingOf(firstId);
    expect(earlier.flags).toEqual(['transaction_id_reused']);
    expect(earlier.reused_with).toEqual([secondId]);
    // No earlier deposit shares its screenshot or typed reference, yet one admin cannot approve it.
    const approval = await post(
      t.app,
      `/api/admin/deposits/${secondId}/approve`,
      { amount: reading.quoted_coins },
      admin.cookie,
    );
    expect(approval.json()).toMatchObject({ outcome: 'awaiting_second_approval' });
  });

  it('writes one reading when the job runs twice', { timeout: OCR_TIMEOUT }, async () => {
    const shot = receipt(7006);
    const { id } = await depositWith(shot, { amount_kyat: '1000' });
    await runJobs();
    await t.app.queue.send(READ_RECEIPT_JOB, { transactionId: id }, { singletonKey: id });
    expect(await runJobs()).toBe(1);
    const rows = await t.database.db
      .select()
      .from(receiptReadings)
      .where(eq(receiptReadings.transactionId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.flags).toEqual(['amount_mismatch']);
  });

  it('skips a deposit whose screenshot is gone', { timeout: OCR_TIMEOUT }, async () => {
    const { id } = await depositWith(receipt(7007));
    const [row] = await t.database.db
      .select({ path: walletTransactions.proofUrl })
      .from(walletTransactions)
      .where(eq(walletTransactions.id, id));
    await t.app.storage.remove('deposit-proofs', row?.path as string);
    await runJobs();
    expect((await readingOf(id)).status).toBe('pending');
  });
});

describe('who reads the readings', () => {
  it('refuses anonymous callers, members and a View As session', async () => {
    const link = await post(
      t.app,
      `/api/admin/users/${member.user.id}/impersonate`,
      { reason: 'Support ticket' },
      admin.cookie,
    );
    const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
    const bearer = (
      await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token })
    ).json().token as string;
    const url = '/api/admin/deposits';
    expect((await request(t.app, 'GET', url)).statusCode).toBe(401);
    expect((await get(t.app, url, member.cookie)).statusCode).toBe(403);
    const viewAs = await request(t.app, 'GET', url, undefined, { bearer });
    expect(viewAs.statusCode).toBe(403);
    expect(viewAs.body).not.toContain('receipt_reading');
    expect((await get(t.app, url, admin.cookie)).json().items[0]).toHaveProperty('receipt_reading');
  });
});
