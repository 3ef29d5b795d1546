import type { AdminWalletTransaction } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import type { AdminColumn } from '../../../../ui/admin-list';
import { PendingQueueView } from '../components/PendingQueueView';
import {
  FirstApprovalNote,
  TransactionDecisionButtons,
  UserCell,
  useMemberAndDateColumns,
} from '../components/TransactionParts';
import { useDecide } from '../components/useDecide';
import { usePendingQueue } from '../components/usePendingQueue';

function Payout({ item }: { item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  return item.payout_details ? (
    <span translate="no" className="break-words whitespace-pre-wrap">
      {item.payout_details}
    </span>
  ) : (
    <span className="text-neutral-400">{t('withdrawals.noPayout')}</span>
  );
}

function Coins({ item }: { item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  return (
    <span className="font-semibold whitespace-nowrap tabular-nums">
      {t('coins', { amount: format.number(item.amount ?? 0) })}
    </span>
  );
}

/** /admin/withdrawals: pending withdrawals, oldest first; the coins are already held. */
export function WithdrawalsScreen() {
  const { t } = useTranslation('adminMoney');
  const pending = usePendingQueue('withdrawals');
  const { list } = pending;
  const { approve, startReject, busy, dialog } = useDecide(
    'withdrawals',
    list.data?.four_eyes_coins,
  );

  const [member, date] = useMemberAndDateColumns();
  const columns: AdminColumn<AdminWalletTransaction>[] = [
    {
      ...(member as AdminColumn<AdminWalletTransaction>),
      cell: (item) => (
        <>
          <UserCell item={item} />
          <FirstApprovalNote item={item} />
        </>
      ),
    },
    date as AdminColumn<AdminWalletTransaction>,
    {
      id: 'amount',
      header: t('columns.amount'),
      card: 'badge',
      align: 'end',
      cell: (item) => <Coins item={item} />,
    },
    {
      id: 'payout',
      header: t('columns.payout'),
      card: 'wide',
      className: 'max-w-80',
      cell: (item) => <Payout item={item} />,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      card: 'footer',
      className: 'min-w-52',
      cell: (item) => (
        <TransactionDecisionButtons
          item={item}
          busy={busy}
          onApprove={() => approve(item)}
          onReject={() => startReject(item)}
        />
      ),
    },
  ];

  return (
    <PendingQueueView kind="withdrawals" pending={pending} columns={columns} dialog={dialog} />
  );
}
