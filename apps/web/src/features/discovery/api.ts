import type {
  DiscoveryCandidate,
  discoveryResponseSchema,
  GiftSwipeRequest,
  Like,
  likesResponseSchema,
  OwnedGift,
  PublicProfile,
  SwipeRequest,
  SwipeResponse,
  spotlightResponseSchema,
  undoResponseSchema,
} from '@dating/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { apiFetch, getImpersonationToken } from '../../lib/api';
import { idempotencyHeader } from '../../lib/idempotency';
import { likeSending } from '../../lib/likeSignals';
import { BADGES_QUERY_KEY } from '../../lib/queryClient';
import { realtime } from '../../lib/realtime';
import { refetchOnChange } from '../../lib/refetchOnChange';

/** Query keys of discovery; mutations invalidate exactly the keys they change. */
export const discoveryKeys = {
  likes: ['likes'] as const,
  spotlight: ['spotlight'] as const,
  myGifts: ['me', 'gifts'] as const,
};

/**
 * Answers are typed, not parsed: the server serialises them through the same shared schemas
 * (response schemas of its routes), and zod stays off /home's first visit (issue #22).
 */
type DiscoveryResponse = z.infer<typeof discoveryResponseSchema>;
type LikesResponse = z.infer<typeof likesResponseSchema>;
type SpotlightResponse = z.infer<typeof spotlightResponseSchema>;
type UndoResponse = z.infer<typeof undoResponseSchema>;

/** Candidates per discovery page. */
export const DECK_PAGE_SIZE = 20;

/** One page of candidates, leaving out the ones the deck already holds (`exclude`). */
export function fetchCandidates(
  exclude: string[],
  limit = DECK_PAGE_SIZE,
): Promise<DiscoveryCandidate[]> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (exclude.length > 0) query.set('exclude', exclude.join(','));
  return apiFetch<DiscoveryResponse>(`/api/discovery?${query}`).then((page) => page.items);
}

export function fetchProfile(userId: string): Promise<PublicProfile> {
  return apiFetch<PublicProfile>(`/api/profiles/${encodeURIComponent(userId)}`);
}

export function postSwipe(body: SwipeRequest): Promise<SwipeResponse> {
  const request = apiFetch<SwipeResponse>('/api/swipes', { method: 'POST', body });
  return body.action === 'pass' ? request : reportLike(body.target_user_id, request);
}

/** Tells lib/likeSignals how a like went (the push prompt and the live match popup follow it). */
function reportLike(userId: string, request: Promise<SwipeResponse>): Promise<SwipeResponse> {
  const settle = likeSending(userId);
  return request.then(
    (result) => {
      settle(result);
      return result;
    },
    (error: unknown) => {
      settle(null);
      throw error;
    },
  );
}

/** POST /api/swipes/undo: the member of the last pass comes back, with the card to show. */
export async function undoLastPass(): Promise<PublicProfile> {
  const { user_id } = await apiFetch<UndoResponse>('/api/swipes/undo', { method: 'POST' });
  return fetchProfile(user_id);
}

/** A like or pass whose result changes who likes me. */
export function useSwipe() {
  return useMutation({ mutationFn: postSwipe });
}

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

/** GET /api/likes: who likes me, refreshed whenever the window regains focus. */
export function useLikes() {
  return useQuery({
    queryKey: discoveryKeys.likes,
    queryFn: ({ signal }) => apiFetch<LikesResponse>('/api/likes', { signal }),
    refetchOnWindowFocus: 'always',
  });
}

/**
 * While Who Likes You is open, the likes it shows count as seen (POST /api/likes/seen clears the
 * Matches tab's badge), and a like arriving live refreshes the list.
 */
export function useLikesSeen(shownAt: number) {
  const client = useQueryClient();
  useEffect(
    () =>
      realtime.onFrame('like_received', () => {
        void refetchOnChange(client, discoveryKeys.likes);
      }),
    [client],
  );
  useEffect(() => {
    if (!shownAt || getImpersonationToken()) return;
    apiFetch('/api/likes/seen', { method: 'POST' }).then(
      () => client.invalidateQueries({ queryKey: BADGES_QUERY_KEY }),
      (error: unknown) => console.warn('Could not mark likes as seen', error),
    );
  }, [client, shownAt]);
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
    queryFn: ({ signal }) => apiFetch<SpotlightResponse>('/api/spotlight', { signal }),
  });
}

/** GET /api/me/gifts (own user_gifts, newest first); the dialog shows only some fields. */
export type MyGift = Pick<
  OwnedGift,
  'id' | 'gift_catalog_id' | 'name' | 'purchase_price' | 'image_url'
>;

export function useMyGifts(enabled: boolean) {
  return useQuery({
    queryKey: discoveryKeys.myGifts,
    queryFn: ({ signal }) =>
      apiFetch<{ items: MyGift[] }>('/api/me/gifts', { signal }).then((page) => page.items),
    enabled,
    staleTime: 0,
  });
}
