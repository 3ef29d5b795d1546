/* Mingalar service worker (built by build/serviceWorker.ts, which fills in the two constants).
 * - The app shell (index.html, the entry's scripts and styles, manifest, icons) is cached at
 *   install, so a return visit starts even when the connection drops.
 * - Hashed files under /assets/ never change: served from the cache once fetched.
 * - Pages: network first (fresh deploys win), the cached shell when offline or too slow.
 * - /api and /files are never cached here: they are private and live.
 */
const CACHE_VERSION = __CACHE_VERSION__;
const PRECACHE = __PRECACHE_MANIFEST__;
const SHELL_CACHE = `shell-${CACHE_VERSION}`;
const ASSET_CACHE = 'assets';
const NAVIGATION_TIMEOUT_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('shell-') && key !== SHELL_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/files/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (PRECACHE.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
  }
});

/** The network's page, or the cached shell when offline or slower than the timeout. */
async function navigation(request) {
  const network = fetch(request);
  const timeout = new Promise((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT_MS));
  try {
    const response = await Promise.race([network, timeout]);
    if (response?.ok) return response;
  } catch {
    // offline: fall back to the shell
  }
  const shell = await caches.match('/index.html', { cacheName: SHELL_CACHE });
  return shell ?? network;
}

async function cacheFirst(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}
