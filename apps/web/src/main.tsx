import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { startInDetectedLanguage } from './lib/i18n';
import { createQueryClient } from './lib/queryClient';
import { registerServiceWorker } from './lib/serviceWorker';
import { routes } from './router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

// A Burmese reader's catalogue is fetched before the first paint, so no English flashes first.
await startInDetectedLanguage().catch(() => undefined);

createRoot(root).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
