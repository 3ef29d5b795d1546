import type { QueryClient } from '@tanstack/react-query';
import { getImpersonationToken } from '../../lib/api';
import { paths } from '../../lib/paths';
import { SESSION_QUERY_KEY } from '../../lib/queryClient';
import type { SessionEnd } from '../../lib/realtime';
import { endSession, sessionEndTarget } from './api';

/**
 * The server closed the tab's socket because its session ended (decision 027): sign the tab out
 * at once, so the member leaves the signed-in screens instead of finding out at the next tap.
 * Blocked: the session is gone for sure, /signin says why. Otherwise the session is asked for
 * again first, and only a signed-out answer signs the tab out.
 */
export async function signOutAfterSessionEnd(client: QueryClient, end: SessionEnd): Promise<void> {
  // A View As tab has no socket; its bearer session is not this cookie's anyway.
  if (getImpersonationToken()) return;
  // Already signed out here (Log out, Delete Account): that flow chose where the tab goes.
  if (client.getQueryData(SESSION_QUERY_KEY) === null) return;
  if (!end.blocked) {
    try {
      await client.refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true });
    } catch {
      return;
    }
    if (client.getQueryData(SESSION_QUERY_KEY) !== null) return;
  }
  if (end.blocked) endSession(client, paths.signIn, 'ACCOUNT_BLOCKED');
  else endSession(client, sessionEndTarget());
}
