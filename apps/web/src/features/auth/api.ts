import type {
  ImpersonationRedeemResponse,
  SessionProbeResponse,
  SessionResponse,
  SessionUser,
  SignInRequest,
  SignUpRequest,
} from '@dating/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiFetch,
  getImpersonationToken,
  isApiError,
  isNetworkError,
  setImpersonationToken,
  setSignedOut,
} from '../../lib/api';
import { runBeforeSignOut } from '../../lib/beforeSignOut';
import { readSaved, save } from '../../lib/offline/deviceStore';
import { forgetOfflineData } from '../../lib/offline/persistQueries';
import { paths } from '../../lib/paths';
import { SESSION_QUERY_KEY } from '../../lib/queryClient';
import { setSessionHint } from '../../lib/sessionHint';
import { broadcastAuthEvent } from './authEvents';

export const authKeys = { session: SESSION_QUERY_KEY };

/** Where guards send a signed-out visitor: /signin, or / right after Settings › Logout. */
let signedOutTarget: string | null = null;
/** Why this tab was signed out by the server, said on /signin (an error code's text). */
let signedOutNotice: 'ACCOUNT_BLOCKED' | null = null;

/** Where a session end this tab brought about itself lands (Delete Account: /), not /signin. */
let expectedEndTarget: string | null = null;

/** Before an action that ends the session on the server: the tab then goes to `to` (null: undo). */
export function expectSessionEnd(to: string | null): void {
  expectedEndTarget = to;
}

/** Where a session that the server ended sends this tab. */
export function sessionEndTarget(): string {
  return expectedEndTarget ?? paths.signIn;
}

export function getSignedOutTarget(): string {
  return signedOutTarget ?? paths.signIn;
}

/** 'ACCOUNT_BLOCKED' after an admin blocked this account while it was open; null otherwise. */
export function getSignedOutNotice(): 'ACCOUNT_BLOCKED' | null {
  return signedOutNotice;
}

/** Device store name of the signed-in member (lib/offline), for a start without a connection. */
const SAVED_SESSION = 'session';

async function fetchSession(signal: AbortSignal): Promise<SessionUser | null> {
  try {
    // Auth answers are not re-parsed with zod here: this module is in the entry chunk, which
    // must stay free of zod (issue #9 data budget); the server serialises them by the schema.
    // A signed-out visitor gets 200 { user: null }: no failed request in the console.
    const { user } = await apiFetch<SessionProbeResponse>('/api/auth/session', { signal });
    if (user) {
      signedOutTarget = null;
      signedOutNotice = null;
      setSignedOut(false);
    }
    setSessionHint(user !== null);
    if (user === null) forgetOfflineData();
    else save(SAVED_SESSION, user);
    return user;
  } catch (error) {
    // A session that ends between two requests may still answer 401 on the way.
    if (isApiError(error) && error.status === 401) {
      setSessionHint(false);
      forgetOfflineData();
      return null;
    }
    // No connection: the member this device last saw signed in, so the app opens offline. Only
    // then: online, a start waits for the server's answer, never renders an outdated session.
    const saved = isNetworkError(error) ? readSaved<SessionUser>(SAVED_SESSION) : undefined;
    if (saved?.data) return saved.data;
    throw error;
  }
}

/** The signed-in user, `null` when signed out. Re-checked whenever the window regains focus. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    refetchOnWindowFocus: 'always',
  });
}

/**
 * Starts the session probe before the app's code is in (main.tsx, for a start in the full app):
 * on a slow link it arrives with the scripts instead of one round trip after them.
 */
export function prefetchSession(client: QueryClient): void {
  void client.prefetchQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
  });
}

/** Drops every cached answer of the previous user and stores the new session. */
export function startSession(client: QueryClient, user: SessionUser): void {
  signedOutTarget = null;
  expectedEndTarget = null;
  signedOutNotice = null;
  setSignedOut(false);
  setSessionHint(true);
  forgetOfflineData();
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  client.setQueryData(SESSION_QUERY_KEY, user);
}

/**
 * Clears the cache and marks the tab signed out; guards then redirect to `to`, where `notice`
 * (if any) says why.
 */
export function endSession(
  client: QueryClient,
  to: string,
  notice: 'ACCOUNT_BLOCKED' | null = null,
): void {
  signedOutTarget = to;
  signedOutNotice = notice;
  setSignedOut(true);
  setSessionHint(false);
  forgetOfflineData();
  void client.cancelQueries();
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  client.setQueryData(SESSION_QUERY_KEY, null);
}

function useStartSession(event: boolean) {
  const client = useQueryClient();
  return ({ user }: { user: SessionUser }) => {
    // Signing in with the form makes this a cookie tab, even if it was a "View As" tab before.
    setImpersonationToken(null);
    startSession(client, user);
    if (event) broadcastAuthEvent({ type: 'signin' });
  };
}

export function useSignIn() {
  const onSuccess = useStartSession(true);
  return useMutation({
    mutationFn: (body: SignInRequest) => apiFetch<SessionResponse>('/api/auth/signin', { body }),
    onSuccess,
  });
}

export function useSignUp() {
  const onSuccess = useStartSession(true);
  return useMutation({
    mutationFn: (body: SignUpRequest) => apiFetch<SessionResponse>('/api/auth/signup', { body }),
    onSuccess,
  });
}

export interface SignOutVariables {
  /** Where to go afterwards: '/' from Settings › Logout, '/signin' from the admin area. */
  redirectTo: string;
  /** The server already ended the session (the account was deleted): only this side is left. */
  endedOnServer?: boolean;
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ endedOnServer }: SignOutVariables) => {
      // Asking again would only get a 401, logged in the console as a failed request.
      if (endedOnServer) return;
      // While the session still stands (e.g. this device's push subscription is forgotten).
      await runBeforeSignOut();
      try {
        await apiFetch('/api/auth/signout', { method: 'POST' });
      } catch (error) {
        // Already signed out on the server: finish signing out here.
        if (!(isApiError(error) && error.status === 401)) throw error;
      }
    },
    onSuccess: (_data, { redirectTo }) => {
      const impersonating = getImpersonationToken() !== null;
      setImpersonationToken(null);
      endSession(client, redirectTo);
      // A "View As" tab's bearer session is its own: the other tabs keep theirs.
      if (!impersonating) broadcastAuthEvent({ type: 'signout', to: redirectTo });
    },
  });
}

/** Redeems a one-time "View As" link for a bearer session kept in this tab only. */
export function useRedeemImpersonation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<ImpersonationRedeemResponse>('/api/auth/impersonation/redeem', { body: { token } }),
    onSuccess: ({ user, token }) => {
      setImpersonationToken(token);
      startSession(client, user);
    },
  });
}
