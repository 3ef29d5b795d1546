import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, cn } from '../../../../ui';
import { AdminHeading, FilterToggle, useSearchParamsHere } from '../../../../ui/admin-list';
import type { KycFilter } from '../api';

const FILTERS: KycFilter[] = ['pending', 'all'];

/** The filter lives in the URL (?show=all); the open queue is the default. */
export function useKycFilter() {
  const [params, setParams] = useSearchParamsHere();
  const filter: KycFilter = params.get('show') === 'all' ? 'all' : 'pending';
  const setFilter = (value: KycFilter) =>
    setParams(value === 'all' ? { show: 'all' } : {}, { replace: true });
  return [filter, setFilter] as const;
}

/** The KYC screen's title, its filter (pending or all) and Refresh. */
export function KycHeading({
  filter,
  onFilter,
  fetching,
  onRefresh,
}: {
  filter: KycFilter;
  onFilter: (value: KycFilter) => void;
  fetching: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('adminKyc');
  return (
    <AdminHeading title={t('title')}>
      <div className="flex items-center gap-2">
        <FilterToggle
          legend={t('filter.label')}
          options={FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
          value={filter}
          onChange={onFilter}
        />
        <Button variant="secondary" onClick={onRefresh} disabled={fetching}>
          <RefreshCw aria-hidden="true" className={cn('size-4', fetching && 'animate-spin')} />
          {t('refresh')}
        </Button>
      </div>
    </AdminHeading>
  );
}
