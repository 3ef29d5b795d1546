import { useMessageNotices } from '../useMessageNotices';
import { usePushDevice } from '../usePushDevice';
import { LiveCall } from './LiveCall';
import { LiveMatch } from './LiveMatch';
import { PushPrompt } from './PushPrompt';

/**
 * What reaches a member in the app, on every member screen: toasts for messages from other
 * conversations, "It's a Match!", a video call ringing, the push prompt (rendered where this is,
 * the layout's bottom bar, unless a screen offers a PushPromptSlot), and this device's push
 * subscription. The counts are the tab bar's (useLiveBadges).
 */
export function LiveNotifications({ promptHidden = false }: { promptHidden?: boolean }) {
  useMessageNotices();
  usePushDevice();
  return (
    <>
      <LiveMatch />
      <LiveCall />
      <PushPrompt hidden={promptHidden} />
    </>
  );
}
