import { Mic } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui';
import { durationLabel } from './api';
import { useVoiceRecording } from './useVoiceRecording';

/** How far left a held finger slides to cancel. */
const CANCEL_SLIDE_PX = 80;

export interface VoiceRecorderProps {
  disabled?: boolean;
  onRecorded: (note: Blob) => void;
  onError: (reason: 'denied' | 'unsupported') => void;
}

/**
 * Hold to record, release to send, slide left to cancel (issue 35): Opus at about 24 kbps for
 * mobile data, stopped at 60 s. From a keyboard: hold Space or Enter, Escape cancels.
 */
export default function VoiceRecorder({ disabled, onRecorded, onError }: VoiceRecorderProps) {
  const { t } = useTranslation('chat');
  const startX = useRef(0);
  const {
    state,
    setState,
    elapsed,
    start,
    finish,
    active: isRecording,
  } = useVoiceRecording(onRecorded, onError);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    startX.current = event.clientX;
    void start();
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!isRecording()) return;
    setState(startX.current - event.clientX > CANCEL_SLIDE_PX ? 'cancelling' : 'recording');
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    finish(startX.current - event.clientX > CANCEL_SLIDE_PX);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') return finish(true);
    if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
      event.preventDefault();
      void start();
    }
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ' || event.key === 'Enter') finish(false);
  };

  const active = state !== 'idle';
  return (
    <>
      {active && (
        <p
          role="status"
          className={cn(
            'flex min-h-11 flex-1 items-center gap-2 text-sm',
            state === 'cancelling' ? 'text-red-700' : 'text-neutral-700',
          )}
        >
          <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-600" />
          {durationLabel(elapsed)}{' '}
          {state === 'cancelling' ? t('media.releaseToCancel') : t('media.slideToCancel')}
        </p>
      )}
      <button
        type="button"
        disabled={disabled}
        aria-label={t('media.holdToRecord')}
        aria-pressed={active}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => finish(true)}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onContextMenu={(event) => event.preventDefault()}
        className={cn(
          'inline-flex size-11 shrink-0 touch-none select-none items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 disabled:cursor-not-allowed disabled:text-neutral-300',
          active ? 'bg-red-600 text-white' : 'text-neutral-700 hover:bg-neutral-100',
        )}
      >
        <Mic aria-hidden="true" className="size-5" />
      </button>
    </>
  );
}
