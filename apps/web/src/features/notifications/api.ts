import type { BadgesResponse, PushConfigResponse, PushPreferences } from '@dating/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { OFFLINE } from '../../lib/offline/persistQueries';
import { BADGES_QUERY_KEY } from '../../lib/queryClient';

/**
 * Answers are typed, not parsed: the server serialises them through the same shared schemas, and
 * zod stays off a member's first screens (issue #22).
 */
export const notificationKeys = {
  badges: BADGES_QUERY_KEY,
  preferences: ['push', 'preferences'] as const,
};

/** GET /api/badges: the tab bar's counts; frames over the socket refresh it (useLiveBadges). */
export function useBadges(enabled = true) {
  return useQuery<BadgesResponse>({
    queryKey: notificationKeys.badges,
    queryFn: ({ signal }) => apiFetch<BadgesResponse>('/api/badges', { signal }),
    enabled,
    meta: OFFLINE,
    // Frames keep it current; focus and reconnects catch up on what a sleeping tab missed.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
}

export function fetchPushKey(): Promise<string> {
  return apiFetch<PushConfigResponse>('/api/push/config').then((config) => config.public_key);
}

/** POST /api/push/subscriptions: the browser's subscription and the language to write in. */
export function postSubscription(subscription: PushSubscriptionJSON, locale: string) {
  return apiFetch('/api/push/subscriptions', {
    method: 'POST',
    body: { endpoint: subscription.endpoint, keys: subscription.keys, locale },
  });
}

export function deleteSubscription(endpoint: string) {
  return apiFetch('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}

export function usePushPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => apiFetch<PushPreferences>('/api/push/preferences', { signal }),
  });
}

/** PUT /api/push/preferences, shown at once and put back if the server refuses. */
export function useUpdatePushPreferences() {
  const client = useQueryClient();
  const key = notificationKeys.preferences;
  return useMutation({
    mutationFn: (next: PushPreferences) =>
      apiFetch<PushPreferences>('/api/push/preferences', { method: 'PUT', body: next }),
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<PushPreferences>(key);
      client.setQueryData(key, next);
      return { before };
    },
    onError: (_error, _next, context) => client.setQueryData(key, context?.before),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}
