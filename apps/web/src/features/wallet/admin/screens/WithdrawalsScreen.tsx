import type { AdminWalletTransaction } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { type AdminColumn, AdminHeading, AdminList, Pager } from '../../../../ui/admin-list';
import { useClaims } from '../../../moderation-claims';
import { QueueToolbar } from '../components/QueueToolbar';
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
  const { queue, list, page, setPage } = usePendingQueue('withdrawals');
  // Requests another admin is working on go last (docs/decisions/026-moderation-claims.md).
  const claims = useClaims('withdrawal');
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
    <section className="flex flex-col gap-4">
      <AdminHeading title={t('withdrawals.title')} subtitle={t('withdrawals.subtitle')}>
        {list.data && (
          <p className="text-sm font-medium text-neutral-700">
            {t('queue.total', { count: list.data.total })}
          </p>
        )}
      </AdminHeading>
      <QueueToolbar queue={queue} />
      <AdminList
        query={list}
        items={claims.claimedLast(list.data?.items ?? [], (item) => item.id)}
        itemKey={(item) => item.id}
        columns={columns}
        texts={{ empty: t('withdrawals.empty'), loadFailed: t('withdrawals.loadFailed') }}
      />
      {list.data && (
        <Pager page={page} pageCount={list.data.page_count} onPage={(next) => setPage(next)} />
      )}
      {dialog}
    </section>
  );
}
