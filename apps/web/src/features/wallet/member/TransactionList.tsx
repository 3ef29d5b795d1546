import { PAYMENT_METHOD_NAMES, type WalletTransaction } from '@dating/shared';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { DECISION_TONES, Skeleton, StatusBadge } from '../../../ui';
import { useWalletTransactions } from '../api';

function TransactionItem({ item }: { item: WalletTransaction }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const deposit = item.type === 'deposit';
  const Icon = deposit ? ArrowDownToLine : ArrowUpFromLine;
  const method = item.payment_method ? PAYMENT_METHOD_NAMES[item.payment_method] : null;
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-rose-50 text-rose-600"
      >
        <Icon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-center justify-between gap-2">
          <span className="font-semibold text-neutral-900">
            {t(deposit ? 'history.deposit' : 'history.withdrawal')}
          </span>
          <span className="font-semibold tabular-nums text-neutral-900">
            {item.amount === null
              ? t('history.amountPending')
              : t('history.amount', { amount: format.number(item.amount) })}
          </span>
        </div>
        <div className="flex items-center justify-between gap-2 text-sm text-neutral-500">
          <span className="truncate">
            {format.dateTime(item.created_at)}
            {method ? ` · ${method}` : ''}
          </span>
          <StatusBadge tone={DECISION_TONES[item.status]}>{t(`status.${item.status}`)}</StatusBadge>
        </div>
        {item.status === 'rejected' && item.admin_notes && (
          <p className="text-sm break-words text-red-700">
            {t('history.reason', { notes: item.admin_notes })}
          </p>
        )}
      </div>
    </li>
  );
}

/** The member's own deposits and withdrawals, newest first, with their status. */
export function TransactionList() {
  const { t } = useTranslation('shop');
  const transactions = useWalletTransactions();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-bold text-neutral-900">
        {t('history.title')}
      </h2>
      {transactions.isPending ? (
        <div role="status" aria-label={t('loading')} className="flex flex-col gap-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : transactions.isError ? (
        <p className="text-sm text-red-700">{t('history.loadError')}</p>
      ) : transactions.data.items.length === 0 ? (
        <p className="text-sm text-neutral-500">{t('history.empty')}</p>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {transactions.data.items.map((item) => (
            <TransactionItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
