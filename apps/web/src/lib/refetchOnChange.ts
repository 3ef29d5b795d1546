import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Refetches the queries under `queryKey` because a realtime frame says their data changed.
 * TanStack joins a fetch already under way when a query has no data yet (its first load), and
 * that fetch may have read the database before the change: the frame's news would be lost until
 * the next refetch (a new message missing from the Chats badge on a slow phone). Such first
 * loads are cancelled and started again; a refetch with data is restarted by invalidation.
 */
export async function refetchOnChange(client: QueryClient, queryKey: QueryKey): Promise<void> {
  const firstLoads = client
    .getQueryCache()
    .findAll({ queryKey, fetchStatus: 'fetching' })
    .filter((query) => query.state.data === undefined);
  await Promise.all(firstLoads.map((query) => query.cancel({ revert: true })));
  await client.invalidateQueries({ queryKey });
}
