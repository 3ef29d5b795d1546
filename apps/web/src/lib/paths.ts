import { ONBOARDING_STEPS } from '@dating/shared';
/**
 * Route paths (docs/product.md#screens-and-routes), named once for the router, layouts and
 * features.
 */
export const paths = {
  landing: '/',
  signIn: '/signin',
  signUp: '/signup',
  impersonate: '/impersonate',
  home: '/home',
  explore: '/explore',
  matches: '/matches',
  chats: '/chat',
  conversation: (userId: string) => `/chat/${encodeURIComponent(userId)}`,
  shop: '/shop',
  settings: '/settings',
  editProfile: '/settings/edit-profile',
  verify: '/settings/verify',
  ownProfile: '/profile',
  profile: (userId: string) => `/profile/${encodeURIComponent(userId)}`,
  admin: '/admin',
  adminUsers: '/admin/users',
  adminKyc: '/admin/kyc',
  adminReports: '/admin/reports',
  adminSuspected: '/admin/suspected',
  adminDeposits: '/admin/deposits',
  adminWithdrawals: '/admin/withdrawals',
  adminHistory: '/admin/history',
  adminAudit: '/admin/audit',
  onboarding: (step: OnboardingStep) => `/onboarding/${step}`,
} as const;

/** The addresses a visitor reaches without the full app (PublicApp, ADR 019). */
const PUBLIC_PATHS: readonly string[] = [paths.landing, paths.signIn, paths.signUp];
export const isPublicPath = (pathname: string) => PUBLIC_PATHS.includes(pathname);

/** Onboarding order (docs/product.md#onboarding), from the shared constants. */
export { ONBOARDING_STEPS };

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
