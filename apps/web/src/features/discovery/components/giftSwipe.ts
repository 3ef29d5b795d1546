import type { GiftSwipeRequest, SwipeResponse } from '@dating/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { idempotencyHeader } from '../../../lib/idempotency';
import { discoveryKeys, reportLike } from '../api';

// Beside the gift dialog, in its lazily loaded chunk: the deck's first visit does without it.
/**
 * Superlike with a gift; the gift leaves the inventory. The dialog's Idempotency-Key makes a
 * retry (a lost answer, a second tap) answer the first send instead of 'not your gift'.
 */
export function useGiftSwipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: GiftSwipeRequest & { idempotencyKey: string }) =>
      reportLike(
        body.target_user_id,
        apiFetch<SwipeResponse>('/api/swipes/gift', {
          method: 'POST',
          body,
          headers: idempotencyHeader(idempotencyKey),
        }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: discoveryKeys.myGifts }),
  });
}
