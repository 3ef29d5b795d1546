import fs from 'node:fs';
import path from 'node:path';
import { giftSellPrice } from '@dating/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftsCatalog, userGifts } from '../infra/db/schema.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { coinsOf, get, memberWithCoins, post } from '../wallet/test-support.js';
import { GIFT_CATALOGUE, giftImagePath } from './catalogue.js';
import { seedGiftCatalogue } from './seed.js';

/** Migration 0007: owners of the retired Golden Pagoda gift now own the Jasmine Garland. */

const MIGRATION = path.join(
  import.meta.dirname,
  '..',
  'infra',
  'db',
  'migrations',
  '0007_jasmine_garland.sql',
);
const GARLAND = GIFT_CATALOGUE.find((g) => g.slug === 'jasmine-garland');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bootstrap: true });
});
afterAll(async () => t.close());

async function runMigration() {
  const statements = fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  await t.database.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

const catalogueRow = async (name: string) =>
  (await t.database.db.select().from(giftsCatalog).where(eq(giftsCatalog.name, name)))[0];

describe('0007_jasmine_garland', () => {
  it('is the bundled gift that replaced the pagoda, at the same top price', () => {
    expect(GARLAND).toEqual({ slug: 'jasmine-garland', name: 'Jasmine Garland', price: 10000 });
    expect(GIFT_CATALOGUE.map((g) => g.name)).not.toContain('Golden Pagoda');
  });

  it('moves pagoda owners to the garland, keeps what they paid and deletes the pagoda row', async () => {
    const db = t.database.db;
    // The database as the previous release left it: a pagoda (price and flag changed by an
    // operator), owned by two members, and no garland yet.
    await db.delete(giftsCatalog).where(eq(giftsCatalog.name, 'Jasmine Garland'));
    const [pagoda] = await db
      .insert(giftsCatalog)
      .values({
        name: 'Golden Pagoda',
        price: 9000,
        imagePath: 'catalogue/golden-pagoda-v1.webp',
        isActive: false,
      })
      .returning();
    if (!pagoda) throw new Error('no pagoda');
    const buyer = await memberWithCoins(t.app, 0);
    const receiver = await memberWithCoins(t.app, 0);
    const owned = await db
      .insert(userGifts)
      .values(
        [
          { userId: buyer.user.id, purchasePrice: 10000 },
          { userId: receiver.user.id, purchasePrice: 9000, receivedFrom: buyer.user.id },
        ].map((row) => ({
          ...row,
          giftCatalogId: pagoda.id,
          name: pagoda.name,
          imagePath: pagoda.imagePath,
        })),
      )
      .returning();

    await runMigration();
    await runMigration(); // a second run finds no pagoda and changes nothing

    expect(await catalogueRow('Golden Pagoda')).toBeUndefined();
    const garland = await catalogueRow('Jasmine Garland');
    expect(garland).toMatchObject({ price: 9000, isActive: false });
    expect(garland?.imagePath).toBe(GARLAND && giftImagePath(GARLAND));
    const moved = await db
      .select()
      .from(userGifts)
      .where(eq(userGifts.giftCatalogId, garland?.id ?? ''));
    expect(moved.map((g) => [g.id, g.name, g.purchasePrice, g.receivedFrom]).sort()).toEqual(
      owned.map((g) => [g.id, 'Jasmine Garland', g.purchasePrice, g.receivedFrom]).sort(),
    );

    // The seed leaves the migrated row alone, and the owner sees and sells the garland.
    await seedGiftCatalogue(db, t.app.storage);
    expect(await catalogueRow('Golden Pagoda')).toBeUndefined();
    const mine = await get(t.app, '/api/me/gifts', buyer.cookie);
    const item = mine.json().items[0];
    expect(item).toMatchObject({ name: 'Jasmine Garland', gift_catalog_id: garland?.id });
    const picture = await t.app.inject({
      method: 'GET',
      url: new URL(item.image_url, 'http://x').pathname,
    });
    expect(picture.statusCode).toBe(200);
    const sold = await post(t.app, '/api/shop/sell', { user_gift_id: item.id }, buyer.cookie);
    expect(sold.statusCode).toBe(200);
    expect(await coinsOf(db, buyer.user.id)).toBe(giftSellPrice(10000));
  });
});
