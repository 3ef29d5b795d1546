import type { MatchListItem } from '@dating/shared';
import { ShieldAlert, TriangleAlert, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from '../../safety';
import type { ThreadItem } from '../useConversation';

export interface SafetyTipState {
  /**
   * The message the tip sits under: the one whose warning line opened it, else the first one the
   * server flagged for the tip, until dismissed; null when the tip is closed.
   */
  messageId: string | null;
  userId: string;
  name: string;
  dismiss: () => void;
  /** A warning line's tap: opens the tip under that message, or closes it there. */
  toggle: (messageId: string) => void;
  /** After a report that also blocked. */
  onBlocked: () => void;
}

const storageKey = (matchId: string) => `safety-tip-dismissed:${matchId}`;

function readDismissed(matchId: string): boolean {
  try {
    return localStorage.getItem(storageKey(matchId)) === '1';
  } catch {
    return false;
  }
}

/**
 * The safety tip of a conversation (docs/product.md#scam-aware-chat): on its own once, under the
 * first received message the server flagged (`safety_tip`), until dismissed; the dismissal is kept
 * on this device, per conversation: it is a hint, not a record anyone else needs. Every flagged
 * message (`scam_warning`) has a warning line that opens it again under that message.
 */
export function useSafetyTip(
  match: MatchListItem,
  items: ThreadItem[],
  name: string,
  onBlocked: () => void,
): SafetyTipState {
  const [dismissed, setDismissed] = useState(() => readDismissed(match.id));
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const dismiss = useCallback(() => {
    setDismissed(true);
    setOpenedAt(null);
    try {
      localStorage.setItem(storageKey(match.id), '1');
    } catch {
      // Private mode without storage: dismissed for this visit only.
    }
  }, [match.id]);
  const first = dismissed
    ? undefined
    : items.find(
        (item): item is Extract<ThreadItem, { kind: 'stored' }> =>
          item.kind === 'stored' && !item.own && item.message.safety_tip === true,
      );
  const messageId = openedAt ?? first?.message.id ?? null;
  return {
    messageId,
    userId: match.other.user_id,
    name,
    dismiss,
    toggle: (id) => (id === messageId ? dismiss() : setOpenedAt(id)),
    onBlocked,
  };
}

/**
 * The short line under each received message the server flagged (`scam_warning`): a button that
 * opens the safety tip under it (or closes it). Focus comes back here when the tip's ✕ closes it.
 */
export function ScamWarningLine({ messageId, tip }: { messageId: string; tip: SafetyTipState }) {
  const { t } = useTranslation('chat');
  const open = tip.messageId === messageId;
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    // The ✕ that had focus is gone with the tip: focus would fall to the page.
    if (wasOpen.current && !open && document.activeElement === document.body) {
      button.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);
  return (
    <button
      ref={button}
      type="button"
      aria-expanded={open}
      onClick={() => tip.toggle(messageId)}
      className="inline-flex min-h-8 items-center gap-1 self-start rounded-full px-1 text-xs font-medium text-amber-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 [&:lang(my)]:leading-[1.8]"
    >
      <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
      {t('scamWarning.line')}
    </button>
  );
}

/** 'Never send money to someone you haven't met. Report anyone who asks.' with Report and ✕. */
export function SafetyTip({ tip }: { tip: SafetyTipState }) {
  const { t } = useTranslation('safety');
  const [reporting, setReporting] = useState(false);
  return (
    <div
      role="note"
      className="my-1 flex max-w-[90%] items-start gap-2 self-start rounded-2xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 [&:lang(my)]:leading-[1.8]"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <span className="flex-1">
        {t('tip.text')}{' '}
        <button
          type="button"
          onClick={() => setReporting(true)}
          className="inline-flex min-h-8 items-center font-semibold text-rose-700 underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        >
          {t('tip.report')}
        </button>
      </span>
      <button
        type="button"
        onClick={tip.dismiss}
        aria-label={t('tip.dismiss')}
        className="-mr-1 -mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-amber-800 hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        userId={tip.userId}
        name={tip.name}
        onSubmitted={(blocked) => {
          tip.dismiss();
          if (blocked) tip.onBlocked();
        }}
      />
    </div>
  );
}
