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
export { SignInScreen, SignUpScreen } from './screens/CredentialsScreen';
export { LandingScreen } from './screens/LandingScreen';
export { signOutAfterSessionEnd } from './sessionEnd';
export { useAuthSync } from './useAuthSync';
