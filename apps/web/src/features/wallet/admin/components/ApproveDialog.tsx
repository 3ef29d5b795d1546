import {
  ADJUSTMENT_REASON_MAX_LENGTH,
  type AdminWalletTransaction,
  PAYOUT_REFERENCE_MAX_LENGTH,
} from '@dating/shared';
import { AlertTriangle, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { Button, Dialog } from '../../../../ui';
import { NoteField } from '../../../../ui/admin-list';
import type { PendingKind } from '../api';
import { ReceiptDialogNote } from './ReceiptDialogNote';
import { whoOf } from './TransactionParts';

/** The transaction ID read from the screenshot is on another deposit too (the OCR's reading). */
function readIdReused(item: AdminWalletTransaction) {
  return item.receipt_reading?.flags.includes('transaction_id_reused') ?? false;
}

/**
 * A deposit whose receipt was used before: the same screenshot or typed reference as an earlier
 * deposit, or a read transaction ID another deposit carries (the server's rule in four-eyes.ts).
 */
function receiptReused(item: AdminWalletTransaction) {
  return item.type === 'deposit' && (item.duplicate_of !== null || readIdReused(item));
}

/**
 * Whether this approval completes (not just records a first approval), as far as the screen can
 * tell: above the limit, or for a reused receipt, a second admin must approve too. The server
 * also counts the coins admins created in 24 hours, so it may still answer 'awaiting'.
 */
export function completesApproval(item: AdminWalletTransaction, amount: number, limit: number) {
  if (item.first_approval !== null) return true;
  return amount <= limit && !receiptReused(item);
}

/** A deposit credited at other than its quoted coins needs a reason (asked of the first admin). */
export function needsAmountReason(item: AdminWalletTransaction, amount: number) {
  return (
    item.type === 'deposit' &&
    item.first_approval === null &&
    item.quoted_coins !== null &&
    amount !== item.quoted_coins
  );
}

/** The warnings an admin reads before moving money (issue 20: blind money decisions). */
export function approvalWarnings(item: AdminWalletTransaction): string[][] {
  const warnings: string[][] = [];
  const context = item.member_context;
  if (context?.is_blocked) warnings.push(['blocked']);
  if (context && context.open_reports > 0)
    warnings.push(['openReports', String(context.open_reports)]);
  if (item.duplicate_of) warnings.push([`duplicate_${item.duplicate_match ?? 'reference'}`]);
  else if (readIdReused(item)) warnings.push(['readIdReused']);
  if (item.duplicate_photo_of.length > 0) warnings.push(['lookAlike']);
  return warnings;
}

/** The member's warnings, and for a deposit how many the member made before. */
function ApprovalWarnings({ kind, item }: { kind: PendingKind; item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const context = item.member_context;
  return (
    <ul className="flex flex-col gap-1.5" aria-label={t('approveDialog.warnings')}>
      {approvalWarnings(item).map(([key, value]) => (
        <li
          key={key}
          className="flex items-start gap-2 rounded-lg bg-orange-50 px-3 py-2 text-sm font-semibold text-orange-900"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(`approveDialog.warning.${key}`, { count: Number(value) || 0 })}
        </li>
      ))}
      {kind === 'deposits' && context && (
        <li className="text-sm text-neutral-700">
          {context.approved_deposits === 0
            ? t('approveDialog.firstDeposit')
            : t('approveDialog.earlierDeposits', {
                count: context.approved_deposits,
                coins: format.number(context.approved_deposit_coins),
              })}
        </li>
      )}
    </ul>
  );
}

/**
 * Confirms an approval: the amount, the member's warnings and history, four eyes (a first
 * approval above the limit waits for a second admin), and a withdrawal's payout reference.
 */
export function ApproveDialog({
  kind,
  item,
  amount,
  limit,
  pending,
  onCancel,
  onConfirm,
}: {
  kind: PendingKind;
  item: AdminWalletTransaction;
  amount: number;
  limit: number;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (payoutReference: string | null, reason: string | null) => void;
}) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const id = useId();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const asksReason = needsAmountReason(item, amount);
  const who = whoOf(item, t('deletedMember'));
  const completes = completesApproval(item, amount, limit);
  const needsReference = kind === 'withdrawals' && completes;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = reference.trim();
    const why = reason.trim();
    if (asksReason && !why) return setReasonError(t('approveDialog.amountReasonRequired'));
    if (why.length > ADJUSTMENT_REASON_MAX_LENGTH) {
      return setReasonError(
        t('approveDialog.amountReasonTooLong', { max: ADJUSTMENT_REASON_MAX_LENGTH }),
      );
    }
    if (needsReference && !text) return setError(t('approveDialog.referenceRequired'));
    if (text.length > PAYOUT_REFERENCE_MAX_LENGTH) {
      return setError(t('approveDialog.referenceTooLong', { max: PAYOUT_REFERENCE_MAX_LENGTH }));
    }
    onConfirm(needsReference ? text : null, asksReason ? why : null);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onCancel()}
      title={t(`approveDialog.${kind}Title`)}
      description={t(`approveDialog.${kind}Amount`, { amount: format.number(amount), who })}
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <ApprovalWarnings kind={kind} item={item} />
        <ReceiptDialogNote item={item} amount={amount} />
        {(item.first_approval || !completes) && (
          <p className="flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
            <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {item.first_approval
              ? t('approveDialog.secondApproval', {
                  admin: item.first_approval.username ?? t('deletedMember'),
                })
              : amount > limit
                ? t('approveDialog.fourEyes', { limit: format.number(limit) })
                : t('approveDialog.reusedReceipt')}
          </p>
        )}
        {item.first_approval && item.amount_reason && (
          <p className="rounded-lg bg-neutral-100 px-3 py-2 text-sm break-words text-neutral-800">
            {t('approveDialog.firstReason', {
              admin: item.first_approval.username ?? t('deletedMember'),
              reason: item.amount_reason,
            })}
          </p>
        )}
        {asksReason && (
          <NoteField
            label={t('approveDialog.amountReason', {
              quoted: format.number(item.quoted_coins ?? 0),
            })}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
            maxLength={ADJUSTMENT_REASON_MAX_LENGTH}
            error={reasonError}
          />
        )}
        {needsReference && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-ref`} className="text-sm font-medium text-neutral-800">
              {t('approveDialog.reference')}
            </label>
            <input
              id={`${id}-ref`}
              value={reference}
              autoComplete="off"
              translate="no"
              onChange={(event) => {
                setReference(event.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-ref-error` : undefined}
              className="min-h-11 rounded-xl border border-neutral-300 px-3 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 aria-invalid:border-red-500"
            />
            {error && (
              <p id={`${id}-ref-error`} role="alert" className="text-sm text-red-600">
                {error}
              </p>
            )}
          </div>
        )}
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {t('approveDialog.cancel')}
          </Button>
          <Button variant="approve" type="submit" loading={pending}>
            {completes ? t('approveDialog.confirm') : t('approveDialog.confirmFirst')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
