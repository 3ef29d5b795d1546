import { PHOTO_SLOTS } from '@dating/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Star, X } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../lib/forms';
import { isImageFile, photoFailure, usePhotoUploads } from '../../../lib/photos';
import { moveItem, useDragReorder } from '../../../lib/useDragReorder';
import { cn, PhotoImage, Spinner } from '../../../ui';
import { profileKeys } from '../api';

export interface PhotoSlotsProps {
  /** Photo URLs in order; the first is the main photo. */
  media: string[];
  onChange: (media: string[]) => void;
  /** Each saved photo's tiny inline preview by URL (the profile's media_placeholders). */
  placeholders?: Record<string, string>;
  disabled?: boolean;
}

const iconButton =
  'absolute inline-flex size-11 items-center justify-center focus-visible:outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-rose-500 disabled:opacity-50';
const iconDisc = 'inline-flex size-8 items-center justify-center rounded-full shadow';

/** The slot of the photo being uploaded: its progress, and a button to cancel it. */
function UploadingSlot({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <li className="relative flex aspect-[3/4] flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-rose-300 text-rose-700">
      <Spinner size="sm" />
      <span className="text-xs">{t('edit.uploading')}</span>
      <div
        role="progressbar"
        aria-label={t('edit.uploading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        className="h-1.5 w-4/5 overflow-hidden rounded-full bg-rose-100"
      >
        <div
          className="h-full rounded-full bg-rose-600"
          style={{ width: `${Math.round(progress * 100)}%` }}
        />
      </div>
      <CornerX label={t('edit.cancelUpload')} onClick={onCancel} />
    </li>
  );
}

/** The round ✕ in a slot's top-right corner: cancel an upload, remove a photo. */
function CornerX({
  label,
  onClick,
  disabled = false,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
      className={cn(iconButton, 'top-0 right-0')}
    >
      <span className={cn(iconDisc, 'bg-black/60 text-white')}>
        <X aria-hidden="true" className="size-4" />
      </span>
    </button>
  );
}

/** An empty slot: a file picker for one photo. */
function AddSlot(props: {
  busy: boolean | undefined;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <li>
      <label
        className={cn(
          'flex aspect-[3/4] cursor-pointer flex-col items-center justify-center gap-1 rounded-xl',
          'border-2 border-dashed border-neutral-300 text-neutral-500 hover:border-rose-400 hover:text-rose-600',
          'has-focus-visible:ring-2 has-focus-visible:ring-rose-500',
          props.busy && 'pointer-events-none opacity-60',
        )}
      >
        <Plus aria-hidden="true" />
        <span className="text-xs">{t('edit.addPhoto')}</span>
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={props.busy}
          onChange={props.onFile}
        />
      </label>
    </li>
  );
}

/**
 * Six photo slots: add (made small on the device, uploaded at once with progress and cancel,
 * kept when the edit is saved), remove (at once), drag to reorder and make any photo the main
 * one (saved with the edit).
 */
export function PhotoSlots({ media, onChange, placeholders = {}, disabled }: PhotoSlotsProps) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  // A removal takes the photo off the saved profile at once.
  const { upload, remove } = usePhotoUploads({
    onRemoved: () => client.invalidateQueries({ queryKey: profileKeys.me }),
  });
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const controller = useRef<AbortController | null>(null);
  const busy = disabled || upload.isPending || remove.isPending;
  const reorder = useDragReorder((from, to) => onChange(moveItem(media, from, to)), busy);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      setError(t('IMAGE_REQUIRED', { ns: 'errors' }));
      return;
    }
    setError(null);
    setProgress(0);
    controller.current = new AbortController();
    upload.mutate(
      { file, onProgress: setProgress, signal: controller.current.signal },
      {
        onSuccess: ({ url, placeholder }) => {
          if (placeholder) setUploaded((current) => ({ ...current, [url]: placeholder }));
          onChange([...media, url].slice(0, PHOTO_SLOTS));
        },
        onError: (failure) => {
          const why = photoFailure(failure);
          if (why) setError(why === 'failed' ? t('edit.uploadFailed') : t(why, { ns: 'errors' }));
        },
      },
    );
  };

  const drop = (photo: string) => {
    setError(null);
    remove.mutate(photo, {
      onSuccess: () => onChange(media.filter((p) => p !== photo)),
      onError: () => setError(t('edit.removeFailed')),
    });
  };

  const makeMain = (photo: string) => onChange([photo, ...media.filter((p) => p !== photo)]);

  return (
    <div className="flex flex-col gap-2">
      <ul className="grid grid-cols-3 gap-2">
        {Array.from({ length: PHOTO_SLOTS }, (_, i) => {
          const photo = media[i];
          const number = i + 1;
          if (!photo) {
            const uploadingHere = upload.isPending && i === media.length;
            if (uploadingHere) {
              return (
                <UploadingSlot
                  key="uploading"
                  progress={progress}
                  onCancel={() => controller.current?.abort()}
                />
              );
            }
            // biome-ignore lint/suspicious/noArrayIndexKey: empty slots are positions
            return <AddSlot key={`empty-${i}`} busy={busy} onFile={add} />;
          }
          return (
            <li
              key={photo}
              {...reorder.itemProps(i)}
              className={cn(
                'relative aspect-[3/4] cursor-grab overflow-hidden rounded-xl select-none',
                reorder.over === i && 'ring-4 ring-rose-400',
              )}
            >
              <PhotoImage
                src={photo}
                placeholder={placeholders[photo] ?? uploaded[photo]}
                alt={t('edit.photoAlt', { number })}
                className="size-full"
              />
              {i === 0 ? (
                <span className="absolute bottom-1.5 left-1.5 rounded-full bg-rose-600 px-2 py-0.5 text-xs font-semibold text-white">
                  {t('edit.main')}
                </span>
              ) : (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => makeMain(photo)}
                  aria-label={t('edit.makeMain', { number })}
                  className={cn(iconButton, 'bottom-0 left-0')}
                >
                  <span className={cn(iconDisc, 'bg-white/90 text-amber-500')}>
                    <Star aria-hidden="true" className="size-4" />
                  </span>
                </button>
              )}
              <CornerX
                label={t('edit.removePhoto', { number })}
                onClick={() => drop(photo)}
                disabled={busy || media.length <= 1}
              />
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-neutral-500">{t('edit.photosHint')}</p>
      <FieldError message={error} alert />
    </div>
  );
}
