import type { Like, likesResponseSchema, OwnedGift, spotlightResponseSchema } from '@dating/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { apiFetch, getImpersonationToken } from '../../lib/api';
import { OFFLINE } from '../../lib/offline/persistQueries';
import { BADGES_QUERY_KEY } from '../../lib/queryClient';
import { realtime } from '../../lib/realtime';
import { refetchOnChange } from '../../lib/refetchOnChange';
import { discoveryKeys } from './api';

type LikesResponse = z.infer<typeof likesResponseSchema>;
type SpotlightResponse = z.infer<typeof spotlightResponseSchema>;

// The likes, Spotlight and gift lists: their screens' own chunks, off the deck's first visit.
/** GET /api/likes: who likes me, refreshed whenever the window regains focus. */
export function useLikes() {
  return useQuery({
    queryKey: discoveryKeys.likes,
    queryFn: ({ signal }) => apiFetch<LikesResponse>('/api/likes', { signal }),
    meta: OFFLINE,
    refetchOnWindowFocus: 'always',
  });
}

/**
 * While Who Likes You is open, the likes it shows count as seen (POST /api/likes/seen clears the
 * Matches tab's badge), and a like arriving live (or missed while offline) refreshes the list.
 */
export function useLikesSeen(shownAt: number) {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void refetchOnChange(client, discoveryKeys.likes);
    // A like arriving live, or after a reconnect whatever came while the phone was offline.
    const offFrame = realtime.onFrame('like_received', refresh);
    const offConnect = realtime.onConnect(refresh);
    return () => {
      offFrame();
      offConnect();
    };
  }, [client]);
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
