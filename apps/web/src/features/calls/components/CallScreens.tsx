import { Phone, PhoneOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../ui';
import { durationText } from '../duration';
import { calls } from '../host';
import type { CallState, EndReason } from '../machine';
import { CallOverlay, Portrait, RoundButton } from './CallOverlay';
import { useVideoStream } from './videoStream';

type Phase<P extends CallState['phase']> = Extract<CallState, { phase: P }>;

/** Someone is calling: their picture and name, Accept and Decline. */
export function IncomingCall({ state }: { state: Phase<'incoming'> }) {
  const { t } = useTranslation('calls');
  const { name, photo_url } = state.other;
  return (
    <CallOverlay title={t('incoming.title', { name })} testId="call-incoming">
      <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
        <Portrait name={name} url={photo_url} />
        <p className="text-2xl font-bold">{name}</p>
        <p className="text-neutral-300">{t('incoming.calling')}</p>
      </div>
      <div className="flex justify-around px-6 pb-10">
        <RoundButton label={t('incoming.decline')} caption tone="danger" onClick={calls.decline}>
          <PhoneOff aria-hidden="true" className="size-6" />
        </RoundButton>
        <RoundButton label={t('incoming.accept')} caption tone="accept" onClick={calls.accept}>
          <Phone aria-hidden="true" className="size-6" />
        </RoundButton>
      </div>
    </CallOverlay>
  );
}

/** "Calling <name>...", over the caller's own camera, with Cancel. */
export function OutgoingCall({
  state,
  local,
}: {
  state: Phase<'outgoing'>;
  local: MediaStream | null;
}) {
  const { t } = useTranslation('calls');
  const { name, photo_url } = state.other;
  const video = useVideoStream(local);
  return (
    <CallOverlay title={t('outgoing.title', { name })} testId="call-outgoing">
      {local && (
        // Decorative: the caller sees themself behind "Calling…", as on the call screen.
        <div aria-hidden="true" className="absolute inset-0 opacity-40">
          <video
            ref={video}
            muted
            autoPlay
            playsInline
            className="size-full -scale-x-100 object-cover"
          />
        </div>
      )}
      <div className="relative flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
        <Portrait name={name} url={photo_url} />
        <p role="status" className="text-xl font-semibold">
          {state.ringing ? t('outgoing.calling', { name }) : t('outgoing.connecting')}
        </p>
      </div>
      <div className="relative flex justify-center pb-10">
        <RoundButton label={t('outgoing.cancel')} tone="danger" onClick={calls.hangUp}>
          <PhoneOff aria-hidden="true" className="size-6" />
        </RoundButton>
      </div>
    </CallOverlay>
  );
}

/** Ended by this member's own button: the screen closing says enough. */
const SAID_BY_CLOSING: readonly EndReason[] = ['hung_up', 'cancelled'];
const TROUBLE: readonly EndReason[] = ['unavailable', 'offline', 'failed'];

/** The key of the ended message: the caller hears why nobody answered; the callee, plainly. */
export function endedKey(reason: EndReason, direction: 'in' | 'out'): string {
  if (direction === 'in' && (reason === 'missed' || reason === 'cancelled' || reason === 'busy')) {
    return 'ended.notConnected';
  }
  return `ended.${reason}`;
}

// The call a message was shown for: React may run an effect twice (StrictMode), the member
// hears it once.
let toldCallId: string | null = null;

/**
 * The call is over: the screen closes at once (back to where the member was) and a short
 * message says why, as a toast that does not stand between them and the conversation.
 */
export function EndedCall({ state }: { state: Phase<'ended'> }) {
  const { t } = useTranslation('calls');
  const toast = useToast();
  useEffect(() => {
    const { reason, direction, callId, duration_ms } = state;
    if (toldCallId !== callId && !SAID_BY_CLOSING.includes(reason)) {
      toldCallId = callId;
      const text =
        reason === 'completed' && duration_ms
          ? t('ended.completedLength', { length: durationText(duration_ms) })
          : t(endedKey(reason, direction), { name: state.other.name });
      toast.show(text, TROUBLE.includes(reason) ? 'error' : 'info');
    }
    calls.dismiss();
  }, [state, t, toast]);
  return null;
}
