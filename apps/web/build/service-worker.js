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

/* Web Push (docs/product.md#notifications): the server's payload is `{kind, title, body, url, tag}`.
 * One notification per tag: a conversation's messages replace each other (and buzz again), likes
 * gather into one. */
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Mingalar';
  const url = typeof payload.url === 'string' && payload.url.startsWith('/') ? payload.url : '/';
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    data: { url },
  };
  if (typeof payload.tag === 'string' && payload.tag) {
    options.tag = payload.tag;
    // A new message in the same conversation replaces the old notification and alerts again.
    options.renotify = payload.kind === 'message';
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

/* A tap opens the notification's screen: in an open window of the app when there is one (it
 * navigates without reloading, see features/notifications/usePushDevice.ts), else in a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? '/';
  event.waitUntil(openApp(url));
});

async function openApp(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const own = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  const target = own.find((client) => client.focused) ?? own[0];
  if (!target) return self.clients.openWindow(url);
  await target.focus();
  target.postMessage({ type: 'open', url });
  return target;
}
