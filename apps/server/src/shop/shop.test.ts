import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger, giftsCatalog, userGifts } from '../infra/db/schema.js';
import { createSession } from '../infra/sessions/session-store.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';
import {
  coinsOf,
  errorOf,
  expectLedgerInvariant,
  get,
  giveCoins,
  memberWithCoins,
  post,
} from '../wallet/test-support.js';
import { GIFT_CATALOGUE } from './catalogue.js';
import { seedGiftCatalogue } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bootstrap: true });
});
afterAll(async () => t.close());

async function catalogueGift(name: string) {
  const [gift] = await t.database.db.select().from(giftsCatalog).where(eq(giftsCatalog.name, name));
  if (!gift) throw new Error(`no gift ${name}`);
  return gift;
}

/** A catalogue gift with a chosen price (test data, not coins). */
async function giftPriced(price: number, isActive = true) {
  const [gift] = await t.database.db
    .insert(giftsCatalog)
    .values({
      name: `Test gift ${price} ${Math.random()}`,
      price,
      imagePath: 'catalogue/rose-v1.webp',
      isActive,
    })
    .returning();
  if (!gift) throw new Error('no gift');
  return gift;
}

const ledgerRows = (userId: string) =>
  t.database.db.select().from(coinLedger).where(eq(coinLedger.userId, userId));

describe('gift catalogue', () => {
  it('is seeded with the bundled gifts, 50 to 10,000 coins, and seeding again changes nothing', async () => {
    expect(GIFT_CATALOGUE.length).toBeGreaterThanOrEqual(12);
    const again = await seedGiftCatalogue(t.database.db, t.app.storage);
    expect(again).toEqual({ rendered: 0, inserted: 0 });
    const rows = await t.database.db.select().from(giftsCatalog);
    expect(rows.filter((r) => r.imagePath.startsWith('catalogue/'))).toHaveLength(
      GIFT_CATALOGUE.length,
    );
    const prices = GIFT_CATALOGUE.map((g) => g.price);
    expect(Math.min(...prices)).toBe(50);
    expect(Math.max(...prices)).toBe(10000);
  });

  it('lists active gifts by price with a public image URL that serves a real picture', async () => {
    const member = await onboardedMember(t.app);
    const hidden = await giftPriced(60, false);
    const res = await get(t.app, '/api/gifts', member.cookie);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; price: number; image_url: string }[];
    expect(items.map((i) => i.id)).not.toContain(hidden.id);
    const prices = items.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const rose = items.find((i) => i.price === 50) as { image_url: string };
    expect(rose).toMatchObject({ name: 'Rose', image_url: '/files/gift/catalogue/rose-v1.webp' });
    const image = await get(t.app, rose.image_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 384, 384]);
  });

  it('is for onboarded members: anonymous 401, admins and members mid-onboarding 403', async () => {
    expect((await get(t.app, '/api/gifts')).statusCode).toBe(401);
    const admin = await createAdmin(t.app);
    expect((await get(t.app, '/api/gifts', admin.cookie)).statusCode).toBe(403);
    const fresh = await signUp(t.app);
    expect(errorOf(await get(t.app, '/api/me/gifts', fresh.cookie)).code).toBe(
      'ONBOARDING_REQUIRED',
    );
    const rose = await catalogueGift('Rose');
    expect((await post(t.app, '/api/shop/buy', { gift_catalog_id: rose.id })).statusCode).toBe(401);
  });
});

describe('an admin viewing as a member', () => {
  it('may look at the shop and wallet but not move the member’s coins (403)', async () => {
    const admin = await createAdmin(t.app);
    const member = await memberWithCoins(t.app, 5000);
    const bearer = await createSession(t.database.db, member.user.id, 'bearer', admin.user.id);
    const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      request(t.app, method, url, body, { bearer });
    expect((await as('GET', '/api/wallet')).json().coins).toBe(5000);
    expect((await as('GET', '/api/gifts')).statusCode).toBe(200);
    const rose = await catalogueGift('Rose');
    const refused = [
      await as('POST', '/api/shop/buy', { gift_catalog_id: rose.id }),
      await as('POST', '/api/shop/sell', { user_gift_id: rose.id }),
      await as('POST', '/api/wallet/withdrawals', { amount: 1000, payout_details: 'mine now' }),
      await as('POST', '/api/wallet/deposits', {}),
    ];
    expect(refused.map((r) => [r.statusCode, errorOf(r).code])).toEqual(
      Array(4).fill([403, 'IMPERSONATION_READ_ONLY']),
    );
    expect(await coinsOf(t.database.db, member.user.id)).toBe(5000);
  });
});

