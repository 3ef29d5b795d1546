import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;

/** Runs the worker template against a fake `self` and returns its event listeners. */
function loadWorker(windows: { url: string; focused: boolean }[] = []) {
  const listeners = new Map<string, Listener>();
  const clients = windows.map((w) => ({
    ...w,
    focus: vi.fn(async () => undefined),
    postMessage: vi.fn(),
  }));
  const self = {
    location: { origin: 'https://mingalar.example' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => clients),
      openWindow: vi.fn(async () => null),
      claim: vi.fn(),
    },
    skipWaiting: vi.fn(),
  };
  const source = fs
    .readFileSync(path.join(import.meta.dirname, 'service-worker.js'), 'utf8')
    .replace('__CACHE_VERSION__', '"test"')
    .replace('__PRECACHE_MANIFEST__', '[]');
  new Function('self', 'caches', source)(self, {});
  return { listeners, self, clients };
}

/** Dispatches an event and waits for what it handed to waitUntil. */
async function dispatch(listener: Listener | undefined, event: Record<string, unknown>) {
  let pending: Promise<unknown> = Promise.resolve();
  listener?.({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
  await pending;
}

const payload = (data: unknown) => ({
  data: { json: () => data, text: () => JSON.stringify(data) },
});

describe('service worker: push', () => {
  it('shows a message with its title, body, icons, tag (renotifying) and the screen to open', async () => {
    const { listeners, self } = loadWorker();
    await dispatch(
      listeners.get('push'),
      payload({
        kind: 'message',
        title: 'Kyaw',
        body: 'Sent you a message',
        url: '/chat/33333333-3333-4333-8333-00000000000a',
        tag: 'message:44444444',
      }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('Kyaw', {
      body: 'Sent you a message',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: 'message:44444444',
      renotify: true,
      data: { url: '/chat/33333333-3333-4333-8333-00000000000a' },
    });
  });

  it('gathers likes under their tag without buzzing again, and never opens another site', async () => {
    const { listeners, self } = loadWorker();
    await dispatch(
      listeners.get('push'),
      payload({
        kind: 'likes',
        title: 'New likes',
        body: '3 people like you',
        url: 'https://evil.example/',
        tag: 'likes',
      }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'New likes',
      expect.objectContaining({ tag: 'likes', renotify: false, data: { url: '/' } }),
    );
  });
});

describe('service worker: notification tap', () => {
  const click = (url: string) => ({
    notification: { close: vi.fn(), data: { url } },
  });

  it('focuses an open window of the app and tells it which screen to open', async () => {
    const { listeners, clients, self } = loadWorker([
      { url: 'https://other.example/', focused: true },
      { url: 'https://mingalar.example/home', focused: false },
    ]);
    const event = click('/matches');
    await dispatch(listeners.get('notificationclick'), event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(clients[1]?.focus).toHaveBeenCalled();
    expect(clients[1]?.postMessage).toHaveBeenCalledWith({ type: 'open', url: '/matches' });
    expect(clients[0]?.focus).not.toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when none of the app is open', async () => {
    const { listeners, self } = loadWorker([]);
    await dispatch(listeners.get('notificationclick'), click('/chat/abc'));
    expect(self.clients.openWindow).toHaveBeenCalledWith('/chat/abc');
  });
});
