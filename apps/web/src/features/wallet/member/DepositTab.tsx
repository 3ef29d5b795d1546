import {
  amountFromText,
  DEPOSIT_PROOF_MESSAGE,
  depositCoins,
  depositFieldsSchema,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@dating/shared';
import { ImageUp } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatNumber } from '../../../lib/format';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { refusalText } from '../../../lib/i18n';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { Button, TextField, useToast, useViewingAs, ViewAsReadOnly } from '../../../ui';
import { useDeposit, useWallet } from '../api';
import { TransactionList } from './TransactionList';

const fieldClasses =
  'min-h-12 rounded-xl border bg-white px-4 text-base text-neutral-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500';

/** A local preview of the chosen screenshot (none where object URLs do not exist, e.g. tests). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The deposit form: the shared fields, and a payment screenshot (an image file). */
const depositFormSchema = depositFieldsSchema.extend({
  proof: z.custom<File>((value) => value instanceof File, DEPOSIT_PROOF_MESSAGE),
});

type DepositForm = {
  payment_method: PaymentMethod;
  transaction_ref: string;
  /** As typed: the shared schema reads digits as the number, empty as not stated. */
  amount_kyat: string;
  proof: File | null;
};

const EMPTY: DepositForm = {
  payment_method: PAYMENT_METHODS[0],
  transaction_ref: '',
  amount_kyat: '',
  proof: null,
};

/** Deposit: pay one of the accounts, then send the screenshot for an admin to verify. */
export function DepositTab() {
  const { t, i18n } = useTranslation('shop');
  const toast = useToast();
  const id = useId();
  const wallet = useWallet();
  const deposit = useDeposit();
  // A View As tab changes nothing: disabled, and said so (issue 31).
  const readOnly = useViewingAs();
  // One key per deposit: a retry after a failure sends it again, a success starts a new one.
  const submission = useIdempotencyKey();
  const form = useSchemaForm({ schema: depositFormSchema, initialValues: EMPTY });
  const { payment_method: method, proof } = form.values;
  // A new file input after a reset or a refused file: it cannot be emptied otherwise.
  const [fileInputKey, setFileInputKey] = useState(0);
  const preview = usePreview(proof);
  const account = wallet.data?.payment_methods.find((m) => m.id === method);
  const rate = wallet.data?.coins_per_kyat;
  const kyat = amountFromText(form.values.amount_kyat);
  const number = (value: number) => formatNumber(value, i18n.language);
  // What the stated amount buys, as the server will quote it to the admin.
  const rateText =
    rate === undefined
      ? undefined
      : typeof kyat === 'number' && kyat > 0
        ? t('deposit.coinsFor', {
            kyat: number(kyat),
            coins: number(depositCoins(kyat, rate)),
            rate: number(rate),
          })
        : t('deposit.rate', { rate: number(rate) });

  const chooseFile = (file: File | undefined) => {
    const image = !file || file.type.startsWith('image/');
    form.setValue('proof', image ? (file ?? null) : null);
    if (!image) {
      setFileInputKey((key) => key + 1);
      form.setError('proof', t('IMAGE_REQUIRED', { ns: 'errors' }));
    }
  };

  const send = form.handleSubmit(async ({ proof: screenshot, ...fields }) => {
    try {
      await deposit.mutateAsync({ fields, proof: screenshot, idempotencyKey: submission.key });
    } catch (error) {
      toast.show(t('failed', { message: refusalText(error, t) }), 'error');
      return;
    }
    submission.renew();
    toast.show(t('deposit.success'), 'success');
    form.reset({ ...EMPTY, payment_method: method });
    setFileInputKey((key) => key + 1);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The missing screenshot is also said in a toast (docs/product.md#messages).
    if (!proof) toast.show(t('DEPOSIT_PROOF_REQUIRED', { ns: 'errors' }), 'error');
    return send(event);
  };

  const described = (field: keyof DepositForm) =>
    form.errors[field] ? `${id}-${field}-error` : undefined;

  return (
    <div className="flex flex-col gap-8">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-method`} className="text-sm font-medium text-neutral-800">
            {t('deposit.method')}
          </label>
          <select
            id={`${id}-method`}
            value={method}
            onChange={(event) =>
              form.setValue('payment_method', event.target.value as PaymentMethod)
            }
            className={`${fieldClasses} border-neutral-300`}
          >
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_METHOD_NAMES[value]}
              </option>
            ))}
          </select>
          <FieldError message={form.errors.payment_method} />
        </div>

        {account && (
          <div className="rounded-2xl bg-rose-50 p-4 text-sm text-neutral-800">
            <p className="mb-2 font-semibold text-rose-800">
              {t('deposit.sendTo', { method: account.name })}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-neutral-600">{t('deposit.accountName')}</dt>
              <dd className="font-semibold">{account.account_name}</dd>
              <dt className="text-neutral-600">{t('deposit.accountNumber')}</dt>
              {/* Typed into KBZPay as shown: kept as given, not rewritten in Myanmar digits. */}
              <dd className="font-semibold tabular-nums select-all" translate="no">
                {account.account_number}
              </dd>
            </dl>
          </div>
        )}

        <TextField
          label={t('deposit.reference')}
          hint={t('deposit.referenceHint')}
          {...form.field('transaction_ref')}
          autoComplete="off"
        />

        <div className="flex flex-col gap-1.5">
          <TextField
            label={t('deposit.amount')}
            hint={t('deposit.amountHint')}
            {...form.field('amount_kyat')}
            inputMode="numeric"
            autoComplete="off"
          />
          {rateText && (
            <p aria-live="polite" className="text-sm font-medium text-rose-800 tabular-nums">
              {rateText}
            </p>
          )}
        </div>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-proof`} className="text-sm font-medium text-neutral-800">
            {t('deposit.proof')}
          </label>
          <input
            key={fileInputKey}
            id={`${id}-proof`}
            type="file"
            accept="image/*"
            aria-invalid={form.errors.proof ? true : undefined}
            aria-describedby={described('proof')}
            onChange={(event) => chooseFile(event.target.files?.[0])}
            className="rounded-xl border border-dashed border-neutral-300 p-3 text-sm file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-rose-100 file:px-4 file:font-semibold file:text-rose-700"
          />
          <FieldError id={`${id}-proof-error`} message={form.errors.proof} />
          {preview ? (
            <img
              src={preview}
              alt={t('deposit.preview')}
              className="mt-2 max-h-64 self-start rounded-xl border border-neutral-200 object-contain"
            />
          ) : (
            <p className="flex items-center gap-2 text-xs text-neutral-500">
              <ImageUp aria-hidden="true" className="size-4" />
              {t('deposit.proofHint')}
            </p>
          )}
        </div>

        <ViewAsReadOnly />
        <Button type="submit" size="lg" loading={deposit.isPending} disabled={readOnly}>
          {deposit.isPending ? t('deposit.submitting') : t('deposit.submit')}
        </Button>
      </form>
      <TransactionList />
    </div>
  );
}
