import {
  type DiscoveryCandidate,
  discoveryResponseSchema,
  type GiftSwipeRequest,
  type Like,
  likesResponseSchema,
  type PublicProfile,
  publicProfileSchema,
  type SwipeRequest,
  type SwipeResponse,
  spotlightResponseSchema,
  swipeResponseSchema,
  undoResponseSchema,
} from '@dating/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api';

/** Query keys of discovery; mutations invalidate exactly the keys they change. */
export const discoveryKeys = {
  likes: ['likes'] as const,
  spotlight: ['spotlight'] as const,
  myGifts: ['me', 'gifts'] as const,
};

/** Candidates per discovery page. */
export const DECK_PAGE_SIZE = 20;

/** One page of candidates, leaving out the ones the deck already holds (`exclude`). */
export function fetchCandidates(
  exclude: string[],
  limit = DECK_PAGE_SIZE,
): Promise<DiscoveryCandidate[]> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (exclude.length > 0) query.set('exclude', exclude.join(','));
  return apiFetch(`/api/discovery?${query}`, { parse: discoveryResponseSchema.parse }).then(
    (page) => page.items,
  );
}

export function fetchProfile(userId: string): Promise<PublicProfile> {
  return apiFetch(`/api/profiles/${encodeURIComponent(userId)}`, {
    parse: publicProfileSchema.parse,
  });
}

export function postSwipe(body: SwipeRequest): Promise<SwipeResponse> {
  return apiFetch('/api/swipes', { method: 'POST', body, parse: swipeResponseSchema.parse });
}

/** POST /api/swipes/undo: the member of the last pass comes back, with the card to show. */
export async function undoLastPass(): Promise<PublicProfile> {
  const { user_id } = await apiFetch('/api/swipes/undo', {
    method: 'POST',
    parse: undoResponseSchema.parse,
  });
  return fetchProfile(user_id);
}

/** A like or pass whose result changes who likes me. */
export function useSwipe() {
  return useMutation({ mutationFn: postSwipe });
}

/** Superlike with a gift; the gift leaves the inventory. */
export function useGiftSwipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GiftSwipeRequest) =>
      apiFetch('/api/swipes/gift', { method: 'POST', body, parse: swipeResponseSchema.parse }),
    onSettled: () => client.invalidateQueries({ queryKey: discoveryKeys.myGifts }),
  });
}

/** GET /api/likes: who likes me, refreshed whenever the window regains focus. */
export function useLikes() {
  return useQuery({
    queryKey: discoveryKeys.likes,
    queryFn: ({ signal }) => apiFetch('/api/likes', { signal, parse: likesResponseSchema.parse }),
    refetchOnWindowFocus: 'always',
  });
}

/** Removes a member from the cached likes at once (after a pass, or when the match popup closes). */
export function removeFromLikes(
  data: { superlikes: Like[]; likes: Like[] } | undefined,
  userId: string,
) {
  if (!data) return data;
  const keep = (like: Like) => like.profile.user_id !== userId;
  return { superlikes: data.superlikes.filter(keep), likes: data.likes.filter(keep) };
}

export function useSpotlight() {
  return useQuery({
    queryKey: discoveryKeys.spotlight,
    queryFn: ({ signal }) =>
      apiFetch('/api/spotlight', { signal, parse: spotlightResponseSchema.parse }),
  });
}

/** GET /api/me/gifts (own user_gifts, newest first); parsed loosely, only what we show. */
const myGiftSchema = z.object({
  id: z.string(),
  gift_catalog_id: z.string().nullish(),
  name: z.string(),
  purchase_price: z.number().nullish(),
  image_url: z.string().nullish(),
});
export type MyGift = z.infer<typeof myGiftSchema>;
const myGiftsResponseSchema = z.object({ items: z.array(myGiftSchema) });

export function useMyGifts(enabled: boolean) {
  return useQuery({
    queryKey: discoveryKeys.myGifts,
    queryFn: ({ signal }) =>
      apiFetch('/api/me/gifts', { signal, parse: myGiftsResponseSchema.parse }).then(
        (page) => page.items,
      ),
    enabled,
    staleTime: 0,
  });
}
