import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import {
  RedirectIfSignedIn,
  RequireAdmin,
  RequireOnboarded,
  RequireOnboardingPending,
  RequireSession,
} from './features/auth';
import { PublicLayout, RootLayout, RouteErrorPage, StartupSkeleton } from './layouts';
import {
  ADMIN_MESSAGE_NAMESPACES,
  loadNamespaces,
  MESSAGE_NAMESPACES,
  PUBLIC_NAMESPACES,
} from './lib/i18n';
import { ONBOARDING_STEPS } from './lib/paths';

/**
 * A route whose component loads on first visit, so each area is its own chunk and the first
 * visit to / and /signin downloads only the public screens (issue #9 data budget).
 */
function lazyRoute<M>(area: Area<M>, pick: (module: M) => ComponentType) {
  return async () => {
    // The code and its texts (in the reader's language) download side by side.
    const [module] = await Promise.all([
      area.load(),
      loadNamespaces([...area.namespaces, ...area.messages]),
    ]);
    return { Component: pick(module) };
  };
}

/**
 * A lazily loaded part of the app and the catalogue namespaces its screens use; `messages` are
 * the error and form messages (MESSAGE_NAMESPACES unless the area says otherwise).
 */
type Area<M> = { load: () => Promise<M>; namespaces: string[]; messages: readonly string[] };
const area = <M,>(
  load: () => Promise<M>,
  namespaces: string[],
  messages: readonly string[] = MESSAGE_NAMESPACES,
): Area<M> => ({ load, namespaces, messages });

// The visitor's screens: a member's /home does not carry them (a visitor starts in PublicApp).
const publicScreens = area(() => import('./features/auth/screens'), PUBLIC_NAMESPACES);
// "View As" opens in a tab of its own, never on a member's first screen: loaded on demand.
const impersonate = area(() => import('./features/auth/impersonate'), ['auth'], ['errors']);
const admin = area(
  () => import('./features/admin'),
  ['admin', 'profile'],
  ADMIN_MESSAGE_NAMESPACES,
);
// The admin halves of verification and wallet are entries of their own: members never load them.
const adminKyc = area(
  () => import('./features/verification/admin'),
  ['admin', 'adminKyc', 'verification'],
  ADMIN_MESSAGE_NAMESPACES,
);
const adminWallet = area(
  () => import('./features/wallet/admin'),
  ['admin', 'adminMoney'],
  ADMIN_MESSAGE_NAMESPACES,
);
const adminSuspected = area(
  () => import('./features/suspected/admin'),
  ['admin', 'profile'],
  ADMIN_MESSAGE_NAMESPACES,
);
// Discovery's forms are dialogs that bring their own texts when they first open (issue #22).
const discovery = area(
  () => import('./features/discovery'),
  ['discovery', 'profile', 'gifts', 'safety'],
  ['errors'],
);
// The deck (/home) is an entry of its own: a member's first screen, kept small (issue #22).
// Its cards name profile options from `common`; the report dialog brings `profile` when opened.
const deck = area(() => import('./features/discovery/deck'), ['discovery', 'safety'], ['errors']);
// `prompts`: an opener that answers a prompt names it (features/chat/openers.ts).
const chat = area(
  () => import('./features/chat/screens'),
  ['chat', 'profile', 'safety', 'gifts', 'prompts'],
);
const profile = area(
  () => import('./features/profile/screens'),
  ['profile', 'discovery', 'safety', 'prompts'],
);
const onboarding = area(() => import('./features/onboarding'), ['onboarding']);
const settings = area(() => import('./features/settings'), ['settings', 'safety', 'notifications']);
const shop = area(() => import('./features/shop'), ['shop', 'gifts']);
const verification = area(() => import('./features/verification'), ['verification']);
// The tab bar and live notices: no form, and no chat text (the chat screens bring theirs).
const mainLayout = area(() => import('./layouts/MainLayout'), ['notifications'], ['errors']);
const adminLayout = area(() => import('./layouts/AdminLayout'), ['admin']);
const onboardingLayout = area(() => import('./layouts/OnboardingLayout'), ['onboarding']);

