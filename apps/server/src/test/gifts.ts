import { eq } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { giftsCatalog, userGifts } from '../infra/db/schema.js';

/** A Rose owned by the member, inserted directly (no coins needed), for gift super likes. */
export async function giveRose(db: Db, userId: string) {
  await db
    .insert(giftsCatalog)
    .values({ name: 'Rose', price: 100, imagePath: 'rose.png' })
    .onConflictDoNothing();
  const [gift] = await db.select().from(giftsCatalog).where(eq(giftsCatalog.name, 'Rose'));
  if (!gift) throw new Error('no catalogue gift');
  const [owned] = await db
    .insert(userGifts)
    .values({
      userId,
      giftCatalogId: gift.id,
      name: gift.name,
      purchasePrice: gift.price,
      imagePath: gift.imagePath,
    })
    .returning();
  if (!owned) throw new Error('no gift inserted');
  return owned;
}
