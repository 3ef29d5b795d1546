import { deleteSubscription, fetchPushKey, postSubscription } from './api';
import { devicePushState } from './pushState';

// The device's state and the prompt's snooze live apart (pushState.ts): /home needs them at
// once, the subscribing below only with a permission (usePushDevice loads this file then).
export {
  type DevicePushState,
  devicePushState,
  mayAskForPush,
  snoozePushPrompt,
} from './pushState';

/** A base64url VAPID key as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const left = new Uint8Array(a);
  return left.length === b.length && left.every((byte, i) => byte === b[i]);
}

const WORKER_WAIT_MS = 10_000;

/** The active service worker's registration (it registers after load in production builds). */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('No service worker')), WORKER_WAIT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * Subscribes this device with the server's VAPID key (again, if the key changed) and posts the
 * subscription with the language notifications should be written in. Needs permission.
 */
export async function subscribeDevice(locale: string): Promise<void> {
  const registration = await workerRegistration();
  const key = keyBytes(await fetchPushKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await postSubscription(subscription.toJSON(), locale);
}

/** Asks the browser (only ever after the member said yes in the app); true when allowed. */
export async function askBrowserAndSubscribe(locale: string): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission === 'granted') await subscribeDevice(locale);
  return permission;
}

/** Signing out: the server forgets this device, and the browser drops the subscription. */
export async function forgetDevice(): Promise<void> {
  if (devicePushState() !== 'granted') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  // Unsubscribed even if the server did not answer: its next push gets 410 and is dropped there.
  await deleteSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe();
}
