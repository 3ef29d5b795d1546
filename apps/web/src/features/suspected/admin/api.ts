import {
  SUSPECTED_INTERVAL_MS,
  type SuspectedState,
  suspectedDecisionResponseSchema,
  suspectedResponseSchema,
} from '@dating/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** Under ['admin']: a decision here refreshes the sidebar counts, the member pages and the log. */
export const suspectedKeys = {
  all: ['admin'] as const,
  queue: (state: SuspectedState) => ['admin', 'suspected', state] as const,
};

const userUrl = (userId: string, action: 'block' | 'resolve') =>
  `/api/admin/suspected/${encodeURIComponent(userId)}/${action}`;

/** GET /api/admin/suspected?state=&cursor=: highest score first, "Load more" by keyset. */
export function useSuspectedQueue(state: SuspectedState) {
  return useInfiniteQuery({
    queryKey: suspectedKeys.queue(state),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ state });
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch(`/api/admin/suspected?${query}`, {
        signal,
        parse: suspectedResponseSchema.parse,
      });
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    // The job queues members every SUSPECTED_INTERVAL_MS: a moderator on the page sees them come.
    refetchInterval: SUSPECTED_INTERVAL_MS,
    refetchOnWindowFocus: 'always',
  });
}

/** POST …/block {reason}: blocks the member and resolves them (and their reports) in one step. */
export function useBlockSuspected() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      apiFetch(userUrl(userId, 'block'), {
        body: { reason },
        parse: suspectedDecisionResponseSchema.parse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: suspectedKeys.all }),
  });
}

/** POST …/resolve {note}: not a scam; the member leaves the queue until new evidence appears. */
export function useClearSuspected() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, note }: { userId: string; note: string }) =>
      apiFetch(userUrl(userId, 'resolve'), {
        body: { note },
        parse: suspectedDecisionResponseSchema.parse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: suspectedKeys.all }),
  });
}
