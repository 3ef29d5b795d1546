import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './router';

/**
 * The full app: React Router with every route (router.tsx). Its own chunk, loaded by main.tsx
 * for any screen but a visitor's /, /signin and /signup (ADR 019); the router is created when
 * this module first loads, at the address the tab is on by then.
 */
const router = createBrowserRouter(routes);

export default function App() {
  return <RouterProvider router={router} />;
}
