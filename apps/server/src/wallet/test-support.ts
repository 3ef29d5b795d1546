/** Helpers for the shop and wallet tests (not used by the server itself). */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { userProfiles } from '../infra/db/schema.js';
import { makeJpeg, multipart, onboardedMember } from '../test/members.js';
import { request, TEST_ORIGIN } from '../test/test-app.js';
import { changeBalance } from './ledger.js';

/** Coins for a test member, the honest way: through the ledger. */
export async function giveCoins(db: Db, userId: string, coins: number): Promise<void> {
  await db.transaction((tx) => changeBalance(tx, userId, coins, 'admin_adjustment', 'test'));
}

export async function coinsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ coins: userProfiles.coins })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.coins ?? -1;
}

/** An onboarded member with `coins` (credited through the ledger). */
export async function memberWithCoins(app: FastifyInstance, coins = 0) {
  const member = await onboardedMember(app);
  if (coins) await giveCoins(app.database.db, member.user.id, coins);
  return member;
}

/** A POST with a session and, optionally, an Idempotency-Key. */
export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  cookie?: string,
  idempotencyKey?: string,
) {
  return request(app, 'POST', url, body, {
    ...(cookie ? { cookie } : {}),
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
}

export const get = (app: FastifyInstance, url: string, cookie?: string) =>
  request(app, 'GET', url, undefined, cookie ? { cookie } : {});

type DepositInput = {
  fields?: Record<string, string>;
  proof?: { data: Buffer; filename?: string; contentType?: string } | null;
};

/** POST /api/wallet/deposits as the browser's multipart form. */
export async function submitDeposit(
  app: FastifyInstance,
  cookie: string | undefined,
  input: DepositInput = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const fields = input.fields ?? { payment_method: 'kbzpay' };
  const proof = input.proof === undefined ? { data: await makeJpeg() } : input.proof;
  const files: Parameters<typeof multipart>[0] = proof
    ? {
        proof: {
          data: proof.data,
          filename: proof.filename ?? 'screenshot.jpg',
          contentType: proof.contentType ?? 'image/jpeg',
        },
      }
    : {};
  const body = multipart(files, fields);
  return app.inject({
    method: 'POST',
    url: '/api/wallet/deposits',
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      origin: TEST_ORIGIN,
      host: 'localhost:3000',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
}

/**
 * A distinct small JPEG per call: colours 16 steps apart in each channel, so the stored proof
 * (recompressed) has a different content hash too; neighbouring shades compress to the same
 * bytes, which the server rightly flags as a reused receipt (4,096 distinct per test file).
 */
let colour = 0;
export function uniqueJpeg(): Promise<Buffer> {
  colour++;
  const step = (n: number) => (n % 16) * 16 + 8;
  return makeJpeg(40, 30, {
    r: step(colour),
    g: step(Math.floor(colour / 16)),
    b: step(Math.floor(colour / 256)),
  });
}

/** A pending deposit by `cookie` (fails the test when refused). */
export async function depositAs(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string> = {},
  proof?: Buffer,
) {
  const res = await submitDeposit(app, cookie, {
    fields: { payment_method: 'kbzpay', ...fields },
    proof: { data: proof ?? (await uniqueJpeg()) },
  });
  if (res.statusCode !== 201) throw new Error(`deposit failed: ${res.body}`);
  return res.json() as { id: string };
}

/** A pending withdrawal by `cookie` (fails the test when refused). */
export async function withdrawalAs(app: FastifyInstance, cookie: string, amount = 1000) {
  const body = { amount, payout_details: 'KBZ 09 5' };
  const res = await post(app, '/api/wallet/withdrawals', body, cookie);
  if (res.statusCode !== 201) throw new Error(`withdrawal failed: ${res.body}`);
  return res.json() as { id: string };
}

export const errorOf = (res: LightMyRequestResponse) =>
  res.json().error as { code: string; message: string; params?: Record<string, unknown> };

/**
 * The ledger invariant (docs/decisions/006-money.md): every balance equals the sum of its ledger
 * deltas, and each ledger row's balance_after is the running sum up to it.
 */
export async function expectLedgerInvariant(db: Db): Promise<void> {
  const drift = rowsOf(
    await db.execute(sql`
      select p.user_id, p.coins, coalesce(sum(l.delta), 0)::int as total
      from user_profiles p left join coin_ledger l on l.user_id = p.user_id
      group by p.user_id, p.coins
      having p.coins <> coalesce(sum(l.delta), 0)`),
  );
  expect(drift).toEqual([]);
  const broken = rowsOf(
    await db.execute(sql`
      select id from (
        select id, balance_after,
          sum(delta) over (partition by user_id order by id) as running
        from coin_ledger where user_id is not null
      ) r where r.running <> r.balance_after`),
  );
  expect(broken).toEqual([]);
}
