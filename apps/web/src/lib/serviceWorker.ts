/**
 * Registers /sw.js (built from apps/web/build/service-worker.js) in production builds, after the
 * page has loaded so it never competes with the first screen for a slow connection.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a worker the app still works; it just needs the network on the next visit.
    });
  };
  // The app may start after the page's load event (the HTML starts it after its first paint).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
