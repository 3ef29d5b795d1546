import type { AdminWalletTransaction } from '@dating/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../ui';
import { refusalText, useMoneyFormat } from '../../shop';
import { type PendingKind, useDecision } from '../api';
import { RejectDialog } from './RejectDialog';

export const whoOf = (item: AdminWalletTransaction, deleted: string) =>
  item.user ? `@${item.user.username}` : deleted;

/**
 * Approve and reject for one pending list: the request, the toasts of spec section 8
 * ('Approval failed: {message}', 'Rejection failed: {message}') and the notes dialog.
 */
export function useDecide(kind: PendingKind) {
  const { t } = useTranslation('adminMoney');
  const toast = useToast();
  const format = useMoneyFormat();
  const decision = useDecision();
  const [rejecting, setRejecting] = useState<AdminWalletTransaction | null>(null);
  const deleted = t('deletedMember');

  const approve = (item: AdminWalletTransaction, amount?: number) => {
    const who = whoOf(item, deleted);
    const request =
      kind === 'deposits'
        ? ({ kind, id: item.id, action: 'approve', amount: amount ?? 0 } as const)
        : ({ kind, id: item.id, action: 'approve' } as const);
    decision.mutate(request, {
      onSuccess: (done) =>
        toast.show(
          t(`${kind}.approved`, { who, amount: format.number(done.amount ?? 0) }),
          'success',
        ),
      onError: (error) =>
        toast.show(t('approvalFailed', { message: refusalText(error, t) }), 'error'),
    });
  };

  const reject = (notes: string | null) => {
    if (!rejecting) return;
    const who = whoOf(rejecting, deleted);
    decision.mutate(
      { kind, id: rejecting.id, action: 'reject', admin_notes: notes },
      {
        onSuccess: (done) => {
          setRejecting(null);
          toast.show(
            t(`${kind}.rejected`, { who, amount: format.number(done.amount ?? 0) }),
            'success',
          );
        },
        onError: (error) =>
          toast.show(t('rejectionFailed', { message: refusalText(error, t) }), 'error'),
      },
    );
  };

  const dialog = (
    <RejectDialog
      key={rejecting?.id ?? 'closed'}
      open={rejecting !== null}
      title={t(`${kind}.rejectTitle`)}
      who={rejecting ? whoOf(rejecting, deleted) : ''}
      pending={decision.isPending}
      onOpenChange={(open) => !open && setRejecting(null)}
      onConfirm={reject}
    />
  );

  return { approve, startReject: setRejecting, busy: decision.isPending, dialog };
}
