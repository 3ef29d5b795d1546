import type { QueryClient } from '@tanstack/react-query';
import { getImpersonationToken } from '../../lib/api';
import { SESSION_QUERY_KEY } from '../../lib/queryClient';
import { endSession } from './api';
import { type AuthEvent, subscribeAuthEvents } from './authEvents';

/**
 * Applies another tab's sign-in or sign-out to this tab's state (not its URL). Returns false for
 * a "View As" tab, which runs on its own bearer token, not on the shared cookie.
 */
export function applyAuthEvent(client: QueryClient, event: AuthEvent): boolean {
  if (getImpersonationToken()) return false;
  if (event.type === 'signout') {
    endSession(client, event.to);
  } else {
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }
  return true;
}

/**
 * Follows the other tabs from the moment the page's code runs (main.tsx), before React mounts:
 * a tab opened in the background can take seconds to render, and a sign-out sent meanwhile would
 * reach no listener, so its screens would then ask the server with an ended session (a 401 in
 * the console). useAuthSync moves the URL once the router is up.
 */
export function followOtherTabs(client: QueryClient): () => void {
  return subscribeAuthEvents((event) => {
    applyAuthEvent(client, event);
  });
}
