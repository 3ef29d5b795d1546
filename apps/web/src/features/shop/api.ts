import {
  type BuyGiftResponse,
  buyGiftResponseSchema,
  giftsResponseSchema,
  ownedGiftsResponseSchema,
  sellGiftResponseSchema,
} from '@dating/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { idempotencyHeader } from '../../lib/idempotency';
import { refreshBalance } from '../wallet';

export const shopKeys = {
  all: ['shop'] as const,
  gifts: ['shop', 'gifts'] as const,
  inventory: ['shop', 'inventory'] as const,
};

/** GET /api/gifts: the active catalogue, cheapest first. */
export function useGifts() {
  return useQuery({
    queryKey: shopKeys.gifts,
    queryFn: ({ signal }) => apiFetch('/api/gifts', { signal, parse: giftsResponseSchema.parse }),
  });
}

/** GET /api/me/gifts: own gifts (bought or received with a superlike), newest first. */
export function useInventory() {
  return useQuery({
    queryKey: shopKeys.inventory,
    queryFn: ({ signal }) =>
      apiFetch('/api/me/gifts', { signal, parse: ownedGiftsResponseSchema.parse }),
  });
}

/** After a purchase or a sale: the gifts and the balance (`['me']` also holds the deck's gifts). */
function afterTrade(client: QueryClient, coins?: number) {
  void client.invalidateQueries({ queryKey: shopKeys.all });
  refreshBalance(client, coins);
}

/** POST /api/shop/buy with the gift's Idempotency-Key; 422 NOT_ENOUGH_COINS above the balance. */
export function useBuyGift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      giftCatalogId,
      idempotencyKey,
    }: {
      giftCatalogId: string;
      idempotencyKey: string;
    }): Promise<BuyGiftResponse> =>
      apiFetch('/api/shop/buy', {
        body: { gift_catalog_id: giftCatalogId },
        headers: idempotencyHeader(idempotencyKey),
        parse: buyGiftResponseSchema.parse,
      }),
    onSuccess: (result) => afterTrade(client, result.coins),
    // A refusal may mean the balance we showed was stale.
    onError: () => afterTrade(client),
  });
}

/** POST /api/shop/sell: the gift goes back for floor(purchase price × 0.8). */
export function useSellGift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userGiftId, idempotencyKey }: { userGiftId: string; idempotencyKey: string }) =>
      apiFetch('/api/shop/sell', {
        body: { user_gift_id: userGiftId },
        headers: idempotencyHeader(idempotencyKey),
        parse: sellGiftResponseSchema.parse,
      }),
    onSuccess: (result) => afterTrade(client, result.coins),
    onError: () => afterTrade(client),
  });
}
