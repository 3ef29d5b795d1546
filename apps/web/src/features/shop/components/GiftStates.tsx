import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton } from '../../../ui';

/** Placeholders of a gift grid while it loads. */
export function GiftGridSkeleton() {
  const { t } = useTranslation('shop');
  return (
    <div role="status" aria-label={t('loading')} className="grid grid-cols-2 gap-3">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-52 w-full" />
      ))}
    </div>
  );
}

/** 'Could not load shop data. Please try again.' with a retry button. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shop');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-800">{t('loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center text-neutral-600">
      {children}
    </p>
  );
}

/** One gift tile: picture (with an optional badge), name, a detail line and its action. */
export function GiftTile({
  name,
  imageUrl,
  badge,
  detail,
  action,
}: {
  name: string;
  imageUrl: string;
  badge?: ReactNode;
  detail: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-neutral-200 bg-white p-3 shadow-sm">
      <div className="relative aspect-square overflow-hidden rounded-xl bg-rose-50">
        <img src={imageUrl} alt="" loading="lazy" className="size-full object-contain p-2" />
        {badge}
      </div>
      <h3 className="truncate text-sm font-semibold text-neutral-900">{name}</h3>
      <div className="text-sm text-neutral-600">{detail}</div>
      <div className="mt-auto">{action}</div>
    </li>
  );
}
