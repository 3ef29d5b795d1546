import type { ChatMessage, MatchListItem } from '@dating/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { OFFLINE } from '../../lib/offline/persistQueries';
import { appendMessage, type MessageData, withLastMessage } from './messages';

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

export const matchPath = (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}`;

/** The member's matches, newest activity first (spec: refetched on window focus). */
export function useMatches() {
  return useQuery<MatchListItem[]>({
    queryKey: chatKeys.matches,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ items: MatchListItem[] }>('/api/matches', { signal })).items,
    meta: OFFLINE,
    refetchOnWindowFocus: 'always',
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

export function postMessage(matchId: string, content: string, clientId: string) {
  return apiFetch<ChatMessage>(`${matchPath(matchId)}/messages`, {
    body: { content, client_id: clientId },
  });
}
