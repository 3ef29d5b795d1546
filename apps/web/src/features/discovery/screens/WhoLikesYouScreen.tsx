import type { Like } from '@dating/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Heart, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { errorText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Button, buttonClasses, Skeleton, useToast, ViewAsReadOnly } from '../../../ui';
import { useMe } from '../../profile';
import { discoveryKeys, postSwipe } from '../api';
import { MatchDialog } from '../components/LazyDialogs';
import { LikeCard, SuperLikeCard } from '../components/LikeCards';
import type { MatchedMember } from '../components/MatchDialog';
import { removeFromLikes, useLikes, useLikesSeen } from '../lists';

function LikesSkeleton() {
  const { t } = useTranslation('discovery');
  return (
    <div role="status" aria-label={t('likes.loading')} className="grid grid-cols-2 gap-3 px-4">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="aspect-[3/5]" />
      ))}
    </div>
  );
}

function Section({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 px-4 text-lg font-bold text-neutral-900">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Who Likes You (/matches): super likes in a row, likes in a grid; pass or like back. */
export function WhoLikesYouScreen() {
  const { t, i18n } = useTranslation('discovery');
  const client = useQueryClient();
  const toast = useToast();
  const likes = useLikes();
  useLikesSeen(likes.isSuccess ? likes.dataUpdatedAt : 0);
  const me = useMe();
  const [busy, setBusy] = useState<string | null>(null);
  const [match, setMatch] = useState<MatchedMember | null>(null);
  const myMedia = me.data?.media ?? [];

  const remove = (userId: string) =>
    client.setQueryData(discoveryKeys.likes, (data: Parameters<typeof removeFromLikes>[0]) =>
      removeFromLikes(data, userId),
    );

  /** Pass: the card goes at once and a pass is stored. */
  const pass = (like: Like) => {
    const userId = like.profile.user_id;
    remove(userId);
    postSwipe({ target_user_id: userId, action: 'pass' }).catch((error: unknown) => {
      console.error('Pass failed', error);
      toast.show(errorText(error, t), 'error');
      void client.invalidateQueries({ queryKey: discoveryKeys.likes });
    });
  };

  /** Like back: the match dialog opens; the card goes when it closes. */
  const likeBack = async (like: Like) => {
    const userId = like.profile.user_id;
    setBusy(userId);
    try {
      const result = await postSwipe({ target_user_id: userId, action: 'like' });
      if (result.matched) setMatch(like.profile);
      else remove(userId);
    } catch (error) {
      console.error('Like back failed', error);
      if (isApiError(error) && error.code === 'ALREADY_SWIPED') remove(userId);
      else toast.show(errorText(error, t), 'error');
    } finally {
      setBusy(null);
    }
  };

  const closeMatch = () => {
    if (match) remove(match.user_id);
    setMatch(null);
  };

  const superlikes = likes.data?.superlikes ?? [];
  const plain = likes.data?.likes ?? [];
  const total = superlikes.length + plain.length;
  const cardProps = (like: Like) => ({
    like,
    myMedia,
    busy: busy === like.profile.user_id,
    onPass: () => pass(like),
    onLikeBack: () => void likeBack(like),
  });

  let body: ReactNode;
  if (likes.isPending) body = <LikesSkeleton />;
  else if (likes.isError && !likes.data) {
    body = (
      <div className="flex flex-col items-center gap-4 px-6 py-10 text-center">
        <p role="alert" className="text-neutral-700">
          {t('likes.loadFailed')}
        </p>
        <Button variant="secondary" onClick={() => void likes.refetch()}>
          {t('likes.retry')}
        </Button>
      </div>
    );
  } else if (total === 0) {
    body = (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-10 text-center">
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-rose-100">
          <Heart aria-hidden="true" className="size-10 fill-rose-200 text-rose-500" />
        </span>
        <h2 className="text-xl font-bold text-neutral-900">{t('likes.emptyTitle')}</h2>
        <p className="text-neutral-600">{t('likes.emptyBody')}</p>
        <Link to={paths.landing} className={buttonClasses('primary', 'md')}>
          {t('likes.startSwiping')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-6 pb-6">
        {superlikes.length > 0 && (
          <Section
            title={t('likes.superlikes')}
            icon={<Sparkles aria-hidden="true" className="size-5 text-violet-600" />}
          >
            <ul className="flex snap-x gap-3 overflow-x-auto px-4 pb-2">
              {superlikes.map((like) => (
                <SuperLikeCard key={like.profile.user_id} {...cardProps(like)} />
              ))}
            </ul>
          </Section>
        )}
        {plain.length > 0 && (
          <Section
            title={t('likes.likes')}
            icon={<Heart aria-hidden="true" className="size-5 fill-rose-500 text-rose-500" />}
          >
            <ul className="grid grid-cols-2 gap-3 px-4">
              {plain.map((like) => (
                <LikeCard key={like.profile.user_id} {...cardProps(like)} />
              ))}
            </ul>
          </Section>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-1 flex-col gap-4 pt-5">
      <h1 className="px-4 text-2xl font-bold text-neutral-900">
        {likes.isSuccess
          ? t('likes.titleCount', { n: formatNumber(total, i18n.language) })
          : t('likes.title')}
      </h1>
      <ViewAsReadOnly className="px-4" />
      {body}
      <MatchDialog member={match} onClose={closeMatch} />
    </div>
  );
}
