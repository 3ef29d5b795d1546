import { type AdminWalletTransaction, PAYMENT_METHOD_NAMES } from '@dating/shared';
import { CircleCheck, CircleX, Copy, Hourglass, ImageIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cn, Skeleton } from '../../../ui';

/** Pieces of one money transaction, shared by the tables (desktop) and the cards (phone). */

export const thBase =
  'whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-neutral-500';
export const thClasses = `${thBase} text-left`;

/** `@username` (with the first name), or a note that the member deleted their account. */
export function UserCell({ item }: { item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  if (!item.user) return <span className="text-neutral-500 italic">{t('deletedMember')}</span>;
  return (
    <span className="flex min-w-0 flex-col">
      <span title={`@${item.user.username}`} className="truncate font-semibold text-neutral-900">
        @{item.user.username}
      </span>
      {item.user.first_name && (
        <span className="truncate text-sm text-neutral-500">{item.user.first_name}</span>
      )}
    </span>
  );
}

export const methodName = (item: AdminWalletTransaction) =>
  item.payment_method ? PAYMENT_METHOD_NAMES[item.payment_method] : '—';

/** A thumbnail of the private payment screenshot that opens it in a new tab. */
export function ProofLink({ item }: { item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  if (!item.proof_url) return <span className="text-sm text-neutral-400">{t('noProof')}</span>;
  return (
    <a
      href={item.proof_url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex flex-col items-start gap-1 rounded-lg text-sm font-medium text-rose-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
    >
      <img
        src={item.proof_url}
        alt=""
        loading="lazy"
        className="h-20 w-16 rounded-lg border border-neutral-200 bg-neutral-100 object-cover"
      />
      <span className="inline-flex items-center gap-1">
        <ImageIcon aria-hidden="true" className="size-4" />
        {t('deposits.viewProof')}
      </span>
    </a>
  );
}

/** Shown when an earlier deposit used the same screenshot or transaction reference. */
export function DuplicateFlag({ item }: { item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  if (!item.duplicate_of) return null;
  return (
    <p className="mt-1 inline-flex items-start gap-1 rounded-lg bg-orange-50 px-2 py-1 text-xs font-semibold text-orange-800">
      <Copy aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      {t('deposits.duplicate', { id: item.duplicate_of.slice(0, 8) })}
    </p>
  );
}

const STATUS_STYLES: Record<AdminWalletTransaction['status'], string> = {
  pending: 'bg-amber-100 text-amber-800',
  approved: 'bg-emerald-100 text-emerald-800',
  rejected: 'bg-red-100 text-red-800',
};

const STATUS_ICONS = { pending: Hourglass, approved: CircleCheck, rejected: CircleX } as const;

export function StatusBadge({ status }: { status: AdminWalletTransaction['status'] }) {
  const { t } = useTranslation('adminMoney');
  const Icon = STATUS_ICONS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_STYLES[status],
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`status.${status}`)}
    </span>
  );
}

const approveClasses =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full bg-emerald-600 px-4 text-sm font-semibold text-white shadow-sm ' +
  'hover:bg-emerald-700 active:bg-emerald-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

/** Approve (green) and Reject (red), named with the member for screen readers. */
export function DecisionButtons({
  item,
  busy,
  onApprove,
  onReject,
  stacked = false,
}: {
  item: AdminWalletTransaction;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** One above the other (narrow table columns). */
  stacked?: boolean;
}) {
  const { t } = useTranslation('adminMoney');
  const who = item.user ? `@${item.user.username}` : t('deletedMember');
  return (
    <div className={cn('flex gap-2', stacked && 'w-32 flex-col')}>
      <button
        type="button"
        className={approveClasses}
        onClick={onApprove}
        disabled={busy || !item.user}
        aria-label={t('approveFor', { who })}
      >
        {t('approve')}
      </button>
      <Button
        variant="danger"
        className="min-h-11 flex-1 px-4"
        onClick={onReject}
        disabled={busy}
        aria-label={t('rejectFor', { who })}
      >
        {t('reject')}
      </Button>
    </div>
  );
}

export function LoadingRows() {
  const { t } = useTranslation('adminMoney');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-3">
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('adminMoney');
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4">
      <p role="alert" className="text-red-800">
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-neutral-300 bg-white p-8 text-center text-neutral-600">
      {children}
    </p>
  );
}

/** One labelled value of a card on a phone. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold text-neutral-500 uppercase">{label}</dt>
      <dd className="text-sm break-words text-neutral-800">{children}</dd>
    </div>
  );
}
