import { vi } from 'vitest';

/** Browser push pieces jsdom lacks: Notification, PushManager and a service worker. */
export function stubPushBrowser(permission: NotificationPermission = 'default') {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      keys: { p256dh: 'BPublicKey', auth: 'AuthSecret' },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => null as typeof subscription | null),
    subscribe: vi.fn(async () => subscription),
  };
  const registration = { pushManager };
  const NotificationStub = {
    permission,
    requestPermission: vi.fn(async () => {
      NotificationStub.permission = 'granted' as NotificationPermission;
      return NotificationStub.permission;
    }),
  };
  vi.stubGlobal('Notification', NotificationStub);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
  return { Notification: NotificationStub, pushManager, subscription };
}

export function unstubPushBrowser() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

/** A real P-256 public key shape (65 bytes, base64url) as GET /api/push/config returns it. */
export const VAPID_KEY = `B${'A'.repeat(86)}`;