describe('POST /api/shop/buy', () => {
  it('buys with exactly the price: balance 0, a copy of the gift, one ledger row', async () => {
    const gift = await catalogueGift('Thanaka');
    const member = await memberWithCoins(t.app, gift.price);
    const res = await post(t.app, '/api/shop/buy', { gift_catalog_id: gift.id }, member.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.coins).toBe(0);
    expect(body.user_gift).toMatchObject({
      gift_catalog_id: gift.id,
      name: 'Thanaka',
      purchase_price: 500,
      sell_price: 400,
      image_url: `/files/gift/${gift.imagePath}`,
      received_from: null,
    });
    const [owned] = await t.database.db
      .select()
      .from(userGifts)
      .where(eq(userGifts.id, body.user_gift.id));
    expect(owned).toMatchObject({
      userId: member.user.id,
      name: gift.name,
      purchasePrice: gift.price,
      imagePath: gift.imagePath,
    });
    const purchase = (await ledgerRows(member.user.id)).filter((r) => r.reason === 'gift_purchase');
    expect(purchase).toMatchObject([{ delta: -500, balanceAfter: 0, referenceId: owned?.id }]);
    await expectLedgerInvariant(t.database.db);
  });

  it("one coin short: 422 'Not enough coins!' and nothing changes", async () => {
    const gift = await catalogueGift('Lotus');
    const member = await memberWithCoins(t.app, gift.price - 1);
    const res = await post(t.app, '/api/shop/buy', { gift_catalog_id: gift.id }, member.cookie);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toEqual({ code: 'NOT_ENOUGH_COINS', message: 'Not enough coins!' });
    expect(await coinsOf(t.database.db, member.user.id)).toBe(gift.price - 1);
    expect((await get(t.app, '/api/me/gifts', member.cookie)).json().items).toEqual([]);
    await expectLedgerInvariant(t.database.db);
  });

  it('404 for an unknown or inactive gift; 400 for a malformed id', async () => {
    const member = await memberWithCoins(t.app, 10_000);
    const inactive = await giftPriced(100, false);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [inactive.id, unknown]) {
      const res = await post(t.app, '/api/shop/buy', { gift_catalog_id: id }, member.cookie);
      expect(res.statusCode).toBe(404);
    }
    const bad = await post(t.app, '/api/shop/buy', { gift_catalog_id: 'x' }, member.cookie);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('Please select a gift.');
    expect(await coinsOf(t.database.db, member.user.id)).toBe(10_000);
  });

  it('a retry with the same Idempotency-Key answers the first result and buys once', async () => {
    const gift = await catalogueGift('Rose');
    const member = await memberWithCoins(t.app, 500);
    const send = () =>
      post(t.app, '/api/shop/buy', { gift_catalog_id: gift.id }, member.cookie, 'buy-key-0001');
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await coinsOf(t.database.db, member.user.id)).toBe(450);
    const purchases = (await ledgerRows(member.user.id)).filter(
      (r) => r.reason === 'gift_purchase',
    );
    expect(purchases).toHaveLength(1);
    expect((await get(t.app, '/api/me/gifts', member.cookie)).json().items).toHaveLength(1);
    await expectLedgerInvariant(t.database.db);
  });
});

