import type { spotlightMemberSchema } from '@dating/shared';
import { Rocket, Sparkles, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { formatNumber } from '../../../lib/format';
import { thumbUrl } from '../../../lib/media';
import { paths } from '../../../lib/paths';
import { Button, buttonClasses, cn, Skeleton } from '../../../ui';
import { useSpotlight } from '../lists';

type SpotlightMember = z.infer<typeof spotlightMemberSchema>;

/**
 * Spotlight cards link here; the router shows it as the member's profile
 * (docs/product.md#decided-gaps).
 */
const memberPath = (userId: string) => `/user/${encodeURIComponent(userId)}`;

function SpotlightCard({ member, hero }: { member: SpotlightMember; hero: boolean }) {
  const { t, i18n } = useTranslation('discovery');
  const photo = member.avatar_url ?? member.media[0];
  // The hero is wide: the full photo; the small tiles use thumbnails.
  const src = hero ? photo : thumbUrl(photo);
  const name = member.first_name ?? '';
  return (
    <li className={cn(hero && 'col-span-2')}>
      <Link
        to={memberPath(member.user_id)}
        className={cn(
          'relative block overflow-hidden rounded-2xl bg-neutral-200 shadow-sm',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2',
          hero ? 'aspect-[4/5]' : 'aspect-[3/4]',
        )}
      >
        {src ? (
          <img
            src={src}
            alt=""
            loading={hero ? 'eager' : 'lazy'}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <UserRound
            aria-hidden="true"
            className="absolute inset-0 m-auto size-12 text-neutral-400"
          />
        )}
        {hero && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-violet-600/90 px-2.5 py-1 text-xs font-semibold text-white">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {t('spotlight.featured')}
          </span>
        )}
        <span className="absolute inset-x-0 bottom-0 flex flex-col bg-gradient-to-t from-black/80 to-transparent px-3 pt-10 pb-3 text-white">
          <span className={cn('truncate font-bold', hero ? 'text-2xl' : 'text-base')}>{name}</span>
          {member.age !== null && (
            <span className={cn('text-white/90', hero ? 'text-base' : 'text-sm')}>
              {t('spotlight.age', { age: formatNumber(member.age, i18n.language) })}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

function SpotlightSkeleton() {
  const { t } = useTranslation('discovery');
  return (
    <div role="status" aria-label={t('spotlight.loading')} className="grid grid-cols-2 gap-3">
      <Skeleton className="col-span-2 aspect-[4/5]" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="aspect-[3/4]" />
      ))}
    </div>
  );
}

/** Spotlight (/explore): boosted members, the first one large; a way to join them. */
export function SpotlightScreen() {
  const { t } = useTranslation('discovery');
  const spotlight = useSpotlight();
  const members = spotlight.data?.items ?? [];

  let body: ReactNode;
  if (spotlight.isPending) body = <SpotlightSkeleton />;
  else if (spotlight.isError) {
    body = (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <p role="alert" className="text-neutral-700">
          {t('spotlight.loadFailed')}
        </p>
        <Button variant="secondary" onClick={() => void spotlight.refetch()}>
          {t('spotlight.retry')}
        </Button>
      </div>
    );
  } else if (members.length === 0) {
    body = (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 py-10 text-center">
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-violet-100">
          <Sparkles aria-hidden="true" className="size-10 text-violet-600" />
        </span>
        <h2 className="text-xl font-bold text-neutral-900">{t('spotlight.emptyTitle')}</h2>
        <p className="text-neutral-600">{t('spotlight.emptyBody')}</p>
      </div>
    );
  } else {
    body = (
      <ul className="grid grid-cols-2 gap-3">
        {members.map((member, index) => (
          <SpotlightCard key={member.user_id} member={member} hero={index === 0} />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-1 flex-col gap-5 px-4 pt-5">
      <header>
        <h1 className="text-2xl font-bold text-neutral-900">{t('spotlight.title')}</h1>
        <p className="text-neutral-600">{t('spotlight.subtitle')}</p>
      </header>
      {body}
      {/* In the flow after the grid, not floating over it: a floating button covered the
          cards' names on a 360 px phone (issue 34). */}
      <div className="mt-auto flex justify-center pt-2 pb-6">
        <Link
          to={paths.settings}
          className={buttonClasses(
            'primary',
            'md',
            'bg-gradient-to-r from-rose-600 to-violet-600 px-6 shadow-lg',
          )}
        >
          <Rocket aria-hidden="true" className="size-5" />
          {t('spotlight.join')}
        </Link>
      </div>
    </div>
  );
}
