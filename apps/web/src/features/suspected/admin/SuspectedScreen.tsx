import { SUSPECTED_STATES, type SuspectedState } from '@dating/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminHeading, AdminList, FilterToggle, useSearchParamsHere } from '../../../ui/admin-list';
import { useSuspectedQueue } from './api';
import { SuspectedCard } from './components/SuspectedCard';

/**
 * /admin/suspected: members the scam-signal job queued (docs/decisions/034), highest score
 * first, each with the evidence; open or resolved, kept in the URL (shareable, kept on Back).
 */
export function SuspectedScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParamsHere();
  const state: SuspectedState = params.get('state') === 'resolved' ? 'resolved' : 'open';
  const queue = useSuspectedQueue(state);
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const total = queue.data?.pages[0]?.total;
  const open = state === 'open';

  useEffect(() => {
    if (queue.error) console.error('Failed to load the Suspected queue', queue.error);
  }, [queue.error]);

  return (
    <section className="flex flex-col gap-4">
      <AdminHeading
        title={t('suspected.title')}
        subtitle={
          total !== undefined
            ? t(open ? 'suspected.totalOpen' : 'suspected.totalResolved', { count: total })
            : undefined
        }
      />
      <FilterToggle
        legend={t('queue.state')}
        options={SUSPECTED_STATES.map((value) => ({ value, label: t(`queue.states.${value}`) }))}
        value={state}
        onChange={(value) => setParams(value === 'open' ? {} : { state: value })}
      />
      <AdminList
        query={queue}
        items={items}
        itemKey={(item) => item.user.id}
        renderCard={(item) => <SuspectedCard item={item} />}
        texts={{
          empty: open ? t('suspected.empty') : t('suspected.emptyResolved'),
          loadFailed: t('suspected.loadFailed'),
        }}
        paging={queue}
      />
    </section>
  );
}
