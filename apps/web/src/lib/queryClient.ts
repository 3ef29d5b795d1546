import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

/** Query key of the signed-in user (`GET /api/auth/session`); `null` means signed out. */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** Query key of the tab bar's counts (`GET /api/badges`): screens that clear a count refresh it. */
export const BADGES_QUERY_KEY = ['badges'] as const;

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // Any 401 outside the session query means the session ended: re-check it (unless this
      // tab already knows it is signed out).
      onError: (error, query) => {
        if (
          isApiError(error) &&
          error.status === 401 &&
          query.queryKey[0] !== 'auth' &&
          client.getQueryData(SESSION_QUERY_KEY)
        ) {
          void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        }
      },
    }),
    defaultOptions: {
      // Requests go out even when the browser says offline: a query then fails (screens show what
      // the device kept, lib/offline) and an action says it needs a connection, instead of
      // waiting paused with a spinner; phones often say offline wrongly, or online wrongly.
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        retry:
          options.retry === false
            ? false
            : (failureCount, error) =>
                failureCount < 2 &&
                !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
