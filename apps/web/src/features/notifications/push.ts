import { PUSH_PROMPT_SNOOZE_MS } from '@dating/shared';
import { getImpersonationToken } from '../../lib/api';
import { deleteSubscription, fetchPushKey, postSubscription } from './api';

/** This device and notifications: the browser's permission, or no Web Push at all. */
export type DevicePushState = NotificationPermission | 'unsupported';

export function devicePushState(): DevicePushState {
  if (
    typeof Notification === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in globalThis)
  )
    return 'unsupported';
  return Notification.permission;
}

const SNOOZE_KEY = 'push_prompt_snoozed_until';

/** The in-app prompt may show: the browser has not been asked, and 'Not now' is not recent. */
export function mayAskForPush(now = Date.now()): boolean {
  if (devicePushState() !== 'default' || getImpersonationToken()) return false;
  try {
    return now >= Number(localStorage.getItem(SNOOZE_KEY) ?? 0);
  } catch {
    return true;
  }
}

/** 'Not now': the prompt stays away for PUSH_PROMPT_SNOOZE_MS. */
export function snoozePushPrompt(now = Date.now()): void {
  try {
    localStorage.setItem(SNOOZE_KEY, String(now + PUSH_PROMPT_SNOOZE_MS));
  } catch {
    // no storage: asked again next time, which is all we can do
  }
}

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
