import { useQueryClient } from '@tanstack/react-query';
import { MessageCircleHeart, Search } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNetworkError } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { errorText } from '../../../lib/i18n';
import { realtime } from '../../../lib/realtime';
import { refetchOnChange } from '../../../lib/refetchOnChange';
import { ErrorState, Skeleton } from '../../../ui';
import { useSession } from '../../auth';
import { useBadges } from '../../notifications';
import { SafetyNotices } from '../../suspected';
import { chatKeys, useMatches } from '../api';
import { MessagesList, NewMatchesRow } from '../components/MatchLists';
import { withWaiting } from '../messages';
import { useOutboxState } from '../outbox/store';
import { useRealtimeConnection } from '../useRealtimeConnection';

/** Keeps the list live: new and ended matches, and new messages of every match (ids joined). */
function useLiveMatches(key: string, meId: string | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void refetchOnChange(client, chatKeys.matches);
    const offs = [
      realtime.onFrame('matched', refresh),
      realtime.onFrame('unmatched', refresh),
      realtime.onConnect(refresh),
      ...key
        .split(',')
        .filter(Boolean)
        .map((id) =>
          realtime.subscribeMatch(id, (frame) => {
            // New messages, and chats read in another tab of ours (unread counts).
            if (frame.type === 'message' || (frame.type === 'read' && frame.user_id === meId))
              refresh();
          }),
        ),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [client, key, meId]);
}

function ListSkeleton() {
  const { t } = useTranslation('chat');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-4 px-4">
      <div className="flex gap-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="size-20 rounded-full" />
        ))}
      </div>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-14 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyState() {
  const { t } = useTranslation('chat');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-8 py-16 text-center">
      <MessageCircleHeart aria-hidden="true" className="size-16 text-rose-300" />
      <h2 className="text-xl font-bold text-neutral-900">{t('empty.title')}</h2>
      <p className="text-neutral-600">{t('empty.body')}</p>
    </div>
  );
}

/** /chat: search, 'New Matches' and 'Messages' (docs/product.md#chat). */
export function ChatListScreen() {
  const { t, i18n } = useTranslation('chat');
  useRealtimeConnection();
  const { data: session } = useSession();
  const matches = useMatches();
  const safetyNotices = useBadges().data?.safety_notices ?? 0;
  const [query, setQuery] = useState('');
  const outbox = useOutboxState(session?.id ?? '');
  const all = useMemo(
    () =>
      withWaiting(
        matches.data ?? [],
        outbox.items.filter((m) => !m.failed),
        session?.id ?? '',
      ),
    [matches.data, outbox.items, session?.id],
  );
  useLiveMatches(all.map((m) => m.id).join(','), session?.id);

  const needle = query.trim().toLocaleLowerCase(i18n.language);
  const shown = needle
    ? all.filter((m) =>
        (m.other.first_name ?? '').toLocaleLowerCase(i18n.language).includes(needle),
      )
    : all;
  const fresh = shown.filter((m) => m.last_message === null);

  let body: ReactNode;
  if (matches.isPending) body = <ListSkeleton />;
  else if (matches.isError && all.length === 0) {
    body = (
      <ErrorState
        className="px-6 py-16"
        message={isNetworkError(matches.error) ? errorText(matches.error) : t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void matches.refetch()}
      />
    );
  } else if (all.length === 0) body = <EmptyState />;
  else {
    body = (
      <>
        <div className="relative px-4">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-8 size-5 -translate-y-1/2 text-neutral-400"
          />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label={t('search.label')}
            placeholder={t('search.placeholder', {
              count: all.length,
              n: formatNumber(all.length, i18n.language),
            })}
            className="min-h-12 w-full rounded-full border border-neutral-200 bg-neutral-100 pr-4 pl-11 text-base text-neutral-900 placeholder:text-neutral-500 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
          />
        </div>
        {shown.length === 0 ? (
          <p role="status" className="px-6 py-10 text-center text-neutral-600">
            {t('search.noResults', { query: query.trim() })}
          </p>
        ) : (
          <>
            {fresh.length > 0 && <NewMatchesRow matches={fresh} />}
            <MessagesList matches={shown} meId={session?.id} />
          </>
        )}
      </>
    );
  }

  return (
    <section className="flex flex-1 flex-col gap-4 pb-4">
      <h1 className="px-4 pt-4 text-2xl font-bold text-neutral-900">{t('title')}</h1>
      {/* Where the conversations are: someone in them was removed for scam behaviour. */}
      <SafetyNotices waiting={safetyNotices > 0} />
      {body}
    </section>
  );
}
