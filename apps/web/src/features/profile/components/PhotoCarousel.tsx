import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, PhotoImage } from '../../../ui';

/** Horizontal movement (px) that counts as a swipe rather than a tap. */
const SWIPE_PX = 40;

/** Photos one at a time: swipe, tap the left or right half, the arrow buttons or the dots. */
export function PhotoCarousel({
  photos,
  name,
  placeholders = {},
}: {
  photos: string[];
  name: string;
  /** Tiny inline previews by photo URL (media_placeholders), shown until each photo loads. */
  placeholders?: Record<string, string>;
}) {
  const { t } = useTranslation('profile');
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const total = photos.length;
  const current = Math.min(index, Math.max(total - 1, 0));

  if (total === 0) {
    return (
      <div className="flex aspect-[3/4] w-full flex-col items-center justify-center gap-2 bg-neutral-100 text-neutral-500">
        <ImageOff aria-hidden="true" className="size-10" />
        <p>{t('noPhotos')}</p>
      </div>
    );
  }

  const go = (next: number) => setIndex((next + total) % total);
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    if (total < 2) return;
    if (Math.abs(dx) >= SWIPE_PX) {
      go(dx < 0 ? current + 1 : current - 1);
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    go(event.clientX - box.left < box.width / 2 ? current - 1 : current + 1);
  };

  const arrow =
    'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full ' +
    'bg-black/30 text-white hover:bg-black/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      className="relative w-full overflow-hidden bg-neutral-900"
    >
      <div
        className="aspect-[3/4] w-full touch-pan-y select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <PhotoImage
          src={photos[current]}
          placeholder={placeholders[photos[current] ?? '']}
          alt={t('carousel.alt', { current: current + 1, name })}
          className="size-full"
        />
      </div>
      {total > 1 && (
        <>
          <button
            type="button"
            className={cn(arrow, 'left-2')}
            aria-label={t('carousel.previous')}
            onClick={() => go(current - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button
            type="button"
            className={cn(arrow, 'right-2')}
            aria-label={t('carousel.next')}
            onClick={() => go(current + 1)}
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex justify-center">
            {photos.map((photo, i) => (
              <button
                key={photo}
                type="button"
                aria-label={t('carousel.photo', { current: i + 1, total })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="inline-flex size-11 items-center justify-center focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-inset"
              >
                <span
                  className={cn(
                    'size-2.5 rounded-full shadow',
                    i === current ? 'bg-white' : 'bg-white/50',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
