import type { AdminWalletTransaction } from '@dating/shared';
import { ScanText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { amountsDisagree, ReceiptFlags, readingOf } from './ReceiptCheck';

/**
 * The approval dialog's word on the receipt (docs/receipt-reading.md): when the screenshot's
 * amount and the typed one disagree it says both and what the admin chose; the other flags
 * follow; a screenshot not read yet is said too. It never changes the amount.
 */
export function ReceiptDialogNote({
  item,
  amount,
}: {
  item: AdminWalletTransaction;
  amount: number;
}) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  if (item.type !== 'deposit' || !item.receipt_reading) return null;
  const reading = readingOf(item);
  if (!reading) {
    return <p className="text-sm text-neutral-700">{t('receipt.dialogPending')}</p>;
  }
  return (
    <div className="flex flex-col gap-1.5">
      {amountsDisagree(item) && (
        <p className="flex items-start gap-2 rounded-lg bg-orange-50 px-3 py-2 text-sm font-semibold text-orange-900">
          <ScanText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('receipt.dialogDisagree', {
            read: format.number(reading.amount_kyat ?? 0),
            readCoins: format.number(reading.quoted_coins ?? 0),
            typed: format.number(item.amount_kyat ?? 0),
            typedCoins: format.number(item.quoted_coins ?? 0),
            amount: format.number(amount),
          })}
        </p>
      )}
      <ReceiptFlags reading={reading} except={['amount_mismatch']} />
    </div>
  );
}
