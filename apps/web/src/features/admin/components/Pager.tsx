import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';

/** Previous / "Page 2 of 7" / Next, for page-numbered lists (the page is in the URL). */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('queue.pages')} className="flex items-center justify-center gap-3">
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('queue.previous')}
      </Button>
      <p className="text-sm text-neutral-700" aria-live="polite">
        {t('queue.pageOf', { page, count: pageCount })}
      </p>
      <Button variant="ghost" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('queue.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
