import type { PushPreferences } from '@dating/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { Button, Skeleton, ToggleSwitch, useToast } from '../../../ui';
import { usePushPreferences, useUpdatePushPreferences } from '../api';
import { askBrowserAndSubscribe, type DevicePushState, devicePushState } from '../push';

const KINDS = ['matches', 'messages', 'likes', 'decisions', 'message_previews'] as const;

/** This device: on, off (with a button), blocked (how to allow), or not possible here. */
function DeviceState() {
  const { t, i18n } = useTranslation('notifications');
  const toast = useToast();
  const [state, setState] = useState<DevicePushState>(devicePushState);
  const [busy, setBusy] = useState(false);
  const turnOn = async () => {
    setBusy(true);
    try {
      setState(await askBrowserAndSubscribe(i18n.language));
    } catch (error) {
      console.error('Could not turn on notifications', error);
      toast.show(t('prompt.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2 px-4 py-3" aria-live="polite">
      <p className="font-medium text-neutral-900">{t(`device.${state}.title`)}</p>
      <p className="text-sm text-neutral-600">{t(`device.${state}.body`)}</p>
      {state === 'default' && (
        <Button className="self-start" loading={busy} onClick={() => void turnOn()}>
          {t('prompt.turnOn')}
        </Button>
      )}
    </div>
  );
}

/** Settings › Notifications: what this device does, and a switch per kind of notification. */
export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const preferences = usePushPreferences();
  const update = useUpdatePushPreferences();
  const current = preferences.data;

  const change = (kind: (typeof KINDS)[number], on: boolean) => {
    if (!current) return;
    const next: PushPreferences = { ...current, [kind]: on };
    update.mutate(next, { onError: (error) => toast.show(errorText(error, t), 'error') });
  };

  return (
    // A group of switches, not a region: the toast area is already the "Notifications" landmark.
    <fieldset
      aria-labelledby="settings-notifications"
      className="mt-6 min-w-0 overflow-hidden rounded-2xl border border-neutral-200 bg-white"
    >
      <h2 id="settings-notifications" className="px-4 pt-3 font-medium text-neutral-900">
        {t('settings.title')}
      </h2>
      <DeviceState />
      {preferences.isError ? (
        <p role="alert" className="px-4 pb-3 text-sm text-red-700">
          {t('settings.loadFailed')}
        </p>
      ) : (
        <ul className="divide-y divide-neutral-100 border-t border-neutral-100">
          {KINDS.map((kind) => (
            <li key={kind} className="flex items-center gap-3 px-4 py-2">
              <span className="flex flex-1 flex-col">
                <label htmlFor={`push-${kind}`} className="text-neutral-800">
                  {t(`settings.kinds.${kind}.label`)}
                </label>
                <span id={`push-${kind}-hint`} className="text-sm text-neutral-500">
                  {t(`settings.kinds.${kind}.hint`)}
                </span>
              </span>
              {current ? (
                <ToggleSwitch
                  id={`push-${kind}`}
                  aria-describedby={`push-${kind}-hint`}
                  checked={current[kind]}
                  disabled={kind === 'message_previews' && !current.messages}
                  onCheckedChange={(on) => change(kind, on)}
                />
              ) : (
                <Skeleton className="h-11 w-20 rounded-full" />
              )}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
