import type { AdminWalletTransaction } from '@dating/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminColumn, AdminHeading, AdminList, Pager } from '../../../../ui/admin-list';
import { useClaims } from '../../../moderation-claims';
import { QueueToolbar } from './QueueToolbar';
import type { usePendingQueue } from './usePendingQueue';

/**
 * An open queue's screen (Deposits, Withdrawals): the heading with the filtered total, the
 * filters, one page of the list, the pager and the screen's decision dialog. Requests another
 * admin is working on go last (docs/decisions/026-moderation-claims.md).
 */
export function PendingQueueView({
  kind,
  pending: { queue, list, page, setPage },
  columns,
  dialog,
}: {
  kind: 'deposits' | 'withdrawals';
  pending: ReturnType<typeof usePendingQueue>;
  columns: AdminColumn<AdminWalletTransaction>[];
  dialog: ReactNode;
}) {
  const { t } = useTranslation('adminMoney');
  const claims = useClaims(kind === 'deposits' ? 'deposit' : 'withdrawal');
  return (
    <section className="flex flex-col gap-4">
      <AdminHeading title={t(`${kind}.title`)} subtitle={t(`${kind}.subtitle`)}>
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
        texts={{ empty: t(`${kind}.empty`), loadFailed: t(`${kind}.loadFailed`) }}
      />
      {list.data && (
        <Pager page={page} pageCount={list.data.page_count} onPage={(next) => setPage(next)} />
      )}
      {dialog}
    </section>
  );
}
