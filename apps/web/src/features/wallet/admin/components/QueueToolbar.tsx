import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS, type PaymentMethod } from '@dating/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  FilterToggle,
  SEARCH_DEBOUNCE_MS,
  SearchField,
  useDebouncedValue,
} from '../../../../ui/admin-list';
import type { PendingFilters } from '../api';

type MethodFilter = 'all' | PaymentMethod;

/**
 * The open queue's filters in the URL (?method=&q=), so a reload, the back button or a shared
 * link shows the same items.
 */
export function useQueueFilters() {
  const [params, setParams] = useSearchParams();
  const method = PAYMENT_METHODS.find((m) => m === params.get('method'));
  const q = params.get('q') ?? '';
  const set = (key: 'method' | 'q', value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const filters: PendingFilters = { ...(method ? { method } : {}), ...(q ? { q } : {}) };
  return { filters, method, q, set };
}

/** Search by transaction reference or username, and one payment method. */
export function QueueToolbar({ queue }: { queue: ReturnType<typeof useQueueFilters> }) {
  const { t } = useTranslation('adminMoney');
  const [search, setSearch] = useState(queue.q);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { q, set } = queue;
  useEffect(() => {
    if (debounced !== q) set('q', debounced || undefined);
  }, [debounced, q, set]);
  const options: { value: MethodFilter; label: string }[] = [
    { value: 'all', label: t('queue.allMethods') },
    ...PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_NAMES[value] })),
  ];
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <SearchField
        label={t('queue.search')}
        placeholder={t('queue.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      <FilterToggle
        legend={t('queue.method')}
        options={options}
        value={queue.method ?? 'all'}
        onChange={(value) => set('method', value === 'all' ? undefined : value)}
      />
    </div>
  );
}
