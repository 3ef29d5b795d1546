import { PHOTO_SLOTS } from '@dating/shared';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useSchemaForm } from '../../../lib/forms';
import { isImageFile, photoFailure, usePhotoUploads } from '../../../lib/photos';
import { moveItem, useDragReorder } from '../../../lib/useDragReorder';
import { EmptySlot, FilledSlot, UploadingSlot } from '../components/PhotoSlot';
import { StepShell } from '../components/StepShell';
import { useGoToNextStep } from '../components/useStepNavigation';
import { type UploadedPhoto, useOnboardingDraft } from '../draft';
import { photosStepSchema } from '../stepSchemas';

interface PendingUpload {
  id: number;
  progress: number;
  preview: string | null;
  controller: AbortController;
}

type DragReorder = ReturnType<typeof useDragReorder>;

function slotClass(index: number): string {
  return index === 0 ? 'col-span-2 row-span-2' : 'aspect-[3/4]';
}

/** The uploads on their way, each shown with its progress and preview until it ends. */
function usePendingUploads(upload: ReturnType<typeof usePhotoUploads>['upload']) {
  const nextId = useRef(0);
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  function start(
    file: File,
    onUploaded: (photo: UploadedPhoto) => void,
    onFailed: (failure: unknown) => void,
  ) {
    const id = ++nextId.current;
    const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    const controller = new AbortController();
    setUploads((current) => [...current, { id, progress: 0, preview, controller }]);
    const onProgress = (progress: number) =>
      setUploads((current) => current.map((u) => (u.id === id ? { ...u, progress } : u)));
    upload
      .mutateAsync({ file, onProgress, signal: controller.signal })
      .then(onUploaded)
      .catch(onFailed)
      .finally(() => {
        setUploads((current) => current.filter((u) => u.id !== id));
        if (preview) URL.revokeObjectURL(preview);
      });
  }
  return { uploads, start };
}

/** The six slots in order: the saved photos, then the uploads on their way, then empty ones. */
function PhotoGrid(props: {
  media: UploadedPhoto[];
  uploads: PendingUpload[];
  /** The path of the photo being removed, if any. */
  removing: string | null;
  /** The first slot is marked when the step shows an error. */
  invalid: boolean;
  reorder: DragReorder;
  onRemove: (photo: UploadedPhoto) => void;
  onPick: () => void;
}) {
  const { media, uploads, removing, reorder } = props;
  const slots = Array.from({ length: PHOTO_SLOTS }, (_, index) => {
    const photo = media[index];
    if (photo) {
      return (
        <FilledSlot
          key={photo.path}
          index={index}
          url={photo.url}
          placeholder={photo.placeholder}
          removing={removing === photo.path}
          onRemove={() => props.onRemove(photo)}
          dragProps={reorder.itemProps(index)}
          dropTarget={reorder.over === index}
          className={slotClass(index)}
        />
      );
    }
    const pending = uploads[index - media.length];
    if (pending) {
      return (
        <UploadingSlot
          key={`upload-${pending.id}`}
          index={index}
          progress={pending.progress}
          preview={pending.preview}
          onCancel={() => pending.controller.abort()}
          className={slotClass(index)}
        />
      );
    }
    return (
      <EmptySlot
        // biome-ignore lint/suspicious/noArrayIndexKey: an empty slot is nothing but its position
        key={`empty-${index}`}
        index={index}
        onPick={props.onPick}
        invalid={index === 0 && props.invalid}
        className={slotClass(index)}
      />
    );
  });
  return <div className="grid grid-cols-3 gap-3">{slots}</div>;
}

/**
 * Six photo slots, at least one photo; the first is the main photo (docs/product.md#onboarding).
 */
export function PhotosScreen() {
  const { t } = useTranslation('onboarding');
  const { draft, update } = useOnboardingDraft();
  const goOn = useGoToNextStep('photos');
  const { upload, remove } = usePhotoUploads();
  const input = useRef<HTMLInputElement>(null);
  const { uploads, start: startUpload } = usePendingUploads(upload);
  const [removing, setRemoving] = useState<string | null>(null);
  // What went wrong with an upload or a removal; the schema's refusal is the form's.
  const [failure, setFailure] = useState<string | null>(null);
  const media = draft.media ?? [];
  const free = PHOTO_SLOTS - media.length - uploads.length;
  const form = useSchemaForm({
    schema: photosStepSchema,
    values: { media: media.map((photo) => photo.path) },
  });
  const error = failure ?? form.errors.media ?? null;
  const setError = (message: string | null) => {
    setFailure(message);
    form.setError('media', undefined);
  };

  const start = (file: File) =>
    startUpload(
      file,
      (photo) =>
        update((latest) => ({ media: [...(latest.media ?? []), photo].slice(0, PHOTO_SLOTS) })),
      (failure) => {
        const why = photoFailure(failure);
        if (why === 'failed') console.error('Photo upload failed', failure);
        if (why) setError(why === 'failed' ? t('photos.uploadFailed') : t(why, { ns: 'errors' }));
      },
    );

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file can be picked again after a failure
    setError(files.some((file) => !isImageFile(file)) ? t('photos.notImage') : null);
    for (const file of files.filter(isImageFile).slice(0, Math.max(0, free))) start(file);
  }

  function onRemove(photo: UploadedPhoto) {
    setError(null);
    setRemoving(photo.path);
    const drop = () =>
      update((latest) => ({ media: (latest.media ?? []).filter((p) => p.path !== photo.path) }));
    remove.mutate(photo.path, {
      onSuccess: drop,
      onError: (failure) => {
        // Already gone on the server: take it out here too.
        if (isApiError(failure) && failure.status === 404) return drop();
        console.error('Photo removal failed', failure);
        setError(t('photos.removeFailed'));
      },
      onSettled: () => setRemoving(null),
    });
  }

  function onContinue() {
    if (uploads.length > 0) return setError(t('photos.waitForUploads'));
    setError(null);
    void form.handleSubmit(goOn)();
  }

  // Drag a photo onto another slot to reorder; the first is the main photo.
  const reorder = useDragReorder((from, to) => {
    setError(null);
    update((latest) => ({ media: moveItem(latest.media ?? [], from, to) }));
  }, removing !== null);
  return (
    <StepShell
      title={t('photos.heading')}
      subtitle={t('photos.subtitle', { max: PHOTO_SLOTS })}
      onContinue={onContinue}
      error={error}
    >
      <PhotoGrid
        media={media}
        uploads={uploads}
        removing={removing}
        invalid={Boolean(error)}
        reorder={reorder}
        onRemove={onRemove}
        onPick={() => input.current?.click()}
      />
      <p className="text-center text-sm text-neutral-500" aria-live="polite">
        {t('photos.count', { count: media.length, max: PHOTO_SLOTS })}
      </p>
      {media.length > 1 ? (
        <p className="text-center text-xs text-neutral-500">{t('photos.dragHint')}</p>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label={t('photos.fileLabel')}
        onChange={onFiles}
      />
    </StepShell>
  );
}
