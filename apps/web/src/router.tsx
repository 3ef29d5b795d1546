import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject } from 'react-router';
import {
  ImpersonateScreen,
  LandingScreen,
  RedirectIfSignedIn,
  RequireAdmin,
  RequireOnboarded,
  RequireOnboardingPending,
  RequireSession,
  SignInScreen,
  SignUpScreen,
} from './features/auth';
import { OnboardingStep } from './features/onboarding';
import { EditProfileScreen, ProfileScreen } from './features/profile';
import { SettingsScreen } from './features/settings';
import {
  AdminLayout,
  MainLayout,
  NotFoundPage,
  OnboardingLayout,
  PublicLayout,
  RootLayout,
  RouteErrorPage,
} from './layouts';
import { ONBOARDING_STEPS } from './lib/paths';
import { ComingSoon } from './ui';

/** A screen that later work builds: its title (an i18n key) over a "coming soon" body. */
function Soon({ titleKey, ns = 'common' }: { titleKey: string; ns?: string }) {
  const { t } = useTranslation(ns);
  return <ComingSoon title={t(titleKey)} />;
}

function soon(titleKey: string, ns?: string): ReactNode {
  return <Soon titleKey={titleKey} ns={ns} />;
}

const onboardingRoutes: RouteObject[] = ONBOARDING_STEPS.map((step) => ({
  path: step,
  element: <OnboardingStep step={step} />,
}));

/** Routes of spec section 2; guards are layout routes. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: '/', element: <LandingScreen /> },
              { path: '/signin', element: <SignInScreen /> },
              { path: '/signup', element: <SignUpScreen /> },
            ],
          },
          { path: '/impersonate', element: <ImpersonateScreen /> },
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
                element: <OnboardingLayout />,
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
                element: <MainLayout />,
                children: [
                  { path: '/home', element: soon('screens.home') },
                  { path: '/explore', element: soon('screens.explore') },
                  { path: '/matches', element: soon('screens.matches') },
                  { path: '/chat', element: soon('screens.chat') },
                  { path: '/chat/:userId', element: soon('screens.conversation') },
                  { path: '/shop', element: soon('screens.shop') },
                  { path: '/settings', element: <SettingsScreen /> },
                  { path: '/settings/edit-profile', element: <EditProfileScreen /> },
                  { path: '/settings/verify', element: soon('screens.verify') },
                  { path: '/profile', element: <ProfileScreen /> },
                  { path: '/profile/:userId', element: <ProfileScreen /> },
                  // Spotlight cards link here; it is the same screen as /profile/:userId.
                  { path: '/user/:userId', element: <ProfileScreen /> },
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
            element: <AdminLayout />,
            children: [
              { index: true, element: soon('nav.dashboard', 'admin') },
              { path: 'users', element: soon('nav.users', 'admin') },
              { path: 'kyc', element: soon('nav.kyc', 'admin') },
              { path: 'reports', element: soon('nav.reports', 'admin') },
              { path: 'deposits', element: soon('nav.deposits', 'admin') },
              { path: 'withdrawals', element: soon('nav.withdrawals', 'admin') },
              { path: 'history', element: soon('nav.history', 'admin') },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
