import type { AdminKycRequest } from '@dating/shared';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { cn } from '../../../../ui';

/**
 * The queue beside the viewer: who and when, one line each, with a mark on flagged requests.
 * Compact, so it fits beside the viewer at 1,366 px and stacks under it on a phone.
 */
export function KycQueue({
  items,
  selectedId,
  onSelect,
}: {
  items: AdminKycRequest[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('adminKyc');
  const format = useFormat();
  return (
    <ol aria-label={t('queue.label')} className="flex flex-col gap-1">
      {items.map((item) => {
        const flagged =
          item.avatar_match !== null ||
          item.duplicate_of !== null ||
          item.duplicate_photo_of.length > 0;
        return (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onSelect(item.id)}
              aria-current={item.id === selectedId ? 'true' : undefined}
              className={cn(
                'flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border px-3 py-2 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
                item.id === selectedId
                  ? 'border-rose-300 bg-rose-50'
                  : 'border-neutral-200 bg-white hover:bg-neutral-50',
              )}
            >
              <span className="flex min-w-0 flex-col">
                <span translate="no" className="truncate font-semibold text-neutral-900">
                  @{item.user.username}
                </span>
                <span className="text-xs text-neutral-600">
                  {format.dateTime(item.created_at)}
                  {item.previous_denial ? ` · ${t('queue.resubmitted')}` : ''}
                </span>
              </span>
              {flagged && (
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
