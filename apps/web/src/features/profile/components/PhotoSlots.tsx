import { PHOTO_SLOTS } from '@dating/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Star, X } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../lib/forms';
import { isImageFile, usePhotoUploads } from '../../../lib/photos';
import { cn, Spinner } from '../../../ui';
import { profileKeys } from '../api';

export interface PhotoSlotsProps {
  /** Photo URLs in order; the first is the main photo. */
  media: string[];
  onChange: (media: string[]) => void;
  disabled?: boolean;
}

const iconButton =
  'absolute inline-flex size-11 items-center justify-center focus-visible:outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-rose-500 disabled:opacity-50';
const iconDisc = 'inline-flex size-8 items-center justify-center rounded-full shadow';

/**
 * Six photo slots: add (uploaded at once, kept when the edit is saved), remove (at once), and
 * make any photo the main one (saved with the edit).
 */
export function PhotoSlots({ media, onChange, disabled }: PhotoSlotsProps) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  // A removal takes the photo off the saved profile at once.
  const { upload, remove } = usePhotoUploads({
    onRemoved: () => client.invalidateQueries({ queryKey: profileKeys.me }),
  });
  const [error, setError] = useState<string | null>(null);
  const busy = disabled || upload.isPending || remove.isPending;

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      setError(t('IMAGE_REQUIRED', { ns: 'errors' }));
      return;
    }
    setError(null);
    upload.mutate(
      { file },
      {
        onSuccess: ({ url }) => onChange([...media, url].slice(0, PHOTO_SLOTS)),
        onError: () => setError(t('edit.uploadFailed')),
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
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty slots are positions
              <li key={`empty-${i}`}>
                <label
                  className={cn(
                    'flex aspect-[3/4] cursor-pointer flex-col items-center justify-center gap-1 rounded-xl',
                    'border-2 border-dashed border-neutral-300 text-neutral-500 hover:border-rose-400 hover:text-rose-600',
                    'has-focus-visible:ring-2 has-focus-visible:ring-rose-500',
                    busy && 'pointer-events-none opacity-60',
                  )}
                >
                  {uploadingHere ? <Spinner size="sm" /> : <Plus aria-hidden="true" />}
                  <span className="text-xs">
                    {uploadingHere ? t('edit.uploading') : t('edit.addPhoto')}
                  </span>
                  <input
                    type="file"
                    accept="image/*"
                    className="sr-only"
                    disabled={busy}
                    onChange={add}
                  />
                </label>
              </li>
            );
          }
          return (
            <li key={photo} className="relative aspect-[3/4] overflow-hidden rounded-xl">
              <img
                src={photo}
                alt={t('edit.photoAlt', { number })}
                className="size-full object-cover"
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
              <button
                type="button"
                disabled={busy || media.length <= 1}
                onClick={() => drop(photo)}
                aria-label={t('edit.removePhoto', { number })}
                className={cn(iconButton, 'top-0 right-0')}
              >
                <span className={cn(iconDisc, 'bg-black/60 text-white')}>
                  <X aria-hidden="true" className="size-4" />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-neutral-500">{t('edit.photosHint')}</p>
      <FieldError message={error} alert />
    </div>
  );
}
