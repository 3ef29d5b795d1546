import type { AdminWalletTransaction } from '@dating/shared';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, cn } from '../../../ui';
import { useMoneyFormat } from '../../shop';
import { type HistoryFilter, useTransactionHistory } from '../api';
import {
  EmptyState,
  Field,
  LoadFailed,
  LoadingRows,
  methodName,
  StatusBadge,
  thBase,
  thClasses,
  UserCell,
} from '../components/Parts';
import { useIsDesktop } from '../components/useIsDesktop';

export const SEARCH_DEBOUNCE_MS = 300;
const FILTERS: HistoryFilter[] = ['all', 'deposit', 'withdraw'];

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Payout details of a withdrawal, or the payment method (and reference) of a deposit. */
function Details({ item }: { item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  const main =
    item.type === 'withdraw'
      ? (item.payout_details ?? '—')
      : [methodName(item), item.transaction_ref].filter(Boolean).join(' · ');
  return (
    <span className="flex flex-col gap-0.5">
      <span className="whitespace-pre-wrap">{main}</span>
      {item.status === 'rejected' && item.admin_notes && (
        <span className="text-xs text-red-700">{t('notes', { notes: item.admin_notes })}</span>
      )}
    </span>
  );
}

function Amount({ item }: { item: AdminWalletTransaction }) {
  const format = useMoneyFormat();
  return (
    <span className="font-semibold whitespace-nowrap tabular-nums">
      {item.amount === null ? '—' : format.number(item.amount)}
    </span>
  );
}

function ShortId({ item }: { item: AdminWalletTransaction }) {
  return (
    <code title={item.id} className="font-mono text-xs text-neutral-700">
      {item.id.slice(0, 8)}
    </code>
  );
}

const COLUMNS = ['id', 'user', 'date', 'type', 'status', 'amount', 'details'] as const;

function HistoryTable({ items }: { items: AdminWalletTransaction[] }) {
  const { t } = useTranslation('adminMoney');
  const format = useMoneyFormat();
  return (
    <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
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
            <tr key={item.id} className="align-top">
              <td className="px-4 py-3">
                <ShortId item={item} />
              </td>
              <td className="px-4 py-3">
                <UserCell item={item} />
              </td>
              <td className="min-w-28 px-4 py-3">{format.dateTime(item.created_at)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{t(`type.${item.type}`)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={item.status} />
              </td>
              <td className="px-4 py-3 text-right">
                <Amount item={item} />
              </td>
              <td className="max-w-64 min-w-40 px-4 py-3 wrap-anywhere">
                <Details item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryCards({ items }: { items: AdminWalletTransaction[] }) {
  const { t } = useTranslation('adminMoney');
  const format = useMoneyFormat();
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id}>
          <Card className="flex flex-col gap-3">
            <div className="flex items-start justify-between gap-3">
              <UserCell item={item} />
              <StatusBadge status={item.status} />
            </div>
            <dl className="grid grid-cols-2 gap-2">
              <Field label={t('columns.type')}>{t(`type.${item.type}`)}</Field>
              <Field label={t('columns.amount')}>
                <Amount item={item} />
              </Field>
              <Field label={t('columns.date')}>{format.dateTime(item.created_at)}</Field>
              <Field label={t('columns.id')}>
                <ShortId item={item} />
              </Field>
            </dl>
            <dl>
              <Field label={t('columns.details')}>
                <Details item={item} />
              </Field>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** /admin/history: decided deposits and withdrawals, newest first, filtered and searched. */
export function HistoryScreen() {
  const { t } = useTranslation('adminMoney');
  const searchId = useId();
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const history = useTransactionHistory(filter, q);
  const isDesktop = useIsDesktop();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-neutral-900">{t('history.title')}</h1>
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-neutral-800">
            {t('history.search')}
          </label>
          <div className="relative md:w-80">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-400"
            />
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('history.searchPlaceholder')}
              autoComplete="off"
              className="min-h-12 w-full rounded-xl border border-neutral-300 bg-white pr-4 pl-10 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
            />
          </div>
        </div>
        <fieldset className="flex self-start rounded-full border border-neutral-200 bg-white p-1 md:self-auto">
          <legend className="sr-only">{t('history.filter')}</legend>
          {FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className={cn(
                'min-h-11 rounded-full px-4 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
                filter === value
                  ? 'bg-rose-600 text-white'
                  : 'text-neutral-700 hover:bg-neutral-100',
              )}
            >
              {t(`history.filters.${value}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {history.isPending ? (
        <LoadingRows />
      ) : history.isError && items.length === 0 ? (
        <LoadFailed message={t('history.loadFailed')} onRetry={() => void history.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>{t('history.empty')}</EmptyState>
      ) : (
        <div aria-busy={history.isFetching || undefined} className="flex flex-col gap-4">
          {history.isError && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {t('history.loadFailed')}
            </p>
          )}
          {isDesktop ? <HistoryTable items={items} /> : <HistoryCards items={items} />}
          {history.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {t('history.loadMore')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