const onboardingRoutes: RouteObject[] = ONBOARDING_STEPS.map((step) => ({
  path: step,
  lazy: lazyRoute(onboarding, ({ OnboardingStep }) => () => <OnboardingStep step={step} />),
}));

/** Routes of docs/product.md#screens-and-routes; guards are layout routes. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <StartupSkeleton />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: '/', lazy: lazyRoute(publicScreens, (m) => m.LandingScreen) },
              { path: '/signin', lazy: lazyRoute(publicScreens, (m) => m.SignInScreen) },
              { path: '/signup', lazy: lazyRoute(publicScreens, (m) => m.SignUpScreen) },
            ],
          },
          {
            path: '/impersonate',
            lazy: lazyRoute(impersonate, (m) => m.ImpersonateScreen),
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: '/onboarding',
            element: <RequireOnboardingPending />,
            children: [
              {
                lazy: lazyRoute(onboardingLayout, (m) => m.OnboardingLayout),
                children: [
                  { index: true, element: <Navigate to="intro" replace /> },
                  ...onboardingRoutes,
                ],
              },
            ],
          },
          {
            element: <RequireOnboarded />,
            children: [
              {
                lazy: lazyRoute(mainLayout, (m) => m.MainLayout),
                children: [
                  { path: '/home', lazy: lazyRoute(deck, (m) => m.SwipeDeckScreen) },
                  { path: '/explore', lazy: lazyRoute(discovery, (m) => m.SpotlightScreen) },
                  { path: '/matches', lazy: lazyRoute(discovery, (m) => m.WhoLikesYouScreen) },
                  { path: '/chat', lazy: lazyRoute(chat, (m) => m.ChatListScreen) },
                  { path: '/chat/:userId', lazy: lazyRoute(chat, (m) => m.ConversationScreen) },
                  { path: '/shop', lazy: lazyRoute(shop, (m) => m.ShopScreen) },
                  { path: '/settings', lazy: lazyRoute(settings, (m) => m.SettingsScreen) },
                  {
                    path: '/settings/edit-profile',
                    lazy: lazyRoute(profile, (m) => m.EditProfileScreen),
                  },
                  {
                    path: '/settings/verify',
                    lazy: lazyRoute(verification, (m) => m.VerificationScreen),
                  },
                  { path: '/profile', lazy: lazyRoute(profile, (m) => m.ProfileScreen) },
                  { path: '/profile/:userId', lazy: lazyRoute(profile, (m) => m.ProfileScreen) },
                  // Spotlight cards link here; it is the same screen as /profile/:userId.
                  { path: '/user/:userId', lazy: lazyRoute(profile, (m) => m.ProfileScreen) },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '/admin',
        element: <RequireAdmin />,
        children: [
          {
            lazy: lazyRoute(adminLayout, (m) => m.AdminLayout),
            children: [
              { index: true, lazy: lazyRoute(admin, (m) => m.DashboardScreen) },
              { path: 'users', lazy: lazyRoute(admin, (m) => m.UsersScreen) },
              { path: 'users/:id', lazy: lazyRoute(admin, (m) => m.MemberScreen) },
              { path: 'kyc', lazy: lazyRoute(adminKyc, (m) => m.AdminKycScreen) },
              { path: 'reports', lazy: lazyRoute(admin, (m) => m.ReportsScreen) },
              { path: 'suspected', lazy: lazyRoute(adminSuspected, (m) => m.SuspectedScreen) },
              { path: 'deposits', lazy: lazyRoute(adminWallet, (m) => m.DepositsScreen) },
              { path: 'withdrawals', lazy: lazyRoute(adminWallet, (m) => m.WithdrawalsScreen) },
              { path: 'history', lazy: lazyRoute(adminWallet, (m) => m.HistoryScreen) },
              { path: 'audit', lazy: lazyRoute(admin, (m) => m.AuditScreen) },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./layouts/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
