import { useEffect } from 'react';
import { useSearchParamsHere } from '../../../../ui/admin-list';
import { type PendingKind, usePending } from '../api';
import { useQueueFilters } from './QueueToolbar';

/** The page in the URL (`?page=2`); anything but a whole number from 1 is page 1. */
export const pageOfParam = (text: string | null) =>
  Math.max(1, Number.parseInt(text ?? '1', 10) || 1);

/**
 * An open queue (Deposits, Withdrawals): its filters and page in the URL, and that page. A new
 * filter or search starts again at page 1; a page emptied by decisions (the last item of the last
 * page) or an old link past the end moves to the last page there is, so nothing open is out of
 * reach. `queue` is what QueueToolbar takes.
 */
export function usePendingQueue(kind: PendingKind) {
  const filters = useQueueFilters();
  const [params, setParams] = useSearchParamsHere();
  const page = pageOfParam(params.get('page'));

  const edit = (change: (next: URLSearchParams) => void, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace },
    );

  const queue: ReturnType<typeof useQueueFilters> = {
    ...filters,
    set: (key, value) =>
      edit((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
      }, true),
  };

  /** A page the admin picks is a history step (Back returns to it); a correction is not. */
  const setPage = (to: number, replace = false) =>
    edit((next) => {
      if (to > 1) next.set('page', String(to));
      else next.delete('page');
    }, replace);

  const list = usePending(kind, filters.filters, page);
  // A placeholder is the previous page's answer: its page count is not this page's.
  const pageCount = list.isPlaceholderData ? undefined : list.data?.page_count;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer moves the page
  useEffect(() => {
    if (pageCount !== undefined && page > pageCount) setPage(pageCount, true);
  }, [page, pageCount]);

  return { queue, list, page, setPage };
}
