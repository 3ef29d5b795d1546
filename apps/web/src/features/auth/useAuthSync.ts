import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { subscribeAuthEvents } from './authEvents';
import { applyAuthEvent } from './otherTabs';

/**
 * Follows sign-in and sign-out done in the app's other tabs (they share the cookie). The state
 * was already changed by followOtherTabs when the page started; applying it again is harmless.
 */
export function useAuthSync(): void {
  const client = useQueryClient();
  const navigate = useNavigate();

  useEffect(
    () =>
      subscribeAuthEvents((event) => {
        if (applyAuthEvent(client, event) && event.type === 'signout') {
          void navigate(event.to, { replace: true });
        }
      }),
    [client, navigate],
  );
}
