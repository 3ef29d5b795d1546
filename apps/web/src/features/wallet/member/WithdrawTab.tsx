import {
  formatErrorMessage,
  WITHDRAWAL_RESERVE_COINS,
  withdrawableCoins,
  withdrawalFormSchema,
} from '@dating/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { refusalText } from '../../../lib/i18n';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { Button, cn, TextField, useToast, useViewingAs, ViewAsReadOnly } from '../../../ui';
import { useWithdraw } from '../api';
import { TransactionList } from './TransactionList';

const EMPTY = { amount: '', payout_details: '' };

/**
 * Withdraw: an amount of at least 1000 coins that leaves 500 behind, and where to send it
 * (docs/product.md#coins-gifts-and-money). The amount is held as soon as the request is accepted.
 */
export function WithdrawTab({ coins }: { coins: number | undefined }) {
  const { t } = useTranslation('shop');
  const toast = useToast();
  const format = useFormat();
  const id = useId();
  const withdraw = useWithdraw();
  // A View As tab changes nothing: disabled, and said so (issue 31).
  const readOnly = useViewingAs();
  // One key per request: a retry after a failure sends it again, a success starts a new one.
  const submission = useIdempotencyKey();
  const max = withdrawableCoins(coins ?? 0);
  const form = useSchemaForm({ schema: withdrawalFormSchema(coins ?? 0), initialValues: EMPTY });

  // The shared rule names the maximum ungrouped; show it in the reader's grouping.
  const amountError =
    form.errors.amount === formatErrorMessage('WITHDRAWAL_MAXIMUM', { max })
      ? t('WITHDRAWAL_MAXIMUM', { ns: 'errors', max: format.number(max) })
      : form.errors.amount;
  const payout = form.field('payout_details');

  const submit = form.handleSubmit(async (request) => {
    if (coins === undefined) return;
    try {
      await withdraw.mutateAsync({ ...request, idempotencyKey: submission.key });
    } catch (error) {
      toast.show(t('failed', { message: refusalText(error, t) }), 'error');
      return;
    }
    submission.renew();
    toast.show(t('withdraw.success'), 'success');
    form.reset(EMPTY);
  });

  return (
    <div className="flex flex-col gap-8">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p className="rounded-2xl bg-amber-50 p-4 text-sm font-medium text-amber-900">
          {t('withdraw.hint', {
            count: WITHDRAWAL_RESERVE_COINS,
            amount: format.number(max),
            reserve: format.number(WITHDRAWAL_RESERVE_COINS),
          })}
        </p>
        <TextField
          label={t('withdraw.amount')}
          inputMode="numeric"
          autoComplete="off"
          {...form.field('amount')}
          error={amountError}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-payout`} className="text-sm font-medium text-neutral-800">
            {t('withdraw.payout')}
          </label>
          <textarea
            id={`${id}-payout`}
            rows={3}
            name={payout.name}
            value={payout.value}
            onChange={payout.onChange}
            onBlur={payout.onBlur}
            placeholder={t('withdraw.payoutPlaceholder')}
            aria-invalid={payout.error ? true : undefined}
            aria-describedby={payout.error ? `${id}-payout-error` : undefined}
            className={cn(
              'rounded-xl border bg-white px-4 py-3 text-base text-neutral-900 placeholder:text-neutral-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
              payout.error ? 'border-red-500' : 'border-neutral-300',
            )}
          />
          <FieldError id={`${id}-payout-error`} message={payout.error} />
        </div>
        <ViewAsReadOnly />
        <Button
          type="submit"
          size="lg"
          loading={withdraw.isPending}
          disabled={coins === undefined || readOnly}
        >
          {withdraw.isPending ? t('withdraw.submitting') : t('withdraw.submit')}
        </Button>
      </form>
      <TransactionList />
    </div>
  );
}
