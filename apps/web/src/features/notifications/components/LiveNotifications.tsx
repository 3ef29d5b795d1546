import { useMessageNotices } from '../useMessageNotices';
import { usePushDevice } from '../usePushDevice';
import { LiveMatch } from './LiveMatch';
import { PushPrompt } from './PushPrompt';

/**
 * What reaches a member in the app, on every member screen: toasts for messages from other
 * conversations, "It's a Match!", the push prompt, and this device's push subscription. The
 * counts are the tab bar's (useLiveBadges, in the layout).
 */
export function LiveNotifications() {
  useMessageNotices();
  usePushDevice();
  return (
    <>
      <LiveMatch />
      <PushPrompt />
    </>
  );
}
