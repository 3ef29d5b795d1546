import type { ChatMessage, MatchListItem } from '@dating/shared';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch, getImpersonationToken } from '../../lib/api';
import { BADGES_QUERY_KEY } from '../../lib/queryClient';
import {
  appendMessage,
  type MessageData,
  type MessagePage,
  mergeLatestPage,
  withLastMessage,
} from './messages';

/**
 * Answers are typed, not parsed: the server serialises them through the same shared schemas, and
 * zod stays off a member's first screens (issue #22).
 */

/** Query keys of chat; the matches list is also what the conversation screen looks up. */
export const chatKeys = {
  all: ['chat'] as const,
  matches: ['chat', 'matches'] as const,
  messages: (matchId: string) => ['chat', 'messages', matchId] as const,
};

const matchPath = (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}`;

/** The member's matches, newest activity first (spec: refetched on window focus). */
export function useMatches() {
  return useQuery<MatchListItem[]>({
    queryKey: chatKeys.matches,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ items: MatchListItem[] }>('/api/matches', { signal })).items,
    refetchOnWindowFocus: 'always',
  });
}

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
    // Focus and reconnects merge the newest page instead (catchUp), keeping older pages.
    refetchOnWindowFocus: false,
  });
}

/** Puts a confirmed message into the conversation cache and the matches list. */
export function storeMessage(client: QueryClient, message: ChatMessage): void {
  client.setQueryData<MessageData>(chatKeys.messages(message.match_id), (data) =>
    data ? appendMessage(data, message) : data,
  );
  client.setQueryData<MatchListItem[]>(chatKeys.matches, (items) =>
    withLastMessage(items, message),
  );
}

/** Fetches the newest page and merges it, so nothing missed while offline is lost. */
export async function catchUp(client: QueryClient, matchId: string): Promise<void> {
  const latest = await fetchMessagePage(matchId);
  client.setQueryData<MessageData>(chatKeys.messages(matchId), (data) =>
    mergeLatestPage(data, latest),
  );
}

export function postMessage(matchId: string, content: string, clientId: string) {
  return apiFetch<ChatMessage>(`${matchPath(matchId)}/messages`, {
    body: { content, client_id: clientId },
  });
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
