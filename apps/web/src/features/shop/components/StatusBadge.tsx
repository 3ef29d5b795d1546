import type { WalletTransaction } from '@dating/shared';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui';

const STYLES: Record<WalletTransaction['status'], string> = {
  pending: 'bg-amber-100 text-amber-800',
  approved: 'bg-emerald-100 text-emerald-800',
  rejected: 'bg-red-100 text-red-800',
};

const ICONS = { pending: Hourglass, approved: CircleCheck, rejected: CircleX } as const;

/** Pending (amber), Approved (green) or Rejected (red), with an icon so colour is not the only cue. */
export function TransactionStatusBadge({ status }: { status: WalletTransaction['status'] }) {
  const { t } = useTranslation('shop');
  const Icon = ICONS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STYLES[status],
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`status.${status}`)}
    </span>
  );
}
