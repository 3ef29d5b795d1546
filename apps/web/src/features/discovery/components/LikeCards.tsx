import type { Like } from '@dating/shared';
import { BadgeCheck, Gift, Heart, MessageSquareText, Sparkles, UserRound, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { giftName } from '../../../lib/giftName';
import { thumbUrl } from '../../../lib/media';
import { paths } from '../../../lib/paths';
import { cn, useViewingAs } from '../../../ui';
import { SafetyMenu } from '../../safety';

/** Report or Block from the card's photo corner; a block refetches the likes, so it goes. */
function CardMenu({ like }: { like: Like }) {
  return (
    <div className="absolute top-1 right-1">
      <SafetyMenu
        userId={like.profile.user_id}
        name={like.profile.first_name}
        className="bg-black/40 text-white backdrop-blur-sm hover:bg-black/60"
      />
    </div>
  );
}

export interface LikeCardProps {
  like: Like;
  /** The viewer's own photos, to show the one that was liked. */
  myMedia: string[];
  busy: boolean;
  onPass: () => void;
  onLikeBack: () => void;
}

function useNameAge(like: Like) {
  const { t, i18n } = useTranslation('discovery');
  const name = like.profile.first_name ?? '';
  const age = like.profile.age;
  return {
    name,
    title:
      age === null ? name : t('likes.nameAge', { name, age: formatNumber(age, i18n.language) }),
  };
}

function Photo({ like, name, className }: { like: Like; name: string; className?: string }) {
  const { t } = useTranslation('discovery');
  const src = thumbUrl(like.profile.avatar_url ?? like.profile.media[0]);
  return (
    <Link
      to={paths.profile(like.profile.user_id)}
      aria-label={t('likes.viewProfile', { name })}
      className={cn(
        'relative block overflow-hidden bg-neutral-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-inset',
        className,
      )}
    >
      {src ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <UserRound aria-hidden="true" className="m-auto size-12 h-full text-neutral-400" />
      )}
    </Link>
  );
}

/** What the like was about: one of my photos, or a comment on my bio. */
function LikeContext({ like, myMedia }: { like: Like; myMedia: string[] }) {
  const { t } = useTranslation('discovery');
  const liked = like.photo_index === null ? undefined : myMedia[like.photo_index];
  if (liked) {
    return (
      <p className="flex items-center gap-2 text-xs font-medium text-rose-700">
        <img
          src={thumbUrl(liked)}
          alt={t('likes.likedPhotoAlt')}
          className="size-9 shrink-0 rounded-lg object-cover ring-2 ring-rose-200"
        />
        {t('likes.likedPhoto')}
      </p>
    );
  }
  if (like.comment) {
    return (
      <p className="flex gap-1.5 rounded-xl bg-rose-50 px-2.5 py-2 text-xs text-rose-900">
        <MessageSquareText aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        <span className="line-clamp-3 break-words">
          <span className="sr-only">{t('likes.commentLabel')} </span>
          {t('likes.quoted', { comment: like.comment })}
        </span>
      </p>
    );
  }
  return null;
}

function Actions({
  name,
  busy,
  onPass,
  onLikeBack,
}: Omit<LikeCardProps, 'like' | 'myMedia'> & {
  name: string;
}) {
  const { t } = useTranslation('discovery');
  // Look-only in a View As tab (issue 31); the screen says so once above the cards.
  const viewingAs = useViewingAs();
  const off = busy || viewingAs;
  const base =
    'inline-flex min-h-11 flex-1 items-center justify-center rounded-full shadow-sm ring-1 transition ' +
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 disabled:opacity-50';
  return (
    <div className="mt-auto flex gap-2">
      <button
        type="button"
        onClick={onPass}
        disabled={off}
        aria-label={t('likes.pass', { name })}
        className={cn(base, 'bg-white text-rose-500 ring-neutral-200 hover:bg-neutral-50')}
      >
        <X aria-hidden="true" className="size-5 stroke-[3]" />
      </button>
      <button
        type="button"
        onClick={onLikeBack}
        disabled={off}
        aria-label={t('likes.likeBack', { name })}
        className={cn(base, 'bg-rose-600 text-white ring-rose-600 hover:bg-rose-700')}
      >
        <Heart aria-hidden="true" className="size-5 fill-white" />
      </button>
    </div>
  );
}

function Body({ like, title, children }: { like: Like; title: string; children: ReactNode }) {
  const { t } = useTranslation('discovery');
  return (
    <div className="flex flex-1 flex-col gap-2 p-2.5">
      <div>
        <h3 className="flex items-center gap-1 font-semibold text-neutral-900">
          <span className="truncate">{title}</span>
          {like.profile.is_verified && (
            <BadgeCheck
              role="img"
              aria-label={t('deck.verified')}
              className="size-4 shrink-0 fill-sky-500 text-white"
            />
          )}
        </h3>
        {like.profile.bio && (
          <p className="line-clamp-1 text-sm text-neutral-600">{like.profile.bio}</p>
        )}
      </div>
      {children}
    </div>
  );
}

/** A card in the 'Likes' grid. */
export function LikeCard(props: LikeCardProps) {
  const { like, myMedia } = props;
  const { name, title } = useNameAge(like);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm">
      <div className="relative">
        <Photo like={like} name={name} className="aspect-[3/4]" />
        <CardMenu like={like} />
      </div>
      <Body like={like} title={title}>
        <LikeContext like={like} myMedia={myMedia} />
        <Actions name={name} {...props} />
      </Body>
    </li>
  );
}

/** A card in the 'Super Likes' row: highlighted frame, badge, the gift and the message. */
export function SuperLikeCard(props: LikeCardProps) {
  const { like, myMedia } = props;
  const { t } = useTranslation('discovery');
  const { name, title } = useNameAge(like);
  return (
    <li className="w-44 shrink-0 snap-start rounded-2xl bg-gradient-to-br from-amber-400 via-pink-500 to-violet-600 p-[3px] shadow-md">
      <div className="flex h-full flex-col overflow-hidden rounded-[13px] bg-white">
        <div className="relative">
          <Photo like={like} name={name} className="aspect-square" />
          <span className="pointer-events-none absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-violet-600 px-2 py-0.5 text-[11px] font-bold text-white shadow">
            <Sparkles aria-hidden="true" className="size-3" />
            {t('likes.superlikeBadge')}
          </span>
          <CardMenu like={like} />
        </div>
        <Body like={like} title={title}>
          {like.gift && (
            <p className="flex items-center gap-2 rounded-xl bg-amber-50 px-2 py-1.5 text-xs font-medium text-amber-900">
              {like.gift.image_url ? (
                <img src={like.gift.image_url} alt="" className="size-7 shrink-0 object-contain" />
              ) : (
                <Gift aria-hidden="true" className="size-5 shrink-0" />
              )}
              <span className="line-clamp-2">
                {t('likes.sentGift', { gift: giftName(like.gift.name, t) })}
              </span>
            </p>
          )}
          <LikeContext like={like} myMedia={myMedia} />
          <Actions name={name} {...props} />
        </Body>
      </div>
    </li>
  );
}
