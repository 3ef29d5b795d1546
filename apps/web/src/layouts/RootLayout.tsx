import { Outlet } from 'react-router';
import { useAuthSync } from '../features/auth';

/** The top route: keeps this tab in step with sign-ins and sign-outs in other tabs. */
export function RootLayout() {
  useAuthSync();
  return <Outlet />;
}
