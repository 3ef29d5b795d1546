import { keepSyllablesTogether } from '@dating/shared';
import { CircleAlert, Clock } from 'lucide-react';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dayKey, dayLabel, timeLabel } from '../../../lib/format';
import { cn, Spinner } from '../../../ui';
import { MediaBubble } from '../media/MediaBubble';
import { messageText } from '../openers';
import type { ThreadItem } from '../useConversation';
import { CallLine } from './CallLine';
import { MessageText } from './MessageText';
import { SafetyTip, type SafetyTipState, ScamWarningLine } from './SafetyTip';

export interface MessageListProps {
  items: ThreadItem[];
  name: string;
  seenId: string | null;
  typing: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  /** The safety tip and the message it sits under, if any. */
  tip?: SafetyTipState | null;
  /** A report from a photo or voice note also blocked: the conversation is gone. */
  onBlocked?: () => void;
}

// Burmese stacks marks above and below its letters: it keeps the taller line-height.
const bubble =
  'max-w-[80%] rounded-2xl px-3.5 py-2 leading-relaxed [&:lang(my)]:leading-[1.8] break-words whitespace-pre-wrap';

/** Times are shown at the end of a run of messages from one sender within a few minutes. */
const RUN_GAP_MS = 5 * 60_000;

function endsRun(item: ThreadItem, next: ThreadItem | undefined): boolean {
  if (!next || next.own !== item.own || item.kind !== next.kind) return true;
  const gap = Date.parse(next.message.created_at) - Date.parse(item.message.created_at);
  return gap > RUN_GAP_MS || dayKey(next.message.created_at) !== dayKey(item.message.created_at);
}

function Bubble({
  item,
  name,
  showTime,
  onRetry,
}: {
  item: ThreadItem;
  name: string;
  showTime: boolean;
  onRetry: (clientId: string) => void;
  /** The safety tip and the message it sits under, if any. */
  tip?: SafetyTipState | null;
}) {
  const { t, i18n } = useTranslation('chat');
  const who = <span className="sr-only">{item.own ? t('conversation.you') : name}: </span>;
  if (item.kind === 'outgoing' && item.message.status === 'failed') {
    const clientId = item.message.client_id;
    return (
      <button
        type="button"
        onClick={() => onRetry(clientId)}
        className="flex max-w-[80%] flex-col items-end gap-1 self-end rounded-2xl text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500"
      >
        <span className={cn(bubble, 'max-w-full border border-red-300 bg-red-50 text-red-900')}>
          {who}
          {/* Burmese lines break between syllables (packages/shared burmeseText). */}
          {keepSyllablesTogether(item.message.content)}
        </span>
        <span className="flex min-h-6 items-center gap-1 text-xs font-medium text-red-600">
          <CircleAlert aria-hidden="true" className="size-3.5" />
          {t('conversation.failed')}
        </span>
      </button>
    );
  }
  const sending = item.kind === 'outgoing';
  const waiting = sending && item.message.status === 'waiting';
  const created = item.message.created_at;
  return (
    <div
      className={cn(
        bubble,
        item.own
          ? 'self-end rounded-br-md bg-rose-600 text-white'
          : 'self-start rounded-bl-md bg-neutral-100 text-neutral-900',
        sending && 'opacity-70',
      )}
    >
      {who}
      <MessageText content={messageText(item.message, t)} own={item.own} />
      {/* A space, so screen readers and text search do not run the time into the message. */}{' '}
      {(sending || showTime) && (
        <span
          className={cn(
            'mt-0.5 block text-right text-[11px]',
            item.own ? 'text-white' : 'text-neutral-600',
          )}
        >
          {waiting ? (
            // Kept on this device and sent by itself once the network is back: not a failure.
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3" />
              {t('conversation.waiting')}
            </span>
          ) : sending ? (
            t('conversation.sending')
          ) : (
            <time dateTime={created}>{timeLabel(created, i18n.language)}</time>
          )}
        </span>
      )}
    </div>
  );
}

/** Where an item is, from the top of the scrolling box. */
function offsetOf(scroller: HTMLElement, key: string): number | null {
  const item = scroller.querySelector(`[data-key="${CSS.escape(key)}"]`);
  if (!item) return null;
  return item.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
}

/**
 * The thread as a live log: day separators, bubbles (own on the right), "Seen", the typing
 * line; keeps the newest in view, and its place when older messages load above.
 */
