import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getImpersonationToken } from '../../lib/api';
import { beforeSignOut } from '../../lib/beforeSignOut';
import { devicePushState } from './pushState';

/** The subscribing code, fetched only for a device with permission (or at sign-out). */
const loadPush = () => import('./push');

/**
 * Keeps this device's push subscription in step with the member: posted again when the app
 * opens and when the language changes (notifications are written in it), forgotten on the
 * server before signing out. A tap on a notification (the service worker's message) opens its
 * screen here without reloading.
 */
export function usePushDevice() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.language;

  // A "View As" tab is the admin's browser: it never subscribes or unsubscribes for the member.
  const viewingAs = getImpersonationToken() !== null;

  useEffect(() => {
    if (viewingAs || devicePushState() !== 'granted') return;
    loadPush()
      .then((push) => push.subscribeDevice(language))
      .catch((error: unknown) => console.warn('Could not renew the push subscription', error));
  }, [language, viewingAs]);

  useEffect(
    () =>
      viewingAs
        ? undefined
        : beforeSignOut(async () => {
            if (devicePushState() === 'granted') await (await loadPush()).forgetDevice();
          }),
    [viewingAs],
  );

  useEffect(() => {
    const workers = navigator.serviceWorker;
    if (!workers) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type === 'open' && typeof data.url === 'string' && data.url.startsWith('/')) {
        void navigate(data.url);
      }
    };
    workers.addEventListener('message', onMessage);
    return () => workers.removeEventListener('message', onMessage);
  }, [navigate]);
}
