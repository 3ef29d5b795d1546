import { type CoinAdjustment, PAYMENT_METHOD_NAMES, type WalletTransaction } from '@dating/shared';
import { ArrowDownToLine, ArrowUpFromLine, Scale } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { DECISION_TONES, Skeleton, StatusBadge } from '../../../ui';
import { useCoinAdjustments, useWalletTransactions } from '../api';

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
            {item.amount !== null
              ? t('history.amount', { count: item.amount, amount: format.number(item.amount) })
              : item.status === 'rejected'
                ? t('history.notCredited')
                : t('history.amountPending')}
          </span>
        </div>
        <div className="flex items-center justify-between gap-2 text-sm text-neutral-500">
          <span className="truncate">
            {format.dateTime(item.created_at)}
            {method ? ` · ${method}` : ''}
          </span>
          <StatusBadge tone={DECISION_TONES[item.status]}>{t(`status.${item.status}`)}</StatusBadge>
        </div>
        {item.payout_reference && (
          <p className="text-sm break-words text-neutral-700">
            {t('history.payoutReference')} <span translate="no">{item.payout_reference}</span>
          </p>
        )}
        {item.status === 'rejected' && item.admin_notes && (
          <p className="text-sm break-words text-red-700">
            {t('history.reason', { notes: item.admin_notes })}
          </p>
        )}
      </div>
    </li>
  );
}

/** A correction by the team (decision 016): the coins added or taken back, and why. */
function AdjustmentItem({ item }: { item: CoinAdjustment }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const count = Math.abs(item.delta);
  const amount = format.number(count);
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-sky-50 text-sky-700"
      >
        <Scale className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-center justify-between gap-2">
          <span className="font-semibold text-neutral-900">{t('history.adjustment')}</span>
          <span className="font-semibold tabular-nums text-neutral-900">
            {item.delta > 0
              ? t('history.adjustmentPlus', { count, amount })
              : t('history.adjustmentMinus', { count, amount })}
          </span>
        </div>
        <span className="text-sm text-neutral-500">{format.dateTime(item.created_at)}</span>
        <p className="text-sm break-words text-neutral-700">
          {t('history.adjustmentReason', { reason: item.reason })}
        </p>
      </div>
    </li>
  );
}

type Entry =
  | { kind: 'transaction'; at: string; item: WalletTransaction }
  | { kind: 'adjustment'; at: string; item: CoinAdjustment };

/** The member's own deposits, withdrawals and corrections, newest first, with their status. */
export function TransactionList() {
  const { t } = useTranslation('shop');
  const transactions = useWalletTransactions();
  const adjustments = useCoinAdjustments();
  const entries: Entry[] = [
    ...(transactions.data?.items ?? []).map(
      (item) => ({ kind: 'transaction', at: item.created_at, item }) as const,
    ),
    ...(adjustments.data?.items ?? []).map(
      (item) => ({ kind: 'adjustment', at: item.created_at, item }) as const,
    ),
  ].sort((a, b) => b.at.localeCompare(a.at));
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
      ) : entries.length === 0 ? (
        <p className="text-sm text-neutral-500">{t('history.empty')}</p>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {entries.map((entry) =>
            entry.kind === 'transaction' ? (
              <TransactionItem key={entry.item.id} item={entry.item} />
            ) : (
              <AdjustmentItem key={`adjustment-${entry.item.id}`} item={entry.item} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
