import type { SessionUser } from '@dating/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getImpersonationToken } from '../../lib/api';
import { SESSION_QUERY_KEY } from '../../lib/queryClient';
import { realtime } from '../../lib/realtime';
import { signOutAfterSessionEnd } from '../auth';
import { startOutbox, stopOutbox } from './outbox/start';

function syncWithSession(client: QueryClient) {
  const user = client.getQueryData<SessionUser | null>(SESSION_QUERY_KEY);
  // A "View As" tab is look-only: a socket would show the member online, so it opens none
  // (the server refuses it too) and its screens refresh on focus instead.
  const viewingAs = getImpersonationToken() !== null;
  if (user && user.role === 'user' && user.onboarding_complete && !viewingAs) {
    realtime.start(user.id);
    startOutbox(client, user.id);
  } else if (user !== undefined) {
    realtime.stop();
    // Signed out: messages still waiting on this device go with the session (a shared phone).
    stopOutbox(user === null);
  }
}

const isSessionKey = (key: readonly unknown[]) =>
  key.length === SESSION_QUERY_KEY.length && key.every((part, i) => part === SESSION_QUERY_KEY[i]);

const bound = new WeakSet<QueryClient>();

/**
 * Follows the session for good: signing out stops the socket wherever the member is, and the
 * server ending the session (a block, a sign-out elsewhere) signs the tab out on any screen.
 */
function bindToSession(client: QueryClient) {
  if (bound.has(client)) return;
  bound.add(client);
  realtime.onSessionEnded((end) => void signOutAfterSessionEnd(client, end));
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && isSessionKey(event.query.queryKey)) syncWithSession(client);
  });
}

/**
 * Opens the tab's realtime socket while a signed-in, onboarded member is present; from then on
 * the session decides (sign-out closes it, another member reconnects). Mount it once high in the
 * member area; the chat screens mount it too.
 */
export function useRealtimeConnection(): void {
  const client = useQueryClient();
  useEffect(() => {
    bindToSession(client);
    syncWithSession(client);
  }, [client]);
}
