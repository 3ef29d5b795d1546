import type {
  DiscoveryCandidate,
  discoveryResponseSchema,
  PublicProfile,
  SwipeRequest,
  SwipeResponse,
  undoResponseSchema,
} from '@dating/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api';
import { likeSending } from '../../lib/likeSignals';

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
export function reportLike(
  userId: string,
  request: Promise<SwipeResponse>,
): Promise<SwipeResponse> {
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
