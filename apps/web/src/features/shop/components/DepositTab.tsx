import {
  DEPOSIT_PROOF_MESSAGE,
  depositFieldsSchema,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@dating/shared';
import { ImageUp } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../lib/i18n';
import { Button, TextField, useToast } from '../../../ui';
import { useDeposit, useWallet } from '../api';
import { refusalText } from '../format';
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

type Errors = { payment_method?: string; transaction_ref?: string; proof?: string };

/** Deposit: pay one of the accounts, then send the screenshot for an admin to verify. */
export function DepositTab() {
  const { t } = useTranslation('shop');
  const toast = useToast();
  const id = useId();
  const wallet = useWallet();
  const deposit = useDeposit();
  const [method, setMethod] = useState<PaymentMethod>(PAYMENT_METHODS[0]);
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [fileInputKey, setFileInputKey] = useState(0);
  const preview = usePreview(proof);
  const account = wallet.data?.payment_methods.find((m) => m.id === method);

  const chooseFile = (file: File | undefined) => {
    if (file && !file.type.startsWith('image/')) {
      setProof(null);
      setFileInputKey((key) => key + 1);
      setErrors((e) => ({ ...e, proof: t('IMAGE_REQUIRED', { ns: 'errors' }) }));
      return;
    }
    setProof(file ?? null);
    setErrors((e) => ({ ...e, proof: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (deposit.isPending) return;
    const parsed = depositFieldsSchema.safeParse({
      payment_method: method,
      transaction_ref: reference,
    });
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= validationText(issue.message, t);
      }
    }
    if (!proof) {
      next.proof = validationText(DEPOSIT_PROOF_MESSAGE, t);
      toast.show(next.proof, 'error');
    }
    setErrors(next);
    if (!parsed.success || !proof) return;
    deposit.mutate(
      { fields: parsed.data, proof },
      {
        onSuccess: () => {
          toast.show(t('deposit.success'), 'success');
          setReference('');
          setProof(null);
          setFileInputKey((key) => key + 1);
        },
        onError: (error) => toast.show(t('failed', { message: refusalText(error, t) }), 'error'),
      },
    );
  };

  const described = (field: keyof Errors) => (errors[field] ? `${id}-${field}-error` : undefined);

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
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
            className={`${fieldClasses} border-neutral-300`}
          >
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_METHOD_NAMES[value]}
              </option>
            ))}
          </select>
          {errors.payment_method && <p className="text-sm text-red-600">{errors.payment_method}</p>}
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
              <dd className="font-semibold tabular-nums select-all">{account.account_number}</dd>
            </dl>
          </div>
        )}

        <TextField
          label={t('deposit.reference')}
          hint={t('deposit.referenceHint')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={errors.transaction_ref}
          autoComplete="off"
        />

        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-proof`} className="text-sm font-medium text-neutral-800">
            {t('deposit.proof')}
          </label>
          <input
            key={fileInputKey}
            id={`${id}-proof`}
            type="file"
            accept="image/*"
            aria-invalid={errors.proof ? true : undefined}
            aria-describedby={described('proof')}
            onChange={(event) => chooseFile(event.target.files?.[0])}
            className="rounded-xl border border-dashed border-neutral-300 p-3 text-sm file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-rose-100 file:px-4 file:font-semibold file:text-rose-700"
          />
          {errors.proof && (
            <p id={`${id}-proof-error`} className="text-sm text-red-600">
              {errors.proof}
            </p>
          )}
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

        <Button type="submit" size="lg" loading={deposit.isPending}>
          {deposit.isPending ? t('deposit.submitting') : t('deposit.submit')}
        </Button>
      </form>
      <TransactionList />
    </div>
  );
}
