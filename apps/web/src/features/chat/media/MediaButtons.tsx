import { ImagePlus } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { PhotoRefused, preparePhoto } from '../../../lib/imageResize';
import { Spinner, useToast, useViewingAs } from '../../../ui';
import { type MediaKind, useSendMedia } from './api';

// The recorder loads when the conversation first shows its button, not with the screen.
const VoiceRecorder = lazy(() => import('./VoiceRecorder'));

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 disabled:cursor-not-allowed disabled:text-neutral-300';

/**
 * The composer's photo and voice buttons (issue 35): a photo from the camera or the gallery,
 * resized on the device before it goes; a voice note held to record. Sent at once, not queued
 * offline: a failure says so and nothing is half-sent.
 */
export function MediaButtons({ matchId }: { matchId: string }) {
  const { t } = useTranslation('chat');
  const toast = useToast();
  const picker = useRef<HTMLInputElement>(null);
  const send = useSendMedia(matchId);
  const readOnly = useViewingAs();
  const busy = send.isPending;

  const submit = (kind: MediaKind, file: Blob) =>
    send.mutate({ kind, file }, { onError: (error) => toast.show(errorText(error), 'error') });

  const onPicked = async (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    try {
      submit('photo', await preparePhoto(file));
    } catch (error) {
      const code = error instanceof PhotoRefused ? error.code : 'IMAGE_REQUIRED';
      toast.show(t(code, { ns: 'errors' }), 'error');
    }
  };

  return (
    <>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="chat-photo-input"
        onChange={(event) => void onPicked(event.target.files?.[0])}
      />
      <button
        type="button"
        disabled={readOnly || busy}
        aria-label={t('media.addPhoto')}
        onClick={() => picker.current?.click()}
        className={iconButton}
      >
        {busy ? <Spinner size="sm" /> : <ImagePlus aria-hidden="true" className="size-5" />}
      </button>
      {busy && (
        <span role="status" className="sr-only">
          {t('media.sending')}
        </span>
      )}
      <Suspense fallback={<span className="size-11 shrink-0" />}>
        <VoiceRecorder
          disabled={readOnly || busy}
          onRecorded={(note) => submit('voice', note)}
          onError={(reason) =>
            toast.show(t(reason === 'denied' ? 'media.micDenied' : 'media.micUnsupported'), 'error')
          }
        />
      </Suspense>
    </>
  );
}
