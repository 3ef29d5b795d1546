export { expectSessionEnd, prefetchSession, useSession, useSignOut } from './api';
export { ChangePasswordForm, useChangePassword } from './components/ChangePasswordForm';
export {
  ProfileLoadFailed,
  RedirectIfSignedIn,
  RequireAdmin,
  RequireOnboarded,
  RequireOnboardingPending,
  RequireSession,
} from './guards';
export { followOtherTabs } from './otherTabs';
export { signOutAfterSessionEnd } from './sessionEnd';
export { useAuthSync } from './useAuthSync';
