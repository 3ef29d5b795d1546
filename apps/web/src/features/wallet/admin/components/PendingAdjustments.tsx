import type { PendingAdjustment } from '@dating/shared';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { refusalText } from '../../../../lib/i18n';
import { useIdempotencyKeys } from '../../../../lib/idempotency';
import { Button, Card, useToast } from '../../../../ui';
import { MemberLink } from '../../../../ui/admin-list';
import { useSession } from '../../../auth';
import { useAdjustmentDecision, usePendingAdjustments } from '../api';

/**
 * Corrections waiting for a second admin (decision 024): who asked, for whom, how many coins and
 * why. A different admin approves (the coins move then, once) or declines; the admin who asked
 * sees theirs without the Approve button. Hidden while none waits.
 */
export function PendingAdjustments() {
  const { t } = useTranslation('adminMoney');
  const list = usePendingAdjustments();
  const items = list.data?.items ?? [];
  if (list.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
        {t('pendingAdjustments.loadFailed')}
      </p>
    );
  }
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="pending-adjustments" className="flex flex-col gap-2">
      <h2 id="pending-adjustments" className="font-semibold text-neutral-900">
        {t('pendingAdjustments.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <PendingAdjustmentCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PendingAdjustmentCard({ item }: { item: PendingAdjustment }) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const toast = useToast();
  const session = useSession();
  const decision = useAdjustmentDecision();
  const keys = useIdempotencyKeys();
  const mine = session.data?.id === item.requested_by;
  const who = item.user ? `@${item.user.username}` : t('deletedMember');
  const signed = `${item.delta > 0 ? '+' : ''}${format.number(item.delta)}`;

  const decide = (action: 'approve' | 'decline') => {
    if (decision.isPending) return;
    const key = `${item.id}:${action}`;
    decision.mutate(
      { id: item.id, action, idempotencyKey: keys.keyFor(key) },
      {
        onSuccess: (done) => {
          keys.renew(key);
          if (done.outcome === 'already_decided') {
            toast.show(t('pendingAdjustments.already'), 'info');
          } else if (action === 'approve') {
            const coins = format.number(done.coins);
            toast.show(t('pendingAdjustments.approved', { who, coins }), 'success');
          } else {
            toast.show(t('pendingAdjustments.declined'), 'success');
          }
        },
        onError: (error) =>
          toast.show(t('pendingAdjustments.failed', { message: refusalText(error, t) }), 'error'),
      },
    );
  };

  return (
    <Card className="flex flex-col gap-2">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900">
        <span className="tabular-nums">{t('pendingAdjustments.item', { delta: signed })}</span>
        {item.user ? (
          <MemberLink id={item.user.id} username={item.user.username} />
        ) : (
          <span>{who}</span>
        )}
      </p>
      <p className="text-sm break-words text-neutral-700">
        {t('pendingAdjustments.askedBy', {
          admin: item.requested_by_username ?? t('deletedMember'),
          reason: item.reason,
        })}{' '}
        · <time dateTime={item.created_at}>{format.dateTime(item.created_at)}</time>
      </p>
      {mine && <p className="text-sm text-sky-900">{t('pendingAdjustments.mine')}</p>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          onClick={() => decide('decline')}
          loading={decision.isPending && decision.variables?.action === 'decline'}
          disabled={decision.isPending}
        >
          <X aria-hidden="true" className="size-4" />
          {t('pendingAdjustments.decline')}
        </Button>
        {!mine && (
          <Button
            variant="approve"
            onClick={() => decide('approve')}
            loading={decision.isPending && decision.variables?.action === 'approve'}
            disabled={decision.isPending}
          >
            <Check aria-hidden="true" className="size-4" />
            {t('pendingAdjustments.approve')}
          </Button>
        )}
      </div>
    </Card>
  );
}