describe('GET /api/me/gifts and POST /api/shop/sell', () => {
  it('lists own gifts newest first, only the caller’s', async () => {
    const member = await memberWithCoins(t.app, 1000);
    const other = await memberWithCoins(t.app, 1000);
    const rose = await catalogueGift('Rose');
    const tea = await catalogueGift('Tea Cup');
    await post(t.app, '/api/shop/buy', { gift_catalog_id: rose.id }, member.cookie);
    await post(t.app, '/api/shop/buy', { gift_catalog_id: tea.id }, member.cookie);
    await post(t.app, '/api/shop/buy', { gift_catalog_id: rose.id }, other.cookie);
    const items = (await get(t.app, '/api/me/gifts', member.cookie)).json().items;
    expect(items.map((i: { name: string }) => i.name)).toEqual(['Tea Cup', 'Rose']);
  });

  it('sells at floor(80%) (99 → 79), deletes the gift, and a second sell is 404', async () => {
    const gift = await giftPriced(99);
    const member = await memberWithCoins(t.app, 99);
    const bought = await post(t.app, '/api/shop/buy', { gift_catalog_id: gift.id }, member.cookie);
    const userGiftId = bought.json().user_gift.id;
    expect(bought.json().user_gift.sell_price).toBe(79);
    const sold = await post(t.app, '/api/shop/sell', { user_gift_id: userGiftId }, member.cookie);
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toEqual({ coins: 79, name: gift.name, sell_price: 79 });
    expect(
      await t.database.db.select().from(userGifts).where(eq(userGifts.id, userGiftId)),
    ).toEqual([]);
    const again = await post(t.app, '/api/shop/sell', { user_gift_id: userGiftId }, member.cookie);
    expect(again.statusCode).toBe(404);
    const sale = (await ledgerRows(member.user.id)).filter((r) => r.reason === 'gift_sale');
    expect(sale).toMatchObject([{ delta: 79, balanceAfter: 79, referenceId: userGiftId }]);
    await expectLedgerInvariant(t.database.db);
  });

  it("cannot sell someone else's gift (404, nothing moves)", async () => {
    const owner = await memberWithCoins(t.app, 50);
    const thief = await memberWithCoins(t.app, 0);
    const rose = await catalogueGift('Rose');
    const bought = await post(t.app, '/api/shop/buy', { gift_catalog_id: rose.id }, owner.cookie);
    const id = bought.json().user_gift.id;
    const res = await post(t.app, '/api/shop/sell', { user_gift_id: id }, thief.cookie);
    expect(res.statusCode).toBe(404);
    expect(await coinsOf(t.database.db, thief.user.id)).toBe(0);
    const [still] = await t.database.db
      .select()
      .from(userGifts)
      .where(and(eq(userGifts.id, id), eq(userGifts.userId, owner.user.id)));
    expect(still).toBeDefined();
  });

  it('a gift sent with a superlike moves to the receiver, who can sell it at 80%', async () => {
    const sender = await onboardedMember(t.app, { gender: 'Woman', interested_in: ['Man'] });
    const receiver = await onboardedMember(t.app, { gender: 'Man', interested_in: ['Woman'] });
    await giveCoins(t.database.db, sender.user.id, 1000);
    const padauk = await catalogueGift('Padauk Flower');
    const bought = await post(
      t.app,
      '/api/shop/buy',
      { gift_catalog_id: padauk.id },
      sender.cookie,
    );
    const id = bought.json().user_gift.id;
    const swipe = { target_user_id: receiver.user.id, user_gift_id: id };
    expect((await post(t.app, '/api/swipes/gift', swipe, sender.cookie)).statusCode).toBe(200);
    expect((await get(t.app, '/api/me/gifts', sender.cookie)).json().items).toEqual([]);
    const received = (await get(t.app, '/api/me/gifts', receiver.cookie)).json().items;
    expect(received).toMatchObject([{ id, name: 'Padauk Flower', received_from: sender.user.id }]);
    // The sender cannot send or sell it again.
    expect(
      (await post(t.app, '/api/shop/sell', { user_gift_id: id }, sender.cookie)).statusCode,
    ).toBe(404);
    const sold = await post(t.app, '/api/shop/sell', { user_gift_id: id }, receiver.cookie);
    expect(sold.json()).toEqual({ coins: 800, name: 'Padauk Flower', sell_price: 800 });
    await expectLedgerInvariant(t.database.db);
  });
});
