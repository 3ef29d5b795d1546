import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Skeleton } from '../Spinner';

/** Page heading of an admin screen; `children` (filters, a refresh button) sit beside it. */
export function AdminHeading({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
        {subtitle && <p className="text-sm text-neutral-600">{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}

export function LoadingRows({ label, rows = 3 }: { label?: string; rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={label ?? t('loading')} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-20 w-full" />
      ))}
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4">
      <p role="alert" className="text-red-800">
        {message}
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
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

export function LoadMore({
  hasMore,
  loading,
  onClick,
}: {
  hasMore: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className="flex justify-center">
      <Button variant="secondary" loading={loading} onClick={onClick}>
        {t('actions.loadMore')}
      </Button>
    </div>
  );
}
