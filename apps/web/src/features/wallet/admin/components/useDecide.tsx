import {
  ADMIN_NOTES_MAX_LENGTH,
  type AdminDecisionResponse,
  type AdminWalletTransaction,
  FOUR_EYES_COINS,
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
import { useClaim } from '../../../moderation-claims';
import { type PendingKind, useDecision } from '../api';
import { ApproveDialog } from './ApproveDialog';
import { whoOf } from './TransactionParts';

/** The notes of a rejection: optional (the member then reads 'No reason provided'). */
const rejectNotesSchema = z.object({
  reason: rejectTransactionRequestSchema.unwrap().shape.admin_notes,
});

/** The request being rejected, with the Idempotency-Key made when its dialog opened. */
type Rejecting = { item: AdminWalletTransaction; idempotencyKey: string };

/** Toasts a decision's outcome, never a false failure: a repeated click reads 'Already approved by X'. */
function useShowOutcome(kind: PendingKind) {
  const { t } = useTranslation('adminMoney');
  const toast = useToast();
  const format = useFormat();
  return (done: AdminDecisionResponse, who: string, verb: 'approved' | 'rejected') => {
    const amount = format.number(done.amount ?? done.first_approval?.amount ?? 0);
    if (done.outcome === 'awaiting_second_approval') {
      toast.show(t('outcome.awaiting', { who, amount }), 'success');
    } else if (done.outcome === 'already_decided') {
      const admin = done.decided_by_username ?? t('deletedMember');
      toast.show(
        t(`outcome.already_${done.status === 'approved' ? 'approved' : 'rejected'}`, { admin }),
        'success',
      );
    } else {
      toast.show(t(`${kind}.${verb}`, { who, amount }), 'success');
    }
  };
}

/**
 * Approve and reject for one pending list: the request, the toasts of docs/product.md#messages
 * ('Approval failed: {message}', 'Rejection failed: {message}') and the notes dialog. Each
 * approval keeps its Idempotency-Key until it succeeds, so a retry cannot credit twice.
 */
export function useDecide(kind: PendingKind, limit: number = FOUR_EYES_COINS) {
  const { t } = useTranslation('adminMoney');
  const toast = useToast();
  const showOutcome = useShowOutcome(kind);
  const decision = useDecision();
  const approvals = useIdempotencyKeys();
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const [approving, setApproving] = useState<{
    item: AdminWalletTransaction;
    amount: number;
  } | null>(null);
  const deleted = t('deletedMember');
  // The request is this admin's while one of its dialogs is open (moderation claims).
  useClaim(kind === 'deposits' ? 'deposit' : 'withdrawal', (approving ?? rejecting)?.item.id);

  /** Opens the confirmation (amount, warnings, four eyes, payout reference). */
  const approve = (item: AdminWalletTransaction, amount?: number) =>
    setApproving({ item, amount: amount ?? item.amount ?? 0 });

  /** `payoutReference` completes a withdrawal; `reason` explains a deposit's different amount. */
  const confirmApproval = (payoutReference: string | null, reason: string | null) => {
    if (!approving || decision.isPending) return;
    const { item, amount } = approving;
    const who = whoOf(item, deleted);
    const idempotencyKey = approvals.keyFor(item.id);
    const request =
      kind === 'deposits'
        ? ({ kind, id: item.id, idempotencyKey, action: 'approve', amount, reason } as const)
        : ({
            kind,
            id: item.id,
            idempotencyKey,
            action: 'approve',
            payout_reference: payoutReference,
          } as const);
    decision.mutate(request, {
      onSuccess: (done) => {
        approvals.renew(item.id);
        setApproving(null);
        showOutcome(done, who, 'approved');
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
          showOutcome(done, who, 'rejected');
        },
        onError: (error) =>
          toast.show(t('rejectionFailed', { message: refusalText(error, t) }), 'error'),
      },
    );
  };

  const dialog = (
    <>
      {approving && (
        <ApproveDialog
          kind={kind}
          item={approving.item}
          amount={approving.amount}
          limit={limit}
          pending={decision.isPending}
          onCancel={() => setApproving(null)}
          onConfirm={confirmApproval}
        />
      )}
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
    </>
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
