import type { SuspectedItem } from '@dating/shared';
import { Ban, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { Button, Card, StatusBadge } from '../../../../ui';
import { MemberLink } from '../../../../ui/admin-list';
import { ClaimGate, useWorkOn } from '../../../moderation-claims';
import { SignalEvidence } from './SignalEvidence';
import { type SuspectedDecision, SuspectedDecisionDialog } from './SuspectedDecisionDialog';

/** Who decided, when, and their reason or note (resolved items). */
function Resolution({ item }: { item: SuspectedItem }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (!item.resolved_at) return null;
  return (
    <p className="rounded-xl bg-neutral-50 p-3 text-sm text-neutral-700">
      <StatusBadge tone={item.blocked ? 'bad' : 'good'}>
        {t(item.blocked ? 'suspected.decidedBlocked' : 'suspected.decidedClear')}
      </StatusBadge>{' '}
      {item.resolved_by
        ? t('queue.resolvedBy', { username: item.resolved_by.username })
        : t('queue.resolved')}{' '}
      · <time dateTime={item.resolved_at}>{format.dateTime(item.resolved_at)}</time>
      {item.resolution && (
        <span className="mt-1 block whitespace-pre-line break-words">{item.resolution}</span>
      )}
    </p>
  );
}

/** The two decisions, claimed on the moderator's first touch (docs/decisions/026). */
function Decisions({ item }: { item: SuspectedItem }) {
  const { t } = useTranslation('admin');
  const { username, id } = item.user;
  const work = useWorkOn('suspected', id);
  const [decision, setDecision] = useState<SuspectedDecision | null>(null);
  const [opening, setOpening] = useState(0);
  const open = (next: SuspectedDecision) => {
    setDecision(next);
    setOpening((n) => n + 1);
  };
  return (
    <div className="contents" onFocusCapture={work.start} onPointerDownCapture={work.start}>
      <ClaimGate holder={work.heldBy}>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="danger"
            onClick={() => open('block')}
            aria-label={t('suspected.blockUser', { username })}
          >
            <Ban aria-hidden="true" className="size-4" />
            {t('suspected.block')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => open('clear')}
            aria-label={t('suspected.clearUser', { username })}
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('suspected.clear')}
          </Button>
        </div>
      </ClaimGate>
      {decision && (
        <SuspectedDecisionDialog
          key={opening}
          item={item}
          decision={decision}
          open
          onOpenChange={(next) => !next && setDecision(null)}
        />
      )}
    </div>
  );
}

/**
 * One suspected member: who (linked to their page), the score, since when, each signal with its
 * evidence, and Block and resolve / Not a scam while open (the decision once resolved).
 */
export function SuspectedCard({ item }: { item: SuspectedItem }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { user } = item;
  const headingId = `suspected-${user.id}`;
  const name = user.first_name ?? user.username;
  return (
    <Card className="flex flex-col gap-4" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        {user.avatar_url ? (
          <img
            src={user.avatar_url}
            alt=""
            className="size-12 shrink-0 rounded-full bg-neutral-200 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-rose-100 text-lg font-bold text-rose-700"
          >
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2
            id={headingId}
            className="flex flex-wrap items-center gap-x-2 font-semibold text-neutral-900"
          >
            <span className="truncate">{name}</span>
            <MemberLink id={user.id} username={user.username} className="text-sm" />
            {user.is_blocked && <StatusBadge tone="bad">{t('status.blocked')}</StatusBadge>}
          </h2>
          <p className="text-sm text-neutral-700">
            <span className="font-semibold text-rose-700" data-testid="suspected-score">
              {t('suspected.score', { score: format.number(item.score) })}
            </span>
            {' · '}
            {t('suspected.flaggedAt')}{' '}
            <time dateTime={item.flagged_at}>{format.dateTime(item.flagged_at)}</time>
            {' · '}
            {t('suspected.joined')}{' '}
            <time dateTime={user.created_at}>{format.date(user.created_at)}</time>
          </p>
        </div>
      </div>
      {item.state === 'open' ? <Decisions item={item} /> : <Resolution item={item} />}
      <div className="flex flex-col gap-3">
        {item.signals.map((signal) => (
          <SignalEvidence key={signal.kind} signal={signal} />
        ))}
      </div>
    </Card>
  );
}
