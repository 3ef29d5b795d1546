import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS, type PaymentMethod } from '@dating/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterToggle, SearchToolbar, useSearchBox, useUrlParams } from '../../../../ui/admin-list';
import type { PendingFilters } from '../api';

type MethodFilter = 'all' | PaymentMethod;

/**
 * The open queue's filters in the URL (?method=&q=), so a reload, the back button or a shared
 * link shows the same items.
 */
export function useQueueFilters() {
  const { params, setParam } = useUrlParams();
  const method = PAYMENT_METHODS.find((m) => m === params.get('method'));
  const q = params.get('q') ?? '';
  const set: (key: 'method' | 'q', value: string | undefined) => void = setParam;
  const filters: PendingFilters = { ...(method ? { method } : {}), ...(q ? { q } : {}) };
  return { filters, method, q, set };
}

/** Search by transaction reference or username, and one payment method. */
export function QueueToolbar({ queue }: { queue: ReturnType<typeof useQueueFilters> }) {
  const { t } = useTranslation('adminMoney');
  const [box, typed] = useSearchBox(queue.q);
  const { q, set } = queue;
  useEffect(() => {
    if (typed !== q) set('q', typed || undefined);
  }, [typed, q, set]);
  const options: { value: MethodFilter; label: string }[] = [
    { value: 'all', label: t('queue.allMethods') },
    ...PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_NAMES[value] })),
  ];
  return (
    <SearchToolbar label={t('queue.search')} placeholder={t('queue.searchPlaceholder')} {...box}>
      <FilterToggle
        legend={t('queue.method')}
        options={options}
        value={queue.method ?? 'all'}
        onChange={(value) => set('method', value === 'all' ? undefined : value)}
      />
    </SearchToolbar>
  );
}
