import {
  ADMIN_NOTES_MAX_LENGTH,
  type AdminWalletTransaction,
  rejectTransactionRequestSchema,
} from '@dating/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFormat } from '../../../../lib/format';
import { refusalText } from '../../../../lib/i18n';
import { newIdempotencyKey, useIdempotencyKeys } from '../../../../lib/idempotency';
import { useToast } from '../../../../ui';
import { DecisionDialog } from '../../../../ui/admin-list';
import { type PendingKind, useDecision } from '../api';
import { whoOf } from './TransactionParts';

/** The notes of a rejection: optional (the member then reads 'No reason provided'). */
const rejectNotesSchema = z.object({
  reason: rejectTransactionRequestSchema.unwrap().shape.admin_notes,
});

/** The request being rejected, with the Idempotency-Key made when its dialog opened. */
type Rejecting = { item: AdminWalletTransaction; idempotencyKey: string };

/**
 * Approve and reject for one pending list: the request, the toasts of docs/product.md#messages
 * ('Approval failed: {message}', 'Rejection failed: {message}') and the notes dialog. Each
 * approval keeps its Idempotency-Key until it succeeds, so a retry cannot credit twice.
 */
export function useDecide(kind: PendingKind) {
  const { t } = useTranslation('adminMoney');
  const toast = useToast();
  const format = useFormat();
  const decision = useDecision();
  const approvals = useIdempotencyKeys();
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const deleted = t('deletedMember');

  const approve = (item: AdminWalletTransaction, amount?: number) => {
    const who = whoOf(item, deleted);
    const idempotencyKey = approvals.keyFor(item.id);
    const request =
      kind === 'deposits'
        ? ({ kind, id: item.id, idempotencyKey, action: 'approve', amount: amount ?? 0 } as const)
        : ({ kind, id: item.id, idempotencyKey, action: 'approve' } as const);
    decision.mutate(request, {
      onSuccess: (done) => {
        approvals.renew(item.id);
        toast.show(
          t(`${kind}.approved`, { who, amount: format.number(done.amount ?? 0) }),
          'success',
        );
      },
      onError: (error) =>
        toast.show(t('approvalFailed', { message: refusalText(error, t) }), 'error'),
    });
  };

  const reject = (notes: string | null) => {
    if (!rejecting) return;
    const { item, idempotencyKey } = rejecting;
    const who = whoOf(item, deleted);
    decision.mutate(
      { kind, id: item.id, idempotencyKey, action: 'reject', admin_notes: notes },
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
    <DecisionDialog
      key={rejecting?.idempotencyKey ?? 'closed'}
      open={rejecting !== null}
      onOpenChange={(open) => !open && setRejecting(null)}
      title={t(`${kind}.rejectTitle`)}
      description={`${rejecting ? whoOf(rejecting.item, deleted) : ''} · ${t('rejectDialog.body')}`}
      label={t('rejectDialog.notes')}
      placeholder={t('rejectDialog.placeholder')}
      schema={rejectNotesSchema}
      maxLength={ADMIN_NOTES_MAX_LENGTH}
      confirmLabel={t('rejectDialog.confirm')}
      confirmingLabel={t('rejectDialog.confirming')}
      cancelLabel={t('rejectDialog.cancel')}
      pending={decision.isPending}
      onConfirm={reject}
    />
  );

  return {
    approve,
    // Opening the dialog starts a new rejection, with a key of its own.
    startReject: (item: AdminWalletTransaction) =>
      setRejecting({ item, idempotencyKey: newIdempotencyKey() }),
    busy: decision.isPending,
    dialog,
  };
}
