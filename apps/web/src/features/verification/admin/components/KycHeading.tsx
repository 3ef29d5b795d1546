import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, cn } from '../../../../ui';
import { AdminHeading, FilterToggle, useSearchParamsHere } from '../../../../ui/admin-list';
import type { KycFilter, KycOrder } from '../api';

const FILTERS: KycFilter[] = ['pending', 'all'];
const ORDERS: KycOrder[] = ['queue', 'risk'];

type View = { filter: KycFilter; order: KycOrder };

/** The filter and the order live in the URL (?show=all, ?sort=risk); the open queue is the default. */
export function useKycFilter() {
  const [params, setParams] = useSearchParamsHere();
  const view: View = {
    filter: params.get('show') === 'all' ? 'all' : 'pending',
    order: params.get('sort') === 'risk' ? 'risk' : 'queue',
  };
  const setView = (next: Partial<View>) => {
    const { filter, order } = { ...view, ...next };
    setParams(
      {
        ...(filter === 'all' ? { show: 'all' } : {}),
        ...(order === 'risk' ? { sort: 'risk' } : {}),
      },
      { replace: true },
    );
  };
  return [view, setView] as const;
}

/** The KYC screen's title, its filter (pending or all), its order (the queue's or risk) and Refresh. */
export function KycHeading({
  view,
  onView,
  fetching,
  onRefresh,
}: {
  view: View;
  onView: (next: Partial<View>) => void;
  fetching: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('adminKyc');
  // The queue's own order: the open queue oldest first, every request newest first.
  const queueOrder = view.filter === 'pending' ? 'sort.oldest' : 'sort.newest';
  return (
    <AdminHeading title={t('title')}>
      <div className="flex flex-wrap items-center gap-2">
        <FilterToggle
          legend={t('filter.label')}
          options={FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
          value={view.filter}
          onChange={(filter) => onView({ filter })}
        />
        <FilterToggle
          legend={t('sort.label')}
          options={ORDERS.map((value) => ({
            value,
            label: t(value === 'risk' ? 'sort.risk' : queueOrder),
          }))}
          value={view.order}
          onChange={(order) => onView({ order })}
        />
        <Button variant="secondary" onClick={onRefresh} disabled={fetching}>
          <RefreshCw aria-hidden="true" className={cn('size-4', fetching && 'animate-spin')} />
          {t('refresh')}
        </Button>
      </div>
    </AdminHeading>
  );
}
