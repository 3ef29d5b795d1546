import type { MatchListItem } from '@dating/shared';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircleOff } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isNetworkError } from '../../../lib/api';
import { errorText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { buttonClasses, ErrorState, Skeleton, Spinner } from '../../../ui';
import { useSession } from '../../auth';
import { useMatches } from '../api';
import { Composer } from '../components/Composer';
import { ConversationHeader } from '../components/ConversationHeader';
import { useDisplayName } from '../components/MatchLists';
import { MessageList } from '../components/MessageList';
import { useSafetyTip } from '../components/SafetyTip';
import { UnmatchDialog } from '../components/UnmatchDialog';
import { forgetMatch, useMarkOpened, useUnmatch } from '../conversationApi';
import { MediaButtons } from '../media/MediaButtons';
import { useConversation } from '../useConversation';
import { useRealtimeConnection } from '../useRealtimeConnection';

const frame = 'flex h-dvh flex-col bg-white';

function Unavailable() {
  const { t } = useTranslation('chat');
  return (
    <section className={frame}>
      <ConversationHeader match={null} name="" />
      <div className="flex flex-1 flex-col items-center justify-center gap-4 px-8 text-center">
        <MessageCircleOff aria-hidden="true" className="size-12 text-neutral-300" />
        <p role="alert" className="text-neutral-700">
          {t('conversation.unavailable')}
        </p>
        <Link to={paths.chats} className={buttonClasses('secondary')}>
          {t('conversation.backToChats')}
        </Link>
      </div>
    </section>
  );
}

function Thread({ match }: { match: MatchListItem }) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const name = useDisplayName()(match);
  const [confirming, setConfirming] = useState(false);
  const unmatch = useUnmatch(match.id);
  useMarkOpened(match.id);

  // Our own unmatch or block: back to the list.
  const leave = useCallback(() => {
    void navigate(paths.chats, { replace: true });
    forgetMatch(client, match.id);
  }, [navigate, client, match.id]);
  // The other side unmatched or blocked: the screen says so, neutrally, where it is.
  const closed = useCallback(() => forgetMatch(client, match.id), [client, match.id]);

  const chat = useConversation(match, session?.id, closed);
  const { query } = chat;
  const tip = useSafetyTip(match, chat.items, name, leave);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-label={t('conversation.loading')} className="flex-1 p-4">
        <div className="flex flex-col gap-3">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-10 w-1/2 self-end" />
          <Skeleton className="h-10 w-3/5" />
        </div>
      </div>
    );
  } else if (query.isError && chat.items.length === 0) {
    body = (
      <ErrorState
        className="flex-1 justify-center px-8"
        message={
          isNetworkError(query.error) ? errorText(query.error) : t('conversation.loadFailed')
        }
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = (
      <>
        {chat.items.length === 0 && (
          <p className="px-8 pt-10 text-center text-neutral-500">
            {t('conversation.empty', { name })}
          </p>
        )}
        <MessageList
          items={chat.items}
          name={name}
          seenId={chat.seenId}
          typing={chat.otherTyping}
          hasOlder={query.hasNextPage}
          loadingOlder={query.isFetchingNextPage}
          onLoadOlder={() => void query.fetchNextPage()}
          onRetry={chat.retry}
          tip={tip}
          onBlocked={leave}
        />
      </>
    );
  }

  return (
    <section className={frame}>
      <ConversationHeader
        match={match}
        name={name}
        onUnmatch={() => setConfirming(true)}
        onBlocked={leave}
      />
      {body}
      <Composer
        onSend={chat.send}
        onTyping={chat.sendTyping}
        media={<MediaButtons matchId={match.id} />}
      />
      <UnmatchDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) unmatch.reset();
        }}
        name={name}
        pending={unmatch.isPending}
        failed={unmatch.isError}
        // Awaited, not a per-call callback: our own socket's 'unmatched' may unmount this
        // thread before the answer lands, and we still leave for the list.
        onConfirm={() => void unmatch.mutateAsync().then(leave, () => {})}
      />
    </section>
  );
}

/** /chat/:userId: the conversation with the member of that id (found in the matches list). */
export function ConversationScreen() {
  const { t } = useTranslation('chat');
  useRealtimeConnection();
  const { userId } = useParams();
  const matches = useMatches();
  const match = matches.data?.find((m) => m.other.user_id === userId) ?? null;
  const seen = useRef(false);
  if (match) seen.current = true;
  const missing = !matches.isPending && !matches.isError && !match;

  useEffect(() => {
    if (missing && !seen.current) console.error(`No match with member ${userId ?? '(none)'}`);
    if (matches.error) console.error('Could not load the matches list', matches.error);
  }, [missing, userId, matches.error]);

  if (match) return <Thread key={match.id} match={match} />;
  // The match was here and is gone (unmatched or blocked by the other side), or never was ours.
  if (seen.current || missing) return <Unavailable />;
  if (matches.isError) {
    return (
      <section className={frame}>
        <ConversationHeader match={null} name="" />
        <ErrorState
          className="flex-1 justify-center px-8"
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void matches.refetch()}
        />
      </section>
    );
  }
  return (
    <section className={frame}>
      <ConversationHeader match={null} name="" />
      <div
        role="status"
        aria-label={t('conversation.loading')}
        className="flex flex-1 justify-center p-8"
      >
        <Spinner />
      </div>
    </section>
  );
}
