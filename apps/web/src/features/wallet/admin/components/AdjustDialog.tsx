import { ADJUSTMENT_REASON_MAX_LENGTH, adjustmentRequestSchema } from '@dating/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { refusalText } from '../../../../lib/i18n';
import { newIdempotencyKey } from '../../../../lib/idempotency';
import { Button, Dialog, useToast } from '../../../../ui';
import { NoteField } from '../../../../ui/admin-list';
import { useAdjustment } from '../api';

/**
 * Corrects a member's coins with a new ledger entry (decision 016): a signed amount (-300 takes
 * back 300) and a reason the member reads in their wallet history. Nothing is edited in place.
 * A correction that takes the 24-hour total past four eyes waits for a second admin (024).
 */
export function AdjustDialog({
  member,
  transactionId,
  onClose,
}: {
  member: { id: string; username: string };
  transactionId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const toast = useToast();
  const id = useId();
  const adjustment = useAdjustment();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ delta?: string; reason?: string }>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (adjustment.isPending) return;
    const text = delta.trim().replace(/^\+/, '');
    const parsed = adjustmentRequestSchema.safeParse({
      user_id: member.id,
      delta: /^-?\d+$/.test(text) ? Number(text) : Number.NaN,
      reason,
      transaction_id: transactionId,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'delta') next.delta = t('adjust.deltaInvalid');
        if (field === 'reason')
          next.reason =
            reason.trim().length === 0
              ? t('adjust.reasonRequired')
              : t('adjust.reasonTooLong', { max: ADJUSTMENT_REASON_MAX_LENGTH });
      }
      return setErrors(next);
    }
    adjustment.mutate(
      { ...parsed.data, idempotencyKey },
      {
        onSuccess: (done) => {
          const who = `@${member.username}`;
          // Above the 24-hour four-eyes total it waits for a second admin (decision 024).
          const text = done.adjustment
            ? t('adjust.done', {
                who,
                delta: format.number(done.adjustment.delta),
                coins: format.number(done.coins),
              })
            : t('adjust.awaiting', { who, delta: format.number(done.pending?.delta ?? 0) });
          toast.show(text, 'success');
          onClose();
        },
        onError: (error) =>
          toast.show(t('adjust.failed', { message: refusalText(error, t) }), 'error'),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !adjustment.isPending && onClose()}
      title={t('adjust.title', { who: `@${member.username}` })}
      description={t('adjust.body')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-delta`} className="text-sm font-medium text-neutral-800">
            {t('adjust.delta')}
          </label>
          <input
            id={`${id}-delta`}
            inputMode="numeric"
            autoComplete="off"
            value={delta}
            placeholder="-300"
            onChange={(event) => {
              setDelta(event.target.value);
              setErrors((e) => ({ ...e, delta: undefined }));
            }}
            aria-invalid={errors.delta ? true : undefined}
            aria-describedby={errors.delta ? `${id}-delta-error` : undefined}
            className="min-h-11 w-40 rounded-xl border border-neutral-300 px-3 text-base tabular-nums focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 aria-invalid:border-red-500"
          />
          {errors.delta && (
            <p id={`${id}-delta-error`} role="alert" className="text-sm text-red-600">
              {errors.delta}
            </p>
          )}
        </div>
        <NoteField
          label={t('adjust.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors((e) => ({ ...e, reason: undefined }));
          }}
          maxLength={ADJUSTMENT_REASON_MAX_LENGTH}
          error={errors.reason}
        />
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={adjustment.isPending}>
            {t('approveDialog.cancel')}
          </Button>
          <Button type="submit" loading={adjustment.isPending}>
            {t('adjust.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
