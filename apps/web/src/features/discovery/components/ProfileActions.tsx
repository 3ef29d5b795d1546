import type { PublicProfile } from '@dating/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Gift, Heart, MessageCircle, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Button, buttonClasses, useViewingAs, ViewAsReadOnly } from '../../../ui';
import { chatKeys, useMatches } from '../../chat';
import { postSwipe } from '../api';
import { GiftDialog, MatchDialog } from './LazyDialogs';

type Answer = 'liked' | 'passed' | 'alreadySwiped';

/**
 * Like, Pass and Super Like on a member's profile, wherever it was opened from (Spotlight, Who
 * Likes You, a chat header); Message once the two are matched.
 */
export function ProfileActions({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('discovery');
  const matches = useMatches();
  const client = useQueryClient();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [gifting, setGifting] = useState(false);
  const [matched, setMatched] = useState(false);
  // A View As tab is look-only: the buttons are there, disabled, and say why (issue 31).
  const readOnly = useViewingAs();
  const name = profile.first_name ?? '';
  const onMatched = () => {
    setMatched(true);
    void client.invalidateQueries({ queryKey: chatKeys.matches });
  };
  const isMatch = matches.data?.some((m) => m.other.user_id === profile.user_id) ?? false;

  if (isMatch && !matched) {
    return (
      <div className="flex justify-center px-5 py-4">
        <Link to={paths.conversation(profile.user_id)} className={buttonClasses('primary', 'lg')}>
          <MessageCircle aria-hidden="true" className="size-5" />
          {t('profileActions.message', { name })}
        </Link>
      </div>
    );
  }

  const swipe = async (action: 'like' | 'pass') => {
    setBusy(true);
    setError(null);
    try {
      const result = await postSwipe({ target_user_id: profile.user_id, action });
      if (result.matched) onMatched();
      setAnswer(action === 'like' ? 'liked' : 'passed');
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'ALREADY_SWIPED') setAnswer('alreadySwiped');
      else setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-3 px-5 py-4">
      {answer ? (
        <p role="status" className="text-center text-neutral-700">
          {t(`profileActions.${answer}`, { name })}
        </p>
      ) : (
        <div className="flex items-center justify-center gap-4">
          <Button
            variant="secondary"
            size="icon"
            className="size-14 rounded-full"
            disabled={busy || readOnly}
            onClick={() => void swipe('pass')}
            aria-label={t('likes.pass', { name })}
          >
            <X aria-hidden="true" className="size-7 text-rose-600" />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            className="size-12 rounded-full"
            disabled={busy || readOnly}
            onClick={() => setGifting(true)}
            aria-label={t('deck.superlike')}
          >
            <Gift aria-hidden="true" className="size-6 text-violet-600" />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            className="size-14 rounded-full"
            disabled={busy || readOnly}
            onClick={() => void swipe('like')}
            aria-label={t('deck.like')}
          >
            <Heart aria-hidden="true" className="size-7 fill-emerald-500 text-emerald-500" />
          </Button>
        </div>
      )}
      {!answer && <ViewAsReadOnly />}
      {error && (
        <p role="alert" className="text-center text-sm text-rose-700">
          {error}
        </p>
      )}
      <GiftDialog
        open={gifting}
        onOpenChange={setGifting}
        userId={profile.user_id}
        name={profile.first_name}
        onSent={(result) => {
          if (result.matched) onMatched();
          setAnswer('liked');
        }}
      />
      <MatchDialog member={matched ? profile : null} onClose={() => setMatched(false)} />
    </div>
  );
}
