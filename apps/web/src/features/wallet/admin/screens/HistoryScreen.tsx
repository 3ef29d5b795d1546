import { type AdminWalletTransaction, WALLET_TRANSACTION_TYPES } from '@dating/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { Button, DECISION_TONES, StatusBadge } from '../../../../ui';
import {
  type AdminColumn,
  AdminHeading,
  AdminList,
  FilterToggle,
  SearchToolbar,
  useSearchBox,
  useUrlParams,
} from '../../../../ui/admin-list';
import { type HistoryFilter, useTransactionHistory } from '../api';
import { AdjustDialog } from '../components/AdjustDialog';
import { PendingAdjustments } from '../components/PendingAdjustments';
import { methodName, ShortId, useMemberAndDateColumns } from '../components/TransactionParts';

const FILTERS: HistoryFilter[] = ['all', ...WALLET_TRANSACTION_TYPES];

/** Payout details of a withdrawal, or the payment method (and reference) of a deposit. */
function Details({ item }: { item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  const main =
    item.type === 'withdraw'
      ? (item.payout_details ?? '—')
      : [methodName(item), item.transaction_ref].filter(Boolean).join(' · ');
  return (
    <span className="flex flex-col gap-0.5">
      {/* Payout details and references as the member typed them: copied, never translated. */}
      <span translate="no" className="whitespace-pre-wrap">
        {main}
      </span>
      {item.payout_reference && (
        <span className="text-xs text-neutral-700">
          {t('history.payoutReference')} <span translate="no">{item.payout_reference}</span>
        </span>
      )}
      {item.status === 'rejected' && item.admin_notes && (
        <span className="text-xs text-red-700">{t('notes', { notes: item.admin_notes })}</span>
      )}
    </span>
  );
}

function Amount({ item }: { item: AdminWalletTransaction }) {
  const format = useFormat();
  return (
    <span className="font-semibold whitespace-nowrap tabular-nums">
      {item.amount === null ? '—' : format.number(item.amount)}
    </span>
  );
}

/** /admin/history: decided deposits and withdrawals, newest first, filtered and searched. */
export function HistoryScreen() {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  // Type and search live in the URL: a duplicate flag links here with ?q=<transaction id>.
  const { params, setParam } = useUrlParams();
  const filter = FILTERS.find((f) => f === params.get('type')) ?? 'all';
  const [box, q] = useSearchBox(params.get('q') ?? '');
  const history = useTransactionHistory(filter, q);
  const [adjusting, setAdjusting] = useState<AdminWalletTransaction | null>(null);
  const setFilter = (value: HistoryFilter) => setParam('type', value === 'all' ? '' : value);
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) setParam('q', q);
  });

  const memberAndDate = useMemberAndDateColumns();
  const columns: AdminColumn<AdminWalletTransaction>[] = [
    {
      id: 'id',
      header: t('columns.id'),
      cell: (item) => <ShortId id={item.id} className="font-mono text-xs text-neutral-700" />,
    },
    ...memberAndDate,
    {
      id: 'type',
      header: t('columns.type'),
      className: 'whitespace-nowrap',
      cell: (item) => t(`type.${item.type}`),
    },
    {
      id: 'status',
      header: t('columns.status'),
      card: 'badge',
      cell: (item) => (
        <StatusBadge tone={DECISION_TONES[item.status]}>{t(`status.${item.status}`)}</StatusBadge>
      ),
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      align: 'end',
      cell: (item) => <Amount item={item} />,
    },
    {
      id: 'decided',
      header: t('columns.decided'),
      card: 'wide',
      className: 'min-w-36',
      cell: (item) =>
        item.decided_at
          ? t('history.decidedBy', {
              admin: item.decided_by_username ?? t('deletedMember'),
              date: format.dateTime(item.decided_at),
            })
          : '—',
    },
    {
      id: 'details',
      header: t('columns.details'),
      card: 'wide',
      className: 'max-w-64 min-w-40 wrap-anywhere',
      cell: (item) => (
        <span className="flex flex-col items-start gap-2">
          <Details item={item} />
          {item.type === 'deposit' && item.status === 'approved' && item.user && (
            <Button variant="secondary" onClick={() => setAdjusting(item)}>
              {t('adjust.open')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <AdminHeading title={t('history.title')} />
      <PendingAdjustments />
      <SearchToolbar
        label={t('history.search')}
        placeholder={t('history.searchPlaceholder')}
        {...box}
      >
        <FilterToggle
          legend={t('history.filter')}
          options={FILTERS.map((value) => ({ value, label: t(`history.filters.${value}`) }))}
          value={filter}
          onChange={setFilter}
        />
      </SearchToolbar>
      <AdminList
        query={history}
        items={history.data?.pages.flatMap((page) => page.items) ?? []}
        itemKey={(item) => item.id}
        columns={columns}
        paging={history}
        texts={{ empty: t('history.empty'), loadFailed: t('history.loadFailed') }}
      />
      {adjusting?.user && (
        <AdjustDialog
          member={adjusting.user}
          transactionId={adjusting.id}
          onClose={() => setAdjusting(null)}
        />
      )}
    </section>
  );
}
