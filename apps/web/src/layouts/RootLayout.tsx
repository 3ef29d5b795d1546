import { Suspense } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { useAuthSync } from '../features/auth';
import { NavProvider } from '../lib/nav';
import { RouteLoading } from './StatusPages';

/**
 * The top route: keeps this tab in step with sign-ins and sign-outs in other tabs, and shows a
 * thin bar while the next screen's code downloads (routes load on demand, slow on mobile data).
 */
export function RootLayout() {
  useAuthSync();
  const navigation = useNavigation();
  const navigate = useNavigate();
  return (
    // The public screens navigate through lib/nav (they also run without the router).
    <NavProvider navigate={(to, options) => void navigate(to, options)}>
      {navigation.state === 'loading' && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-rose-500"
        />
      )}
      {/* Catalogues load with their screens; this only shows if one was not preloaded. */}
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </NavProvider>
  );
}
