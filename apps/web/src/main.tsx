import { type ComponentType, lazy, StrictMode, Suspense, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders';
import { followOtherTabs, prefetchSession } from './features/auth';
import { preloadFullApp } from './fullApp';
import { PUBLIC_NAMESPACES, startInDetectedLanguage } from './lib/i18n';
import { persistQueries } from './lib/offline/persistQueries';
import { isPublicPath } from './lib/paths';
import { createQueryClient } from './lib/queryClient';
import { registerServiceWorker } from './lib/serviceWorker';
import { hasSessionHint } from './lib/sessionHint';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
// Before anything else: a sign-out in another tab while this one starts must not be missed.
followOtherTabs(queryClient);

/**
 * A visitor on /, /signin or /signup starts without React Router and the rest of the app
 * (ADR 019: a first visit under 120 KB); everyone else starts in the full app (App.tsx).
 */
const startsPublic = isPublicPath(location.pathname) && !hasSessionHint();
// A member's last known screens come back from the device first: offline, they are what shows.
persistQueries(queryClient, { restore: !startsPublic });
const LazyFullApp = lazy(preloadFullApp);
/** The full app once its code is in: rendered directly, it never suspends (a blank frame). */
let FullApp: ComponentType | null = null;
const loadFullApp = () =>
  preloadFullApp().then((module) => {
    FullApp = module.default;
  });
/** Loaded only for a visitor (the HTML's shell script preloads it on these addresses). */
let PublicApp: ComponentType<{ onLeave: () => void }> | null = null;

function Boot() {
  const [full, setFull] = useState(!PublicApp);
  // The visitor's screen stays up until the full app's code is in (no transitions to hold it in
  // Preact, decision 042); if it cannot be fetched, the lazy route below tries again.
  const leave = useCallback(() => {
    const enter = () => setFull(true);
    loadFullApp().then(enter, enter);
  }, []);
  if (!full && PublicApp) return <PublicApp onLeave={leave} />;
  if (FullApp) return <FullApp />;
  return (
    <Suspense fallback={null}>
      <LazyFullApp />
    </Suspense>
  );
}

// A Burmese reader's catalogue is fetched before the first paint, so no English flashes first;
// the full app's code and the session probe go alongside it, and the HTML's app shell stays
// until they are in (no request waits for another: issue #17, slow links).
if (!startsPublic) prefetchSession(queryClient);
await Promise.all([
  startInDetectedLanguage(startsPublic ? PUBLIC_NAMESPACES : []).catch(() => undefined),
  startsPublic
    ? import('./PublicApp').then(
        (module) => {
          PublicApp = module.PublicApp;
        },
        // Its file could not be fetched: the full app serves these addresses too.
        () => undefined,
      )
    : loadFullApp().catch(() => undefined),
]);

createRoot(root).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <Boot />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
