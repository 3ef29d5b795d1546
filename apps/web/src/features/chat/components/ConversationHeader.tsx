import type { MatchListItem } from '@dating/shared';
import { ArrowLeft, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useViewingAs } from '../../../ui';
import { CallButton } from '../../calls';
import { SafetyMenu } from '../../safety';
import { Avatar, VerifiedBadge } from './Avatar';

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 disabled:cursor-not-allowed disabled:opacity-50';

/** Back to the chats, who this is (a link to the profile), video call, unmatch, and Report/Block. */
export function ConversationHeader({
  match,
  name,
  onUnmatch,
  onBlocked,
}: {
  match: MatchListItem | null;
  name: string;
  onUnmatch?: () => void;
  onBlocked?: () => void;
}) {
  const { t } = useTranslation('chat');
  const readOnly = useViewingAs();
  return (
    <header className="flex min-h-16 items-center gap-1 border-b border-neutral-200 bg-white px-2 py-1">
      <Link to={paths.chats} aria-label={t('conversation.back')} className={iconButton}>
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      {match ? (
        <Link
          to={paths.profile(match.other.user_id)}
          aria-label={t('conversation.viewProfile', { name })}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-full pr-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        >
          <Avatar name={name} url={match.other.avatar_url} size="sm" decorative />
          <span className="flex min-w-0 items-center gap-1">
            <span className="truncate text-lg font-semibold text-neutral-900">{name}</span>
            {match.other.is_verified && <VerifiedBadge />}
          </span>
        </Link>
      ) : (
        <span className="flex-1" />
      )}
      {match && onUnmatch && (
        <CallButton
          matchId={match.id}
          other={{ id: match.other.user_id, name, photo_url: match.other.avatar_url }}
        />
      )}
      {match && onUnmatch && (
        <button
          type="button"
          onClick={onUnmatch}
          // Unmatching changes something: not in a View As tab (the composer says why).
          disabled={readOnly}
          aria-label={t('unmatch.open', { name })}
          className={iconButton}
        >
          <UserX aria-hidden="true" className="size-5" />
        </button>
      )}
      {match && onBlocked && (
        <SafetyMenu userId={match.other.user_id} name={name} onBlocked={onBlocked} />
      )}
    </header>
  );
}
