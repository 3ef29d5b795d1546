import type { DiscoveryCandidate } from '@dating/shared';
import { cardPhotoUrl, keepSyllablesTogether } from '@dating/shared';
import { BadgeCheck, Heart, ImageOff, MapPin, MessageSquareText, Rocket } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataSaver } from '../../../lib/dataSaver';
import { formatKm, formatNumber, optionText, townName } from '../../../lib/format';
import { cn, PhotoImage, Spinner } from '../../../ui';
import { LazyPromptList } from '../../profile';

interface CandidateCardProps {
  candidate: DiscoveryCandidate;
  photoIndex: number;
  onPhotoChange: (index: number) => void;
  /** Only the top card has working controls; `menu` is its Report/Block menu. */
  menu?: ReactNode;
  onLikePhoto?: () => void;
  onComment?: () => void;
  /** Like one of the answered prompts, with a comment (the sheet opens). */
  onLikePrompt?: (promptId: string) => void;
  /** The photo like's or the comment's dialog is loading (its first open). */
  likePhotoLoading?: boolean;
  commentLoading?: boolean;
}

const overlayButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-black/40 text-white backdrop-blur-sm ' +
  'hover:bg-black/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

/** A candidate: photos with progress bars (tap a half to move), name, age, place, About, bio. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: on a member's /home (issue #22, 170 KB): its About and bio as a CandidateDetails component measured +19 gzipped bytes
export function CandidateCard({
  candidate,
  photoIndex,
  onPhotoChange,
  menu,
  onLikePhoto,
  onComment,
  onLikePrompt,
  likePhotoLoading,
  commentLoading,
}: CandidateCardProps) {
  const { t, i18n } = useTranslation('discovery');
  const name = candidate.first_name ?? '';
  const photos = candidate.media;
  const total = photos.length;
  const current = Math.min(photoIndex, Math.max(total - 1, 0));
  const dataSaver = useDataSaver();
  const place = [
    townName(candidate, i18n.language),
    candidate.distance_km === null
      ? null
      : t('deck.distance', { distance: formatKm(candidate.distance_km, i18n.language) }),
  ].filter(Boolean);
  const chips = [candidate.gender, candidate.sexuality, candidate.relationship_intention]
    .filter((v) => v !== null)
    .map((v) => optionText(t, v));

  return (
    // touch-pan-y here too: a scroller starts a new touch-action scope, so without it the
    // browser claims horizontal finger moves and cancels the card's drag (issue #17).
    <div className="flex-1 touch-pan-y overflow-y-auto overscroll-contain bg-white">
      <div className="relative h-[calc(100%-3.5rem)] min-h-80 bg-neutral-900">
        {total > 0 ? (
          <PhotoImage
            // A card-sized photo (smaller with Data saver), in the format the browser takes;
            // the full photo loads only when the profile is opened.
            src={cardPhotoUrl(photos[current], dataSaver)}
            placeholder={candidate.media_placeholders[photos[current] ?? '']}
            alt={t('deck.photoAlt', { current: current + 1, total, name })}
            className="size-full"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-neutral-400">
            <ImageOff aria-hidden="true" className="size-10" />
          </div>
        )}
        {total > 1 && (
          <>
            <div className="absolute inset-x-3 top-2 z-10 flex gap-1" aria-hidden="true">
              {photos.map((photo, i) => (
                <span
                  key={photo}
                  className={cn(
                    'h-1 flex-1 rounded-full',
                    i === current ? 'bg-white' : 'bg-white/40',
                  )}
                />
              ))}
            </div>
            <button
              type="button"
              className="absolute inset-y-0 left-0 w-1/2 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white/70 focus-visible:ring-inset"
              aria-label={t('deck.previousPhoto')}
              disabled={current === 0}
              onClick={() => onPhotoChange(current - 1)}
            />
            <button
              type="button"
              className="absolute inset-y-0 right-0 w-1/2 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white/70 focus-visible:ring-inset"
              aria-label={t('deck.nextPhoto')}
              disabled={current === total - 1}
              onClick={() => onPhotoChange(current + 1)}
            />
          </>
        )}
        {candidate.is_boosted && (
          <span className="absolute top-5 left-3 z-10 inline-flex items-center gap-1 rounded-full bg-violet-600/90 px-2.5 py-1 text-xs font-semibold text-white">
            <Rocket aria-hidden="true" className="size-3.5" />
            {t('deck.boosted')}
          </span>
        )}
        {menu && <div className="absolute top-4 right-3 z-10">{menu}</div>}
        <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/40 to-transparent px-4 pt-16 pb-4 text-white">
          <h2 className="flex items-center gap-2 pr-14 text-3xl font-bold">
            <span className="truncate">
              {candidate.age === null
                ? name
                : t('deck.nameAge', { name, age: formatNumber(candidate.age, i18n.language) })}
            </span>
            {candidate.is_verified && (
              <BadgeCheck
                role="img"
                aria-label={t('deck.verified')}
                className="size-7 shrink-0 fill-sky-500 text-white"
              />
            )}
          </h2>
          {place.length > 0 && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-white/90">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span>{place.join(' · ')}</span>
            </p>
          )}
        </div>
        {onLikePhoto && total > 0 && (
          <button
            type="button"
            onClick={onLikePhoto}
            aria-label={t('deck.likePhoto', { current: current + 1 })}
            aria-busy={likePhotoLoading || undefined}
            className={cn(
              overlayButton,
              'absolute right-3 bottom-4 z-10 bg-white/90 text-rose-600',
            )}
          >
            {likePhotoLoading ? (
              <Spinner size="sm" />
            ) : (
              <Heart aria-hidden="true" className="size-5 fill-rose-500" />
            )}
          </button>
        )}
      </div>
      <div className="flex flex-col gap-5 px-4 py-5">
        {chips.length > 0 && (
          <Section title={t('deck.about')}>
            <ul className="flex flex-wrap gap-2">
              {chips.map((chip) => (
                <li
                  key={chip}
                  className="rounded-full bg-rose-50 px-3 py-1.5 text-sm font-medium text-rose-800"
                >
                  {chip}
                </li>
              ))}
            </ul>
          </Section>
        )}
        {candidate.bio?.trim() && (
          <Section
            title={t('deck.bio')}
            action={
              onComment && (
                <button
                  type="button"
                  onClick={onComment}
                  aria-busy={commentLoading || undefined}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-rose-700 hover:bg-rose-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
                >
                  {commentLoading ? (
                    <Spinner size="sm" />
                  ) : (
                    <MessageSquareText aria-hidden="true" className="size-4" />
                  )}
                  {t('deck.comment')}
                </button>
              )
            }
          >
            <p className="text-base whitespace-pre-line text-neutral-800">
              {keepSyllablesTogether(candidate.bio)}
            </p>
          </Section>
        )}
        {candidate.prompts?.length ? (
          <Suspense fallback={null}>
            <LazyPromptList
              prompts={candidate.prompts}
              {...(onLikePrompt && { onLike: onLikePrompt })}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-2">
      <div className="flex min-h-11 items-center justify-between gap-2">
        <h3 className="text-sm font-semibold tracking-wide text-neutral-500 uppercase">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}
