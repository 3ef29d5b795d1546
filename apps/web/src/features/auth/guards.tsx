import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { isNetworkError } from '../../lib/api';
import { errorText } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { SESSION_QUERY_KEY } from '../../lib/queryClient';
import { Button, LoadingScreen, PhoneFrame, useToast } from '../../ui';
import { getSignedOutTarget, useSession, useSignOut } from './api';

// Loaded only for such a session: it brings the password rules (zod) the entry chunk leaves out.
const ForcedPasswordScreen = lazy(() => import('./screens/ForcedPasswordScreen'));

function GuardFrame({ children }: { children: ReactNode }) {
  return <PhoneFrame>{children}</PhoneFrame>;
}

/** 'Could not load your profile...' with a retry and a way out (spec: profile guard failure). */
export function ProfileLoadFailed() {
  const { t } = useTranslation();
  // Not useSession(): a new observer would refetch on mount and loop with RequireSession.
  const client = useQueryClient();
  const retrying = useIsFetching({ queryKey: SESSION_QUERY_KEY }) > 0;
  const signOut = useSignOut();
  const toast = useToast();
  // No connection is not a broken session: signing out would only lose what waits on the phone.
  const offline = isNetworkError(client.getQueryState(SESSION_QUERY_KEY)?.error);
  return (
    <GuardFrame>
      <div className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6 text-center">
        <p role="alert" className="text-neutral-700">
          {t(offline ? 'guard.offline' : 'guard.profileFailed')}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button
            onClick={() => void client.refetchQueries({ queryKey: SESSION_QUERY_KEY })}
            loading={retrying}
          >
            {t('common:actions.retry')}
          </Button>
          {!offline && (
            <Button
              variant="secondary"
              loading={signOut.isPending}
              onClick={() =>
                signOut.mutate(
                  { redirectTo: paths.signIn },
                  { onError: (error) => toast.show(errorText(error, t), 'error') },
                )
              }
            >
              {t('guard.logOut')}
            </Button>
          )}
        </div>
      </div>
    </GuardFrame>
  );
}

/** Pages other than /, /signin and /signup need a session. */
export function RequireSession() {
  const { t } = useTranslation();
  const { data: user, isPending } = useSession();
  if (isPending) {
    return (
      <GuardFrame>
        <LoadingScreen label={t('guard.loadingSession')} />
      </GuardFrame>
    );
  }
  // The session could not be read (not a 401): say so rather than sign the member out.
  if (user === undefined) return <ProfileLoadFailed />;
  if (user === null) return <Navigate to={getSignedOutTarget()} replace />;
  // A temporary password from an admin: nothing else works until it is replaced.
  if (user.must_change_password) {
    return (
      <Suspense
        fallback={
          <GuardFrame>
            <LoadingScreen label={t('guard.loadingSession')} />
          </GuardFrame>
        }
      >
        <ForcedPasswordScreen />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** The main app needs completed onboarding; admins are staff and belong in /admin. */
export function RequireOnboarded() {
  const { data: user } = useSession();
  if (!user) return <ProfileLoadFailed />;
  if (user.role === 'admin') return <Navigate to={paths.admin} replace />;
  // `resume`: onboarding takes a member with a saved draft back to the step they reached.
  if (!user.onboarding_complete) {
    return <Navigate to={paths.onboarding('intro')} state={{ resume: true }} replace />;
  }
  return <Outlet />;
}

/** Onboarding is for members who have not finished it yet. */
export function RequireOnboardingPending() {
  const { data: user } = useSession();
  if (!user) return <ProfileLoadFailed />;
  if (user.role === 'admin') return <Navigate to={paths.admin} replace />;
  if (user.onboarding_complete) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** /, /signin and /signup: a signed-in member goes to /home, an admin to /admin. */
export function RedirectIfSignedIn() {
  const { t } = useTranslation();
  const { data: user, isPending } = useSession();
  if (isPending) return <LoadingScreen label={t('guard.loadingSession')} />;
  if (user) return <Navigate to={user.role === 'admin' ? paths.admin : paths.home} replace />;
  return <Outlet />;
}

/** The admin area: 'Verifying credentials...'; no user → /signin; a member → /home. */
export function RequireAdmin() {
  const { t } = useTranslation();
  const { data: user, isPending } = useSession();
  if (isPending) {
    return (
      <GuardFrame>
        <LoadingScreen label={t('guard.verifyingCredentials')} />
      </GuardFrame>
    );
  }
  if (user === undefined) return <ProfileLoadFailed />;
  if (user === null) return <Navigate to={paths.signIn} replace />;
  if (user.role !== 'admin') return <Navigate to={paths.home} replace />;
  // A one-time password (`npm run admin:create`, or a reset): replaced before the console opens.
  if (user.must_change_password) {
    return (
      <Suspense
        fallback={
          <GuardFrame>
            <LoadingScreen label={t('guard.verifyingCredentials')} />
          </GuardFrame>
        }
      >
        <ForcedPasswordScreen />
      </Suspense>
    );
  }
  return <Outlet />;
}
