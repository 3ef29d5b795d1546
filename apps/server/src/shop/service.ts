import { randomUUID } from 'node:crypto';
import { giftSellPrice, type OwnedGift } from '@dating/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { giftsCatalog, userGifts } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { storageUrl } from '../infra/storage/index.js';
import { changeBalance, lockMemberRow } from '../wallet/index.js';

type UserGiftRow = typeof userGifts.$inferSelect;

export function toOwnedGift(row: UserGiftRow): OwnedGift {
  return {
    id: row.id,
    gift_catalog_id: row.giftCatalogId,
    name: row.name,
    purchase_price: row.purchasePrice,
    sell_price: giftSellPrice(row.purchasePrice),
    image_url: storageUrl('gift', row.imagePath),
    received_from: row.receivedFrom,
    created_at: row.createdAt.toISOString(),
  };
}

/** The gift shop (spec "Shop", remote functions buy_gift and sell_gift). */
export function createShopService(db: Db) {
  /** Active gifts, cheapest first. */
  async function listCatalogue() {
    const rows = await db
      .select()
      .from(giftsCatalog)
      .where(eq(giftsCatalog.isActive, true))
      .orderBy(asc(giftsCatalog.price), asc(giftsCatalog.name));
    return {
      items: rows.map((g) => ({
        id: g.id,
        name: g.name,
        price: g.price,
        image_url: storageUrl('gift', g.imagePath),
      })),
    };
  }

  /** Own gifts (bought or received with a superlike), newest first. */
  async function listOwn(userId: string) {
    const rows = await db
      .select()
      .from(userGifts)
      .where(eq(userGifts.userId, userId))
      .orderBy(desc(userGifts.createdAt), desc(userGifts.id));
    return { items: rows.map(toOwnedGift) };
  }

  /**
   * buy_gift: one transaction. The member is locked first (ledger.ts lock order), then the
   * catalogue row is share-locked (it cannot be deactivated half-way), the price is taken from
   * the balance by the ledger's conditional update ('Not enough coins!' when short, nothing
   * written), and the member's copy keeps name, price and picture as bought.
   */
  async function buy(userId: string, giftCatalogId: string) {
    return db.transaction(async (tx) => {
      if (!(await lockMemberRow(tx, userId, 'no key update'))) throw new AppError('NOT_FOUND');
      const [gift] = await tx
        .select()
        .from(giftsCatalog)
        .where(and(eq(giftsCatalog.id, giftCatalogId), eq(giftsCatalog.isActive, true)))
        .limit(1)
        .for('share');
      if (!gift) throw new AppError('NOT_FOUND');
      const id = randomUUID();
      const coins = await changeBalance(tx, userId, -gift.price, 'gift_purchase', id);
      const [row] = await tx
        .insert(userGifts)
        .values({
          id,
          userId,
          giftCatalogId: gift.id,
          name: gift.name,
          purchasePrice: gift.price,
          imagePath: gift.imagePath,
        })
        .returning();
      return { user_gift: toOwnedGift(row as UserGiftRow), coins };
    });
  }

  /**
   * sell_gift: one transaction. The member is locked first (ledger.ts lock order); deleting the
   * member's own gift row then decides: of two parallel sells (or a sell racing a superlike)
   * only one finds the row; the other gets 404.
   */
  async function sell(userId: string, userGiftId: string) {
    return db.transaction(async (tx) => {
      if (!(await lockMemberRow(tx, userId, 'no key update'))) throw new AppError('NOT_FOUND');
      const [gift] = await tx
        .delete(userGifts)
        .where(and(eq(userGifts.id, userGiftId), eq(userGifts.userId, userId)))
        .returning();
      if (!gift) throw new AppError('NOT_FOUND');
      const price = giftSellPrice(gift.purchasePrice);
      const coins = await changeBalance(tx, userId, price, 'gift_sale', gift.id);
      return { coins, name: gift.name, sell_price: price };
    });
  }

  return { listCatalogue, listOwn, buy, sell };
}

export type ShopService = ReturnType<typeof createShopService>;
