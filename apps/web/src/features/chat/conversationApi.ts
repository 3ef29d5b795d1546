import type { MatchListItem } from '@dating/shared';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch, getImpersonationToken } from '../../lib/api';
import { OFFLINE } from '../../lib/offline/persistQueries';
import { BADGES_QUERY_KEY } from '../../lib/queryClient';
import { chatKeys, matchPath } from './api';
import { type MessageData, type MessagePage, mergeLatestPage } from './messages';

// A conversation's own requests: the conversation screen's chunk, off a member's /home (the
// socket, the outbox and the chat list's query in ./api are what every screen needs).

export function fetchMessagePage(
  matchId: string,
  before?: string,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiFetch<MessagePage>(`${matchPath(matchId)}/messages${query}`, { signal });
}

/** Messages of one match, newest page first; `fetchNextPage` loads older ones. */
export function useMessages(matchId: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(matchId),
    queryFn: ({ pageParam, signal }) => fetchMessagePage(matchId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    meta: OFFLINE,
    // Focus and reconnects merge the newest page instead (catchUp), keeping older pages.
    refetchOnWindowFocus: false,
  });
}

/** Fetches the newest page and merges it, so nothing missed while offline is lost. */
export async function catchUp(client: QueryClient, matchId: string): Promise<void> {
  const latest = await fetchMessagePage(matchId);
  client.setQueryData<MessageData>(chatKeys.messages(matchId), (data) =>
    mergeLatestPage(data, latest),
  );
}

export function useMarkRead(matchId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      apiFetch(`${matchPath(matchId)}/read`, { body: { last_read_message_id: messageId } }),
    onSuccess: () => {
      client.setQueryData<MatchListItem[]>(chatKeys.matches, (items) =>
        items?.map((m) => (m.id === matchId ? { ...m, unread_count: 0 } : m)),
      );
      void client.invalidateQueries({ queryKey: BADGES_QUERY_KEY });
    },
  });
}

/**
 * POST /api/matches/:id/opened once per open conversation: a new match stops counting on the
 * Matches tab. Not in a "View As" tab, which only looks.
 */
export function useMarkOpened(matchId: string) {
  const client = useQueryClient();
  useEffect(() => {
    if (getImpersonationToken()) return;
    apiFetch(`${matchPath(matchId)}/opened`, { method: 'POST' }).then(
      () => client.invalidateQueries({ queryKey: BADGES_QUERY_KEY }),
      (error: unknown) => console.warn('Could not mark the conversation as opened', error),
    );
  }, [client, matchId]);
}

/** Drops a match from the cache (after unmatching, or when the other member did). */
export function forgetMatch(client: QueryClient, matchId: string): void {
  client.setQueryData<MatchListItem[]>(chatKeys.matches, (items) =>
    items?.filter((m) => m.id !== matchId),
  );
  client.removeQueries({ queryKey: chatKeys.messages(matchId) });
}

export function useUnmatch(matchId: string) {
  return useMutation({
    mutationFn: () => apiFetch(matchPath(matchId), { method: 'DELETE' }),
  });
}
