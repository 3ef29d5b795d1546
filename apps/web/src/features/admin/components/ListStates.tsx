import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton } from '../../../ui';

/** Page heading of an admin screen. */
export function AdminHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-6 flex flex-col gap-1">
      <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
      {subtitle && <p className="text-sm text-neutral-600">{subtitle}</p>}
    </div>
  );
}

export function LoadingRows({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('admin');
  return (
    <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-20 w-full" />
      ))}
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4">
      <p role="alert" className="text-red-800">
        {message}
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
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
  const { t } = useTranslation('admin');
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="secondary" loading={loading} onClick={onClick}>
        {t('common.loadMore')}
      </Button>
    </div>
  );
}
