import {
  amountFromText,
  depositCoins,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  type PaymentMethod,
  type WalletResponse,
} from '@dating/shared';
import { ImageUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { FieldError } from '../../../lib/forms';

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

const fieldClasses =
  'min-h-12 rounded-xl border bg-white px-4 text-base text-neutral-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500';

/** The payment method the member paid with. */
export function MethodSelect({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: PaymentMethod;
  error: string | undefined;
  onChange: (value: PaymentMethod) => void;
}) {
  const { t } = useTranslation('shop');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {t('deposit.method')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as PaymentMethod)}
        className={`${fieldClasses} border-neutral-300`}
      >
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {PAYMENT_METHOD_NAMES[method]}
          </option>
        ))}
      </select>
      <FieldError message={error} />
    </div>
  );
}

/** The account of the chosen method that the member pays into. */
export function PaymentAccount({
  account,
}: {
  account: WalletResponse['payment_methods'][number];
}) {
  const { t } = useTranslation('shop');
  return (
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
  );
}

/** What the stated amount buys, as the server will quote it to the admin (or the rate). */
export function DepositRate({
  amountText,
  rate,
}: {
  amountText: string;
  rate: number | undefined;
}) {
  const { t, i18n } = useTranslation('shop');
  if (rate === undefined) return null;
  const kyat = amountFromText(amountText);
  const number = (value: number) => formatNumber(value, i18n.language);
  // '1 coin per Kyat': its own plural form, inside a sentence pluralised by the coins.
  const perKyat = t('deposit.perKyat', { count: rate, rate: number(rate) });
  const coins = typeof kyat === 'number' && kyat > 0 ? depositCoins(kyat, rate) : null;
  return (
    <p aria-live="polite" className="text-sm font-medium text-rose-800 tabular-nums">
      {coins !== null && typeof kyat === 'number'
        ? t('deposit.coinsFor', {
            count: coins,
            kyat: number(kyat),
            coins: number(coins),
            rate: perKyat,
          })
        : t('deposit.rate', { rate: perKyat })}
    </p>
  );
}

/**
 * The payment screenshot: an image file, its message, and a preview once chosen (and checked:
 * DepositTab keeps only a file that opens as a picture).
 */
export function ProofField({
  id,
  file,
  checking,
  error,
  onFile,
}: {
  id: string;
  file: File | null;
  /** The chosen file is being opened as a picture. */
  checking: boolean;
  error: string | undefined;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useTranslation('shop');
  const url = usePreview(file);
  // A file the server may still read (e.g. TIFF) but this browser cannot draw: no broken image.
  const [undrawable, setUndrawable] = useState<string | null>(null);
  const preview = url !== undrawable ? url : null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {t('deposit.proof')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onFile(event.target.files?.[0])}
        className="rounded-xl border border-dashed border-neutral-300 p-3 text-sm file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-rose-100 file:px-4 file:font-semibold file:text-rose-700"
      />
      <FieldError id={`${id}-error`} message={error} />
      {preview ? (
        <img
          src={preview}
          alt={t('deposit.preview')}
          onError={() => setUndrawable(url)}
          className="mt-2 max-h-64 self-start rounded-xl border border-neutral-200 object-contain"
        />
      ) : (
        <p aria-live="polite" className="flex items-center gap-2 text-xs text-neutral-500">
          <ImageUp aria-hidden="true" className="size-4 shrink-0" />
          {checking ? t('deposit.checking') : t('deposit.proofHint')}
        </p>
      )}
    </div>
  );
}
