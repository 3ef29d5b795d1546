export { useSession, useSignOut } from './api';
export {
  ProfileLoadFailed,
  RedirectIfSignedIn,
  RequireAdmin,
  RequireOnboarded,
  RequireOnboardingPending,
  RequireSession,
} from './guards';
export { ImpersonateScreen } from './screens/ImpersonateScreen';
export { LandingScreen } from './screens/LandingScreen';
export { SignInScreen } from './screens/SignInScreen';
export { SignUpScreen } from './screens/SignUpScreen';
export { useAuthSync } from './useAuthSync';
