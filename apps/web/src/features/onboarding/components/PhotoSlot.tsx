import { ImagePlus, Star, X } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, PhotoImage, Spinner } from '../../../ui';

const frame = 'relative overflow-hidden rounded-2xl';

function MainBadge() {
  const { t } = useTranslation('onboarding');
  return (
    <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-1 text-xs font-semibold text-rose-700 shadow-sm">
      <Star aria-hidden="true" className="size-3 fill-current" />
      {t('photos.main')}
    </span>
  );
}

/** A slot with an uploaded photo and its remove button; drag it to another slot to reorder. */
export function FilledSlot({
  index,
  url,
  placeholder,
  removing,
  onRemove,
  dragProps,
  dropTarget,
  className,
}: {
  index: number;
  url: string;
  placeholder?: string | undefined;
  removing: boolean;
  onRemove: () => void;
  /** From useDragReorder's itemProps(index). */
  dragProps?: HTMLAttributes<HTMLDivElement>;
  /** Another photo is being dragged over this one. */
  dropTarget?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('onboarding');
  const number = index + 1;
  return (
    <div
      {...dragProps}
      className={cn(
        frame,
        'cursor-grab bg-neutral-100 select-none',
        dropTarget && 'ring-4 ring-rose-400',
        className,
      )}
    >
      <PhotoImage
        src={url}
        placeholder={placeholder}
        alt={t('photos.photo', { number })}
        className="size-full"
        imgClassName={cn(removing && 'opacity-50')}
      />
      {index === 0 ? <MainBadge /> : null}
      <button
        type="button"
        onClick={onRemove}
        disabled={removing}
        aria-label={t('photos.remove', { number })}
        className="group absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-none"
      >
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-neutral-900/70 text-white group-hover:bg-neutral-900 group-focus-visible:ring-2 group-focus-visible:ring-white group-focus-visible:ring-offset-2 group-focus-visible:ring-offset-rose-500">
          {removing ? <Spinner size="sm" /> : <X aria-hidden="true" className="size-4" />}
        </span>
      </button>
    </div>
  );
}

/** A slot whose photo is on its way up, with the upload's progress. */
export function UploadingSlot({
  index,
  progress,
  preview,
  onCancel,
  className,
}: {
  index: number;
  progress: number;
  preview: string | null;
  onCancel: () => void;
  className?: string;
}) {
  const { t } = useTranslation('onboarding');
  const percent = Math.round(progress * 100);
  return (
    <div className={cn(frame, 'bg-rose-50', className)}>
      {preview ? (
        <img src={preview} alt="" className="size-full object-cover opacity-60 blur-[1px]" />
      ) : null}
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/30 p-3">
        {/* The server still re-encodes the photo once every byte is sent: keep spinning. */}
        <Spinner />
        <span className="min-h-5 text-sm font-bold text-rose-700" aria-hidden="true">
          {percent > 0 ? `${percent}%` : null}
        </span>
        <div
          role="progressbar"
          aria-label={t('photos.uploading', { number: index + 1 })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 w-4/5 overflow-hidden rounded-full bg-white/80"
        >
          <div
            className="h-full rounded-full bg-rose-600 transition-[width] duration-150"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      {index === 0 ? <MainBadge /> : null}
      <button
        type="button"
        onClick={onCancel}
        aria-label={t('photos.cancel', { number: index + 1 })}
        className="group absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-none"
      >
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-neutral-900/70 text-white group-hover:bg-neutral-900 group-focus-visible:ring-2 group-focus-visible:ring-white">
          <X aria-hidden="true" className="size-4" />
        </span>
      </button>
    </div>
  );
}

/** An empty slot: tapping it opens the photo picker. */
export function EmptySlot({
  index,
  onPick,
  invalid,
  className,
}: {
  index: number;
  onPick: () => void;
  invalid?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <button
      type="button"
      onClick={onPick}
      aria-label={index === 0 ? t('photos.addMain') : t('photos.add', { number: index + 1 })}
      className={cn(
        frame,
        'flex flex-col items-center justify-center gap-1 border-2 border-dashed text-rose-500 transition-colors hover:bg-rose-50',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2',
        invalid ? 'border-red-400 bg-red-50/40' : 'border-rose-200 bg-neutral-50',
        className,
      )}
    >
      <ImagePlus aria-hidden="true" className={index === 0 ? 'size-10' : 'size-7'} />
      {index === 0 ? (
        <span className="text-xs font-semibold text-rose-700">{t('photos.main')}</span>
      ) : null}
    </button>
  );
}
