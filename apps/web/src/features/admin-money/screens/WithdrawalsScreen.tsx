import type { AdminWalletTransaction } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui';
import { useMoneyFormat } from '../../shop';
import { usePending } from '../api';
import {
  DecisionButtons,
  EmptyState,
  Field,
  LoadFailed,
  LoadingRows,
  thBase,
  thClasses,
  UserCell,
} from '../components/Parts';
import { useDecide } from '../components/useDecide';
import { useIsDesktop } from '../components/useIsDesktop';

type RowProps = {
  item: AdminWalletTransaction;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
};

function Payout({ item }: { item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  return item.payout_details ? (
    <span className="break-words whitespace-pre-wrap">{item.payout_details}</span>
  ) : (
    <span className="text-neutral-400">{t('withdrawals.noPayout')}</span>
  );
}

function Coins({ item }: { item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  const format = useMoneyFormat();
  return (
    <span className="font-semibold whitespace-nowrap tabular-nums">
      {t('coins', { amount: format.number(item.amount ?? 0) })}
    </span>
  );
}

function WithdrawalRow(props: RowProps) {
  const format = useMoneyFormat();
  const { item } = props;
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <UserCell item={item} />
      </td>
      <td className="px-4 py-3 text-sm whitespace-nowrap">{format.dateTime(item.created_at)}</td>
      <td className="px-4 py-3 text-right">
        <Coins item={item} />
      </td>
      <td className="max-w-80 px-4 py-3 text-sm">
        <Payout item={item} />
      </td>
      <td className="min-w-52 px-4 py-3">
        <DecisionButtons {...props} />
      </td>
    </tr>
  );
}

function WithdrawalCard(props: RowProps) {
  const { t } = useTranslation('adminMoney');
  const format = useMoneyFormat();
  const { item } = props;
  return (
    <li>
      <Card className="flex flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <UserCell item={item} />
          <Coins item={item} />
        </div>
        <dl className="flex flex-col gap-2">
          <Field label={t('columns.date')}>{format.dateTime(item.created_at)}</Field>
          <Field label={t('columns.payout')}>
            <Payout item={item} />
          </Field>
        </dl>
        <DecisionButtons {...props} />
      </Card>
    </li>
  );
}

const COLUMNS = ['user', 'date', 'amount', 'payout', 'actions'] as const;

/** /admin/withdrawals: pending withdrawals, oldest first; the coins are already held. */
export function WithdrawalsScreen() {
  const { t } = useTranslation('adminMoney');
  const list = usePending('withdrawals');
  const { approve, startReject, busy, dialog } = useDecide('withdrawals');
  const isDesktop = useIsDesktop();
  const items = list.data?.items ?? [];

  const rowProps = (item: AdminWalletTransaction): RowProps => ({
    item,
    busy,
    onApprove: () => approve(item),
    onReject: () => startReject(item),
  });

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-neutral-900">{t('withdrawals.title')}</h1>
        <p className="text-sm text-neutral-600">{t('withdrawals.subtitle')}</p>
      </div>
      {list.isPending ? (
        <LoadingRows />
      ) : list.isError ? (
        <LoadFailed message={t('withdrawals.loadFailed')} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>{t('withdrawals.empty')}</EmptyState>
      ) : isDesktop ? (
        <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm">
          <table className="w-full text-left">
            <thead className="border-b border-neutral-200 bg-neutral-50">
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={column === 'amount' ? `${thBase} text-right` : thClasses}
                  >
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {items.map((item) => (
                <WithdrawalRow key={item.id} {...rowProps(item)} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <WithdrawalCard key={item.id} {...rowProps(item)} />
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}
