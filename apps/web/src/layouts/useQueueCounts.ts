import { queueCountsSchema } from '@dating/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../lib/api';

/** Under the admin key: every admin action's refresh (invalidate ['admin']) refreshes it too. */
export const queueCountsKey = ['admin', 'queues', 'counts'] as const;

/** How often the sidebar asks, besides focus and decisions. */
export const QUEUE_COUNTS_POLL_MS = 30_000;

/**
 * GET /api/admin/queues/counts: the open items of Reports, Suspected, KYC, Deposits and
 * Withdrawals for the sidebar. Polled, refetched on focus, and after every successful decision
 * anywhere in the console (any mutation: the KYC and money screens keep their own query keys).
 */
export function useQueueCounts() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void client.invalidateQueries({ queryKey: queueCountsKey });
        }
      }),
    [client],
  );
  return useQuery({
    queryKey: queueCountsKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/queues/counts', { signal, parse: queueCountsSchema.parse }),
    refetchInterval: QUEUE_COUNTS_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}
