import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';

/**
 * Previous / "Page 2 of 7" / Next, for the page-numbered queues (Deposits,
 * Withdrawals); the screen keeps the page in the URL. Hidden while everything fits one page.
 */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav
      aria-label={t('pager.pages')}
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1"
    >
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('pager.previous')}
      </Button>
      <p className="text-sm whitespace-nowrap text-neutral-700" aria-live="polite">
        {t('pager.pageOf', { page, count: pageCount })}
      </p>
      <Button variant="ghost" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
