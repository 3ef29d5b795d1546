import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataSaver } from '../../../lib/dataSaver';
import { errorText } from '../../../lib/i18n';
import { Button, Spinner } from '../../../ui';
import { calls } from '../host';
import type { CallPeer } from '../machine';
import { MediaError, type MediaProblem, openCamera, stopStream } from '../media';
import { CallOverlay } from './CallOverlay';
import { useVideoStream } from './videoStream';

type Camera =
  | { status: 'starting' }
  | { status: 'live'; stream: MediaStream }
  | { status: 'problem'; problem: MediaProblem };

/** The camera and microphone for the pre-call screen; stopped on leaving unless handed on. */
function useCamera(attempt: number, dataSaver: boolean) {
  const [camera, setCamera] = useState<Camera>({ status: 'starting' });
  const handedOn = useRef<MediaStream | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Try again: it asks for the camera once more
  useEffect(() => {
    let live = true;
    let stream: MediaStream | null = null;
    setCamera({ status: 'starting' });
    openCamera(dataSaver).then(
      (opened) => {
        stream = opened;
        if (live) setCamera({ status: 'live', stream: opened });
        else stopStream(opened);
      },
      (error: unknown) => {
        const problem = error instanceof MediaError ? error.problem : 'unsupported';
        if (live) setCamera({ status: 'problem', problem });
      },
    );
    return () => {
      live = false;
      if (stream && stream !== handedOn.current) stopStream(stream);
    };
  }, [attempt, dataSaver]);
  return { camera, handedOn };
}

/** The microphone's loudness, 0 to 1, read a few times a second (not every frame: cheap phones). */
function useMicLevel(stream: MediaStream | null) {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const Context = globalThis.AudioContext;
    if (!stream || !Context || stream.getAudioTracks().length === 0) return;
    const context = new Context();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      // Speech sits around an RMS of 0.02-0.2: scaled so talking fills most of the bar.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 5));
    }, 120);
    return () => {
      clearInterval(timer);
      void context.close().catch(() => undefined);
    };
  }, [stream]);
  return level;
}

/**
 * "Try your camera and microphone": the member sees themself and the microphone's level, is told
 * in plain words what blocks either, and then calls (or does not).
 */
export function PreCall({
  matchId,
  other,
  onCancel,
}: {
  matchId: string;
  other: CallPeer;
  onCancel: () => void;
}) {
  const { t } = useTranslation('calls');
  const dataSaver = useDataSaver();
  const [attempt, setAttempt] = useState(0);
  const { camera, handedOn } = useCamera(attempt, dataSaver);
  const stream = camera.status === 'live' ? camera.stream : null;
  const level = useMicLevel(stream);
  const video = useVideoStream(stream);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const meterLabel = useId();

  const call = async () => {
    if (!stream) return;
    setStarting(true);
    setFailure(null);
    try {
      handedOn.current = stream;
      if (!(await calls.start(matchId, other, stream))) handedOn.current = null;
    } catch (error) {
      handedOn.current = null;
      setFailure(errorText(error));
    } finally {
      setStarting(false);
    }
  };

  return (
    <CallOverlay title={t('precall.title')} dark={false} testId="call-precall">
      <div className="flex flex-1 flex-col gap-4 p-5">
        <h2 className="text-xl font-bold">{t('precall.title')}</h2>
        <p className="text-sm text-neutral-600">{t('precall.intro', { name: other.name })}</p>
        <div className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-neutral-900">
          {camera.status === 'live' && (
            <video
              ref={video}
              muted
              autoPlay
              playsInline
              aria-label={t('precall.preview')}
              data-testid="call-preview-video"
              className="size-full -scale-x-100 object-cover"
            />
          )}
          {camera.status === 'starting' && (
            <div
              role="status"
              className="flex size-full items-center justify-center gap-2 text-white"
            >
              <Spinner size="sm" />
              {t('precall.starting')}
            </div>
          )}
        </div>
        {camera.status === 'problem' ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900"
          >
            <p>{t(`precall.problem.${camera.problem}`)}</p>
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('precall.tryAgain')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-1">
            <label htmlFor={meterLabel} className="text-sm font-medium">
              {t('precall.micLevel')}
            </label>
            <meter
              id={meterLabel}
              min={0}
              max={100}
              value={Math.round(level * 100)}
              className="h-3 w-full"
            />
            <p className="text-xs text-neutral-600">{t('precall.micHint')}</p>
          </div>
        )}
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="mt-auto flex gap-3 pt-2">
          <Button variant="secondary" className="flex-1" onClick={onCancel}>
            {t('precall.cancel')}
          </Button>
          <Button className="flex-1" disabled={!stream || starting} onClick={() => void call()}>
            {starting && <Spinner size="sm" />}
            {t('precall.call')}
          </Button>
        </div>
      </div>
    </CallOverlay>
  );
}
