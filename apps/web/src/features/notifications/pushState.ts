import { PUSH_PROMPT_SNOOZE_MS } from '@dating/shared';
import { getImpersonationToken } from '../../lib/api';

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
