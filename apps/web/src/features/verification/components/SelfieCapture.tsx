import { Camera, CameraOff, ImageUp, RotateCcw } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses, cn, Spinner } from '../../../ui';
import { CameraNotReadyError, type Selfie, selfieFromFile, selfieFromVideo } from '../selfie';

/** `connecting`: the stream is open, its first frame not shown yet (nothing to capture). */
type CameraMode = 'starting' | 'connecting' | 'live' | 'denied' | 'unavailable';

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The front camera for the preview, and whether it runs (or why not). */
function useFrontCamera(value: Selfie | null) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [mode, setMode] = useState<CameraMode>('starting');

  // The camera runs only while there is no photo for this step.
  useEffect(() => {
    if (value) return;
    const media = globalThis.navigator?.mediaDevices;
    if (!media?.getUserMedia) {
      setMode('unavailable');
      return;
    }
    let cancelled = false;
    setMode('starting');
    media
      .getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then((stream) => {
        if (cancelled) return stopStream(stream);
        streamRef.current = stream;
        setMode('connecting');
      })
      .catch((reason: unknown) => {
        if (cancelled) return;
        const name = (reason as { name?: string } | null)?.name;
        setMode(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
      });
    return () => {
      cancelled = true;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, [value]);

  // Capture waits for the first frame: a tap before it (a slow phone, a busy camera) would find
  // an empty picture and an error instead of a selfie.
  useEffect(() => {
    const video = videoRef.current;
    if (mode !== 'connecting' || !video) return;
    const showing = () => setMode('live');
    video.addEventListener('loadeddata', showing);
    video.srcObject = streamRef.current;
    void Promise.resolve(video.play?.()).catch(() => undefined);
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) showing();
    return () => video.removeEventListener('loadeddata', showing);
  }, [mode]);

  return { mode, videoRef };
}

/** Without a camera: a button-like file picker that opens the front camera on phones. */
function FilePicker(props: {
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation('verification');
  const inputId = useId();
  return (
    <label
      htmlFor={inputId}
      className={buttonClasses(
        'secondary',
        'md',
        'cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-500',
      )}
    >
      <ImageUp aria-hidden="true" className="size-4" />
      {t('camera.choose')}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture="user"
        className="sr-only"
        disabled={props.disabled}
        onChange={props.onChange}
      />
    </label>
  );
}

/**
 * One selfie: a live front-camera preview with Capture, then the photo with Retake. Without a
 * camera (none, unsupported, or permission denied) it says so and offers a file picker that
 * opens the front camera on phones (`capture="user"`).
 */
export function SelfieCapture({
  step,
  value,
  onChange,
  disabled = false,
  hideRetake = false,
}: {
  step: number;
  value: Selfie | null;
  onChange: (selfie: Selfie | null) => void;
  disabled?: boolean;
  /** The check's warning offers Retake itself, as its main action. */
  hideRetake?: boolean;
}) {
  const { t } = useTranslation('verification');
  const { mode, videoRef } = useFrontCamera(value);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const capture = async () => {
    if (!videoRef.current) return;
    setError(null);
    setBusy(true);
    try {
      onChange(await selfieFromVideo(videoRef.current));
    } catch (reason) {
      setError(reason instanceof CameraNotReadyError ? t('camera.notReady') : errorOf());
    } finally {
      setBusy(false);
    }
  };

  const errorOf = () => t('IMAGE_REQUIRED', { ns: 'errors' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      onChange(await selfieFromFile(file));
    } catch {
      setError(errorOf());
    } finally {
      setBusy(false);
    }
  };

  const fallback = mode === 'denied' || mode === 'unavailable';
  return (
    <div className="flex flex-col gap-3">
      <div
        className={cn(
          'relative mx-auto w-full overflow-hidden rounded-2xl bg-neutral-900',
          fallback && !value ? 'min-h-44' : 'aspect-[3/4] max-w-72',
        )}
      >
        {value ? (
          <img
            src={value.url}
            alt={t('camera.captured', { step })}
            className="size-full object-cover"
          />
        ) : fallback ? (
          <div className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center text-neutral-100">
            <CameraOff aria-hidden="true" className="size-10 text-rose-300" />
            <p role="alert" className="text-sm">
              {t(mode === 'denied' ? 'camera.denied' : 'camera.unavailable')}
            </p>
          </div>
        ) : (
          <>
            <video
              ref={videoRef}
              aria-label={t('camera.preview')}
              autoPlay
              playsInline
              muted
              // Mirrored like a mirror; the captured photo is not.
              className="size-full -scale-x-100 object-cover"
            />
            {(mode === 'starting' || mode === 'connecting') && (
              <div
                role="status"
                className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-neutral-100"
              >
                <Spinner />
                <p className="text-sm">{t('camera.starting')}</p>
              </div>
            )}
          </>
        )}
      </div>
      {!value && <p className="text-sm text-neutral-600">{t('camera.hint')}</p>}
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {value ? (
        hideRetake ? null : (
          <Button
            key="retake"
            variant="secondary"
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('camera.retake')}
          </Button>
        )
      ) : fallback ? (
        <FilePicker disabled={disabled || busy} onChange={choose} />
      ) : (
        <Button
          key="capture"
          onClick={capture}
          disabled={disabled || mode !== 'live'}
          loading={busy}
        >
          <Camera aria-hidden="true" className="size-4" />
          {t('camera.capture')}
        </Button>
      )}
    </div>
  );
}