export function MessageList(props: MessageListProps) {
  const { items, name, seenId, typing, hasOlder, loadingOlder, onLoadOlder, onRetry, tip } = props;
  const { onBlocked } = props;
  const { t, i18n } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const anchor = useRef<{ key: string; offset: number } | null>(null);
  const previous = useRef<{ first?: string; last?: string; tail?: string }>({});
  const first = items[0]?.key;
  const last = items.at(-1)?.key;
  const lastOwn = items.at(-1)?.own ?? false;
  // What is drawn below the newest bubble: "Seen" and the typing line change the height too.
  const tail = `${last}|${seenId}|${typing}`;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    if (anchor.current && first !== before.first) {
      // Older messages came in above: keep the message that was first where it was.
      const target = offsetOf(el, anchor.current.key);
      if (target !== null) el.scrollTop += target - anchor.current.offset;
      anchor.current = null;
    } else if (
      (nearBottom.current && tail !== before.tail) ||
      (last !== before.last && (lastOwn || !before.last))
    ) {
      el.scrollTop = el.scrollHeight;
    }
    previous.current = { first, last, tail };
  }, [first, last, lastOwn, tail]);

  const loadOlder = () => {
    const el = scroller.current;
    if (!el || !hasOlder || loadingOlder || !first) return;
    anchor.current = { key: first, offset: offsetOf(el, first) ?? 0 };
    onLoadOlder();
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 120;
    if (el.scrollTop < 80) loadOlder();
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="flex-1 overflow-y-auto overscroll-contain [overflow-anchor:none]"
    >
      {hasOlder && (
        <div className="flex justify-center pt-3">
          <button
            type="button"
            onClick={loadOlder}
            disabled={loadingOlder}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium text-rose-700 hover:bg-rose-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 disabled:opacity-60"
          >
            {loadingOlder && <Spinner size="sm" />}
            {t('conversation.loadOlder')}
          </button>
        </div>
      )}
      <div
        role="log"
        aria-live="polite"
        aria-label={t('conversation.log', { name })}
        className="flex flex-col gap-1 px-3 py-3"
      >
        {items.map((item, index) => {
          const day = dayKey(item.message.created_at);
          const prev = items[index - 1];
          const newDay = !prev || dayKey(prev.message.created_at) !== day;
          const turn = prev && prev.own !== item.own && !newDay;
          return (
            <Fragment key={item.key}>
              {newDay && (
                <p className="my-2 self-center rounded-full bg-neutral-100 px-3 py-1 text-xs font-medium text-neutral-600">
                  {dayLabel(item.message.created_at, t, i18n.language)}
                </p>
              )}
              <ThreadRow
                item={item}
                next={items[index + 1]}
                turn={Boolean(turn)}
                {...{ name, seenId, onRetry, tip, onBlocked }}
              />
            </Fragment>
          );
        })}
      </div>
      <TypingLine typing={typing} name={name} />
    </div>
  );
}

/** One line of the thread: its bubble (text, or a photo or voice note), "Seen", the tip. */
function ThreadRow({
  item,
  next,
  turn,
  name,
  seenId,
  onRetry,
  tip,
  onBlocked,
}: Pick<MessageListProps, 'name' | 'seenId' | 'onRetry' | 'tip' | 'onBlocked'> & {
  item: ThreadItem;
  next: ThreadItem | undefined;
  turn: boolean;
}) {
  const { t } = useTranslation('chat');
  return (
    <div data-key={item.key} className={cn('flex flex-col', turn && 'mt-2')}>
      {item.kind === 'stored' && item.message.kind === 'call' ? (
        <CallLine message={item.message} own={item.own} name={name} />
      ) : item.kind === 'stored' && item.message.media_url ? (
        <MediaBubble message={item.message} own={item.own} name={name} onBlocked={onBlocked} />
      ) : (
        <Bubble item={item} name={name} showTime={endsRun(item, next)} onRetry={onRetry} />
      )}
      {item.kind === 'stored' && item.message.id === seenId && (
        <p className="mt-0.5 self-end pr-1 text-xs font-medium text-neutral-500">
          {t('conversation.seen')}
        </p>
      )}
      {tip && item.kind === 'stored' && !item.own && item.message.scam_warning && (
        <ScamWarningLine messageId={item.message.id} tip={tip} />
      )}
      {tip && item.kind === 'stored' && item.message.id === tip.messageId && (
        <SafetyTip tip={tip} />
      )}
    </div>
  );
}

/** The "… is typing" line under the thread: always there (empty), so its status is announced. */
function TypingLine({ typing, name }: { typing: boolean; name: string }) {
  const { t } = useTranslation('chat');
  return (
    <p role="status" className="flex min-h-8 items-center gap-2 px-4 pb-2 text-sm text-neutral-500">
      {typing && (
        <>
          <span aria-hidden="true" className="flex gap-1 rounded-full bg-neutral-100 px-2.5 py-2">
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-neutral-400"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          {t('conversation.typing', { name })}
        </>
      )}
    </p>
  );
}
