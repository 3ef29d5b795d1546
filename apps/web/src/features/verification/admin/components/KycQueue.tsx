import type { AdminKycRequest } from '@dating/shared';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { cn } from '../../../../ui';
import { MemberLink } from '../../../../ui/admin-list';
import { ClaimNote } from '../../../moderation-claims';
import { isFlagged } from './KycParts';

/**
 * The queue beside the viewer: who (a link to the member's page) and when (the button that opens
 * the request), one row each, with a mark on flagged requests. Compact, so it fits beside the
 * viewer at 1,366 px and stacks under it on a phone.
 */
export function KycQueue({
  items,
  selectedId,
  onSelect,
  holderOf,
}: {
  items: AdminKycRequest[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** Another admin working on the request (moderation claims). */
  holderOf?: (id: string) => string | undefined;
}) {
  const { t } = useTranslation('adminKyc');
  const format = useFormat();
  return (
    <ol aria-label={t('queue.label')} className="flex flex-col gap-1">
      {items.map((item) => {
        const current = item.id === selectedId;
        return (
          <li
            key={item.id}
            className={cn(
              'flex items-center gap-2 rounded-xl border pl-3 text-sm',
              current ? 'border-rose-300 bg-rose-50' : 'border-neutral-200 bg-white',
            )}
          >
            <MemberLink id={item.user.id} username={item.user.username} className="shrink" />
            <button
              type="button"
              onClick={() => onSelect(item.id)}
              aria-current={current ? 'true' : undefined}
              className={cn(
                'flex min-h-11 min-w-24 flex-1 items-center justify-end gap-2 rounded-r-xl py-2 pr-3 text-right focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
                !current && 'hover:bg-neutral-50',
              )}
            >
              <span className="sr-only">{t('queue.open', { who: `@${item.user.username}` })} </span>
              <span className="text-xs text-neutral-600">
                {format.dateTime(item.created_at)}
                {item.previous_denial ? ` · ${t('queue.resubmitted')}` : ''}
              </span>
              <ClaimNote holder={holderOf?.(item.id)} />
              {isFlagged(item) && (
                <AlertTriangle
                  role="img"
                  aria-label={t('queue.flagged')}
                  className="size-4 shrink-0 text-orange-600"
                />
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
