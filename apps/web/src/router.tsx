import { Navigate, type RouteObject } from 'react-router';
import { AuditScreen, DashboardScreen, ReportsScreen, UsersScreen } from './features/admin';
import { AdminKycScreen } from './features/admin-kyc';
import { DepositsScreen, HistoryScreen, WithdrawalsScreen } from './features/admin-money';
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
import { ChatListScreen, ConversationScreen } from './features/chat';
import { SpotlightScreen, SwipeDeckScreen, WhoLikesYouScreen } from './features/discovery';
import { OnboardingStep } from './features/onboarding';
import { EditProfileScreen, ProfileScreen } from './features/profile';
import { SettingsScreen } from './features/settings';
import { ShopScreen } from './features/shop';
import { VerificationScreen } from './features/verification';
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
                  { path: '/home', element: <SwipeDeckScreen /> },
                  { path: '/explore', element: <SpotlightScreen /> },
                  { path: '/matches', element: <WhoLikesYouScreen /> },
                  { path: '/chat', element: <ChatListScreen /> },
                  { path: '/chat/:userId', element: <ConversationScreen /> },
                  { path: '/shop', element: <ShopScreen /> },
                  { path: '/settings', element: <SettingsScreen /> },
                  { path: '/settings/edit-profile', element: <EditProfileScreen /> },
                  { path: '/settings/verify', element: <VerificationScreen /> },
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
              { index: true, element: <DashboardScreen /> },
              { path: 'users', element: <UsersScreen /> },
              { path: 'kyc', element: <AdminKycScreen /> },
              { path: 'reports', element: <ReportsScreen /> },
              { path: 'deposits', element: <DepositsScreen /> },
              { path: 'withdrawals', element: <WithdrawalsScreen /> },
              { path: 'history', element: <HistoryScreen /> },
              { path: 'audit', element: <AuditScreen /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
