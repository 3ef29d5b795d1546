import { Video } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/i18n';
import { useToast, useViewingAs } from '../../ui';
import { callUi } from './load';
import type { CallPeer } from './machine';

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500';

/**
 * The conversation header's video call button: opens "Try your camera and microphone", then the
 * call. Not in a View As tab (an admin never calls as a member). The screens load when pressed.
 */
export function CallButton({ matchId, other }: { matchId: string; other: CallPeer }) {
  const { t } = useTranslation('chat');
  const readOnly = useViewingAs();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const ui = callUi.useModule(open, (error) => {
    setOpen(false);
    toast.show(errorText(error), 'error');
  });
  if (readOnly) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('call.start', { name: other.name })}
        data-testid="call-button"
        className={iconButton}
      >
        <Video aria-hidden="true" className="size-5" />
      </button>
      {ui && <ui.OutgoingCallHost open={open} onClose={close} matchId={matchId} other={other} />}
    </>
  );
}
