import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed, LoadingRows, LoadMore } from '../../../../ui/admin-list';

/** What the body needs of the list's infinite query. */
interface KycListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The KYC screen below its heading: loading, the error, the empty text, or the queue (with the
 * list kit's "Load more", decision 025) beside the viewer; on a phone the viewer comes first.
 */
export function KycBody({
  list,
  empty,
  queue,
  viewer,
}: {
  list: KycListQuery;
  empty: boolean;
  queue: ReactNode;
  viewer: ReactNode;
}) {
  const { t } = useTranslation('adminKyc');
  if (list.isPending) return <LoadingRows label={t('loading')} />;
  if (list.isError) {
    return <LoadFailed message={t('loadError')} onRetry={() => void list.refetch()} />;
  }
  if (empty) return <EmptyState>{t('empty')}</EmptyState>;
  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="order-last flex flex-col gap-3 lg:order-none">
        {queue}
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        />
      </div>
      {viewer && <div className="rounded-2xl border border-neutral-200 bg-white p-4">{viewer}</div>}
    </div>
  );
}
