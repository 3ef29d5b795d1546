import {
  formatErrorMessage,
  WITHDRAWAL_RESERVE_COINS,
  withdrawableCoins,
  withdrawalFormSchema,
} from '@dating/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../lib/i18n';
import { Button, cn, TextField, useToast } from '../../../ui';
import { useWithdraw } from '../api';
import { refusalText, useMoneyFormat } from '../format';
import { TransactionList } from './TransactionList';

type Errors = { amount?: string; payout_details?: string };

/**
 * Withdraw: an amount of at least 1000 coins that leaves 500 behind, and where to send it
 * (spec sections 4 and 5). The amount is held as soon as the request is accepted.
 */
export function WithdrawTab({ coins }: { coins: number | undefined }) {
  const { t } = useTranslation('shop');
  const toast = useToast();
  const format = useMoneyFormat();
  const id = useId();
  const withdraw = useWithdraw();
  const [amount, setAmount] = useState('');
  const [payout, setPayout] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const max = withdrawableCoins(coins ?? 0);

  /** The shared schema's messages, with the maximum shown in the reader's grouping. */
  const messageOf = (message: string) =>
    message === formatErrorMessage('WITHDRAWAL_MAXIMUM', { max })
      ? t('WITHDRAWAL_MAXIMUM', { ns: 'errors', max: format.number(max) })
      : validationText(message, t);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (coins === undefined || withdraw.isPending) return;
    const parsed = withdrawalFormSchema(coins).safeParse({
      amount: amount.trim(),
      payout_details: payout,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= messageOf(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    withdraw.mutate(parsed.data, {
      onSuccess: () => {
        toast.show(t('withdraw.success'), 'success');
        setAmount('');
        setPayout('');
      },
      onError: (error) => toast.show(t('failed', { message: refusalText(error, t) }), 'error'),
    });
  };

  return (
    <div className="flex flex-col gap-8">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p className="rounded-2xl bg-amber-50 p-4 text-sm font-medium text-amber-900">
          {t('withdraw.hint', {
            amount: format.number(max),
            reserve: format.number(WITHDRAWAL_RESERVE_COINS),
          })}
        </p>
        <TextField
          label={t('withdraw.amount')}
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-payout`} className="text-sm font-medium text-neutral-800">
            {t('withdraw.payout')}
          </label>
          <textarea
            id={`${id}-payout`}
            rows={3}
            value={payout}
            onChange={(event) => setPayout(event.target.value)}
            placeholder={t('withdraw.payoutPlaceholder')}
            aria-invalid={errors.payout_details ? true : undefined}
            aria-describedby={errors.payout_details ? `${id}-payout-error` : undefined}
            className={cn(
              'rounded-xl border bg-white px-4 py-3 text-base text-neutral-900 placeholder:text-neutral-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
              errors.payout_details ? 'border-red-500' : 'border-neutral-300',
            )}
          />
          {errors.payout_details && (
            <p id={`${id}-payout-error`} className="text-sm text-red-600">
              {errors.payout_details}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" loading={withdraw.isPending} disabled={coins === undefined}>
          {withdraw.isPending ? t('withdraw.submitting') : t('withdraw.submit')}
        </Button>
      </form>
      <TransactionList />
    </div>
  );
}
