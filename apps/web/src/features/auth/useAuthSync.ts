import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getImpersonationToken } from '../../lib/api';
import { SESSION_QUERY_KEY } from '../../lib/queryClient';
import { endSession } from './api';
import { subscribeAuthEvents } from './authEvents';

/** Follows sign-in and sign-out done in the app's other tabs (they share the cookie). */
export function useAuthSync(): void {
  const client = useQueryClient();
  const navigate = useNavigate();

  useEffect(
    () =>
      subscribeAuthEvents((event) => {
        // A "View As" tab runs on its own bearer token, not on the shared cookie.
        if (getImpersonationToken()) return;
        if (event.type === 'signout') {
          endSession(client, event.to);
          void navigate(event.to, { replace: true });
        } else {
          client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
          void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        }
      }),
    [client, navigate],
  );
}
