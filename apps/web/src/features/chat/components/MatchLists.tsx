import type { MatchListItem } from '@dating/shared';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, listTimeLabel } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import type { ListedMatch } from '../messages';
import { messageText } from '../openers';
import { Avatar, VerifiedBadge } from './Avatar';

export function useDisplayName() {
  const { t } = useTranslation('chat');
  return (match: MatchListItem) => match.other.first_name?.trim() || t('someone');
}

/** 'New Matches': a sideways row of avatars of matches with no messages yet. */
export function NewMatchesRow({ matches }: { matches: MatchListItem[] }) {
  const { t } = useTranslation('chat');
  const nameOf = useDisplayName();
  return (
    <section aria-labelledby="new-matches-heading" className="flex flex-col gap-2">
      <h2 id="new-matches-heading" className="px-4 text-base font-bold text-neutral-900">
        {t('newMatches')}
      </h2>
      <ul className="flex gap-3 overflow-x-auto px-4 pb-2">
        {matches.map((match) => (
          <li key={match.id} className="shrink-0">
            <Link
              to={paths.conversation(match.other.user_id)}
              className="flex w-20 flex-col items-center gap-1 rounded-2xl py-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
            >
              <Avatar
                name={nameOf(match)}
                url={match.other.avatar_url}
                size="lg"
                decorative
                className="ring-2 ring-rose-500 ring-offset-2"
              />
              <span className="flex max-w-full items-center gap-0.5 text-sm font-medium text-neutral-800">
                <span className="truncate">{nameOf(match)}</span>
                {match.other.is_verified && <VerifiedBadge />}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Preview({ match, meId }: { match: ListedMatch; meId: string | undefined }) {
  const { t } = useTranslation('chat');
  const last = match.last_message;
  if (!last) return <span className="font-medium text-rose-600">{t('startConversation')}</span>;
  const content = messageText(last, t);
  const line = last.sender_id === meId ? t('youPrefix', { content }) : content;
  if (!match.waiting) return <>{line}</>;
  // Ours, kept on this device until the network is back (outbox/store.ts).
  return (
    <>
      <Clock aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
      <span className="sr-only">{t('conversation.waiting')}: </span>
      {line}
    </>
  );
}

function MatchRow({ match, meId }: { match: ListedMatch; meId: string | undefined }) {
  const { t, i18n } = useTranslation('chat');
  const nameOf = useDisplayName();
  const unread = match.unread_count > 0;
  const when = match.last_message?.created_at;
  return (
    <li>
      <Link
        to={paths.conversation(match.other.user_id)}
        className="flex min-h-18 items-center gap-3 px-4 py-2 hover:bg-neutral-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-inset"
      >
        <Avatar name={nameOf(match)} url={match.other.avatar_url} decorative />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-center gap-2">
            <span className="flex min-w-0 flex-1 items-center gap-1">
              <span className="truncate font-semibold text-neutral-900">{nameOf(match)}</span>
              {match.other.is_verified && <VerifiedBadge />}
            </span>
            {when && (
              <time dateTime={when} className="shrink-0 text-xs text-neutral-500">
                {listTimeLabel(when, t, i18n.language)}
              </time>
            )}
          </span>
          {/* One line ending in an ellipsis, even for one long word or link (issue 18). */}
          <span className="flex items-center gap-2">
            <span
              className={
                unread
                  ? 'min-w-0 flex-1 truncate text-sm font-semibold text-neutral-900'
                  : 'min-w-0 flex-1 truncate text-sm text-neutral-500'
              }
            >
              <Preview match={match} meId={meId} />
            </span>
            {unread && (
              <span
                role="img"
                aria-label={t('unread', {
                  count: match.unread_count,
                  n: formatNumber(match.unread_count, i18n.language),
                })}
                className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-rose-600 px-1.5 text-xs leading-6 font-bold text-white"
              >
                {formatNumber(Math.min(match.unread_count, 99), i18n.language)}
                {match.unread_count > 99 ? '+' : ''}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** 'Messages': every match, newest activity first, with its last message and unread count. */
export function MessagesList({
  matches,
  meId,
}: {
  matches: ListedMatch[];
  meId: string | undefined;
}) {
  const { t } = useTranslation('chat');
  return (
    <section aria-labelledby="messages-heading" className="flex flex-col gap-1">
      <h2 id="messages-heading" className="px-4 text-base font-bold text-neutral-900">
        {t('messages')}
      </h2>
      <ul className="flex flex-col">
        {matches.map((match) => (
          <MatchRow key={match.id} match={match} meId={meId} />
        ))}
      </ul>
    </section>
  );
}
