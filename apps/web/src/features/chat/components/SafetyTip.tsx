import type { MatchListItem } from '@dating/shared';
import { ShieldAlert, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from '../../safety';
import type { ThreadItem } from '../useConversation';

export interface SafetyTipState {
  /** The message the tip sits under: the first one the server flagged for us. */
  messageId: string;
  userId: string;
  name: string;
  dismiss: () => void;
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
 * The one safety tip of a conversation (docs/product.md#scam-aware-chat): under the first
 * received message the server flagged (`safety_tip`), until dismissed. The dismissal is kept on
 * this device, per conversation: it is a hint, not a record anyone else needs.
 */
export function useSafetyTip(
  match: MatchListItem,
  items: ThreadItem[],
  name: string,
  onBlocked: () => void,
): SafetyTipState | null {
  const [dismissed, setDismissed] = useState(() => readDismissed(match.id));
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      localStorage.setItem(storageKey(match.id), '1');
    } catch {
      // Private mode without storage: dismissed for this visit only.
    }
  }, [match.id]);
  if (dismissed) return null;
  const flagged = items.find(
    (item): item is Extract<ThreadItem, { kind: 'stored' }> =>
      item.kind === 'stored' && !item.own && item.message.safety_tip === true,
  );
  if (!flagged) return null;
  return {
    messageId: flagged.message.id,
    userId: match.other.user_id,
    name,
    dismiss,
    onBlocked,
  };
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
