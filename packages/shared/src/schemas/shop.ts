import { z } from 'zod';

/** The shop's contract: the gift catalogue, owned gifts, buying and selling (docs/product.md). */

export const giftSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.number().int(),
  image_url: z.string(),
});
export type Gift = z.infer<typeof giftSchema>;
export const giftsResponseSchema = z.object({ items: z.array(giftSchema) });

export const ownedGiftSchema = z.object({
  id: z.uuid(),
  gift_catalog_id: z.uuid(),
  name: z.string(),
  purchase_price: z.number().int(),
  sell_price: z.number().int(),
  image_url: z.string(),
  /** The sender, when the gift arrived with a superlike. */
  received_from: z.uuid().nullable(),
  created_at: z.string(),
});
export type OwnedGift = z.infer<typeof ownedGiftSchema>;
export const ownedGiftsResponseSchema = z.object({ items: z.array(ownedGiftSchema) });

export const buyGiftRequestSchema = z.object({
  gift_catalog_id: z.uuid({ error: 'Please select a gift.' }),
});
export type BuyGiftRequest = z.infer<typeof buyGiftRequestSchema>;
export const buyGiftResponseSchema = z.object({
  user_gift: ownedGiftSchema,
  coins: z.number().int(),
});
export type BuyGiftResponse = z.infer<typeof buyGiftResponseSchema>;

export const sellGiftRequestSchema = z.object({
  user_gift_id: z.uuid({ error: 'Please select a gift.' }),
});
export type SellGiftRequest = z.infer<typeof sellGiftRequestSchema>;
export const sellGiftResponseSchema = z.object({
  coins: z.number().int(),
  name: z.string(),
  sell_price: z.number().int(),
});
export type SellGiftResponse = z.infer<typeof sellGiftResponseSchema>;
