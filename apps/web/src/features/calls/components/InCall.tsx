import { Flag, Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/intl';
import { ReportDialog } from '../../safety';
import type { CallSnapshot } from '../controller';
import { durationText, megabytes } from '../duration';
import { calls } from '../host';
import type { CallState } from '../machine';
import { CallOverlay, Portrait, RoundButton } from './CallOverlay';
import { useVideoStream } from './videoStream';

/** How often the screen reads the connection's byte counts. */
const STATS_EVERY_MS = 3000;

type Active = Extract<CallState, { phase: 'active' }>;

/** The call's length, counted from the answer, once a second. */
function CallTimer({ since }: { since: number | null }) {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [since]);
  if (since === null) return null;
  return <span className="tabular-nums">{durationText(Date.now() - since)}</span>;
}

/**
 * What this call has cost in mobile data so far (sent and received, from the connection's own
 * counts): data is dear in Myanmar, and the member sees it.
 */
function DataUsed() {
  const { t, i18n } = useTranslation('calls');
  const [bytes, setBytes] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      void calls.bytes().then(
        (value) => live && value !== null && setBytes(value),
        () => undefined,
      );
    read();
    const timer = setInterval(read, STATS_EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  if (bytes === null) return null;
  const format = numberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <p className="text-xs text-neutral-300">
      {t('active.dataUsed')}{' '}
      <data value={bytes} data-testid="call-data-used">
        {t('active.megabytes', { amount: format.format(megabytes(bytes)) })}
      </data>
    </p>
  );
}

/** The call: their video large, ours small, the timer, the data used and the buttons. */
export function InCall({ state, snapshot }: { state: Active; snapshot: CallSnapshot }) {
  const { t } = useTranslation('calls');
  const { name, photo_url, id } = state.other;
  const [reporting, setReporting] = useState(false);
  const remoteVideo = useVideoStream(snapshot.remote);
  const localVideo = useVideoStream(snapshot.local);
  const { local, remote } = state;
  const theirCameraOff = remote.camera_off || !snapshot.remote;
  return (
    <CallOverlay title={t('active.title', { name })} testId="call-active">
      <div className="relative flex-1 overflow-hidden bg-black">
        {/* biome-ignore lint/a11y/useMediaCaption: a live call has no captions to offer */}
        <video
          ref={remoteVideo}
          autoPlay
          playsInline
          aria-label={t('active.theirVideo', { name })}
          data-testid="call-remote-video"
          className="size-full object-cover"
        />
        {theirCameraOff && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-neutral-900">
            <Portrait name={name} url={photo_url} />
            <p>{snapshot.remote ? t('active.theirCameraOff') : t('active.connecting')}</p>
          </div>
        )}
        <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-2 bg-gradient-to-b from-black/70 to-transparent p-4">
          <div className="flex min-w-0 flex-col">
            <span className="truncate text-lg font-semibold">{name}</span>
            <span className="text-sm text-neutral-200">
              <CallTimer since={snapshot.answeredAt} />
            </span>
            {/* Read again the moment the other's media arrives, then every few seconds. */}
            <DataUsed key={snapshot.remote ? 'connected' : 'connecting'} />
          </div>
          {remote.muted && (
            <span className="flex items-center gap-1 rounded-full bg-black/60 px-3 py-1 text-sm">
              <MicOff aria-hidden="true" className="size-4" />
              {t('active.theirMuted')}
            </span>
          )}
        </div>
        <div className="absolute right-4 bottom-4 h-36 w-28 overflow-hidden rounded-xl border border-white/30 bg-neutral-800">
          {snapshot.local && (
            <video
              ref={localVideo}
              muted
              autoPlay
              playsInline
              aria-label={t('active.yourVideo')}
              data-testid="call-local-video"
              className="size-full -scale-x-100 object-cover"
            />
          )}
          {(local.camera_off || !snapshot.local) && (
            <p className="absolute inset-0 flex items-center justify-center bg-neutral-800 p-2 text-center text-xs">
              {t('active.yourCameraOff')}
            </p>
          )}
        </div>
      </div>
      {snapshot.mediaProblem && (
        <p role="alert" className="bg-amber-100 px-4 py-2 text-sm text-amber-900">
          {t(`active.noMedia.${snapshot.mediaProblem}`, { name })}
        </p>
      )}
      <div className="flex justify-around gap-2 px-4 pt-4 pb-8">
        <RoundButton
          label={local.muted ? t('active.unmute') : t('active.mute')}
          on={local.muted}
          disabled={!snapshot.local?.getAudioTracks().length}
          onClick={() => calls.toggle('muted')}
        >
          {local.muted ? (
            <MicOff aria-hidden="true" className="size-6" />
          ) : (
            <Mic aria-hidden="true" className="size-6" />
          )}
        </RoundButton>
        <RoundButton
          label={local.camera_off ? t('active.cameraOn') : t('active.cameraOff')}
          on={local.camera_off}
          disabled={!snapshot.local?.getVideoTracks().length}
          onClick={() => calls.toggle('camera_off')}
        >
          {local.camera_off ? (
            <VideoOff aria-hidden="true" className="size-6" />
          ) : (
            <Video aria-hidden="true" className="size-6" />
          )}
        </RoundButton>
        <RoundButton label={t('active.report')} onClick={() => setReporting(true)}>
          <Flag aria-hidden="true" className="size-6" />
        </RoundButton>
        <RoundButton label={t('active.hangUp')} tone="danger" onClick={calls.hangUp}>
          <PhoneOff aria-hidden="true" className="size-6" />
        </RoundButton>
      </div>
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        userId={id}
        name={name}
        // Reported and blocked: the block ends the match, and with it the call.
        onSubmitted={(blocked) => blocked && calls.hangUp()}
      />
    </CallOverlay>
  );
}
