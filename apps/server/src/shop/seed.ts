import type { Db } from '../infra/db/client.js';
import { giftsCatalog } from '../infra/db/schema.js';
import type { Storage } from '../infra/storage/index.js';
import { GIFT_CATALOGUE, giftImagePath, renderGiftImage } from './catalogue.js';

/**
 * Seeds the gift catalogue at every start, embedded or server (docs/operations.md#start-up-data).
 * Idempotent and safe when several processes start at once: each bundled picture is rendered
 * into the `gift` bucket when missing (pictures first, so a listed gift always has one), then
 * bundled gifts missing from the table (by name) are inserted. Existing rows are left alone, so
 * a price or is_active changed by an operator stays.
 */
export async function seedGiftCatalogue(
  db: Db,
  storage: Storage,
): Promise<{ rendered: number; inserted: number }> {
  let rendered = 0;
  for (const gift of GIFT_CATALOGUE) {
    const path = giftImagePath(gift);
    if (await storage.exists('gift', path)) continue;
    await storage.put('gift', path, await renderGiftImage(gift), 'image/webp');
    rendered++;
  }
  const inserted = await db
    .insert(giftsCatalog)
    .values(
      GIFT_CATALOGUE.map((gift) => ({
        name: gift.name,
        price: gift.price,
        imagePath: giftImagePath(gift),
      })),
    )
    .onConflictDoNothing({ target: giftsCatalog.name })
    .returning({ id: giftsCatalog.id });
  return { rendered, inserted: inserted.length };
}
