import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { thumbUrl } from '../../../lib/media';
import { Button, Skeleton, useToast, useViewingAs } from '../../../ui';
import { useBlockedMembers, useUnblock } from '../api';

/** Settings' 'Blocked members': who I blocked, each with Unblock. */
export function BlockedMembers() {
  const { t, i18n } = useTranslation('safety');
  const blocked = useBlockedMembers();
  const unblock = useUnblock();
  const readOnly = useViewingAs();
  const toast = useToast();

  let body: ReactNode;
  if (blocked.isPending) {
    body = (
      <div role="status" aria-label={t('blocked.loading')} className="flex flex-col gap-2">
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (blocked.isError) {
    body = (
      <div className="flex flex-col items-start gap-2">
        <p role="alert" className="text-sm text-neutral-700">
          {t('blocked.loadFailed')}
        </p>
        <Button variant="secondary" onClick={() => void blocked.refetch()}>
          {t('blocked.retry')}
        </Button>
      </div>
    );
  } else if (blocked.data.items.length === 0) {
    body = <p className="text-sm text-neutral-600">{t('blocked.empty')}</p>;
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-neutral-100">
        {blocked.data.items.map((member) => {
          const name = member.first_name || t('block.someone');
          return (
            <li key={member.user_id} className="flex items-center gap-3 py-2">
              {member.avatar_url ? (
                <img
                  src={thumbUrl(member.avatar_url)}
                  alt=""
                  className="size-11 shrink-0 rounded-full object-cover"
                />
              ) : (
                <span aria-hidden="true" className="size-11 shrink-0 rounded-full bg-neutral-200" />
              )}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium text-neutral-900">{name}</span>
                <span className="text-xs text-neutral-500">
                  {t('blocked.since', { date: formatDate(member.blocked_at, i18n.language) })}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={t('blocked.unblockLabel', { name })}
                loading={unblock.isPending && unblock.variables === member.user_id}
                // Settings says once that View As is read-only.
                disabled={readOnly}
                onClick={() =>
                  unblock.mutate(member.user_id, {
                    onSuccess: () => toast.show(t('blocked.unblocked', { name }), 'success'),
                    onError: () => toast.show(t('blocked.unblockFailed'), 'error'),
                  })
                }
              >
                {t('blocked.unblock')}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="blocked-members-title"
      className="mt-6 flex flex-col gap-2 rounded-2xl border border-neutral-200 bg-white px-4 py-3"
    >
      <h2 id="blocked-members-title" className="font-medium text-neutral-900">
        {t('blocked.title')}
      </h2>
      {body}
    </section>
  );
}
