import { Fragment, type ReactNode } from 'react';
import { Card } from '../Card';
import { cn } from '../cn';
import { EmptyState, LoadFailed, LoadingRows, LoadMore } from './ListStates';
import { useWideLayout } from './useWideLayout';

export type ListLayout = 'table' | 'card';

/**
 * Where a column's value goes on a card (narrow screens): the title (top left), a badge (top
 * right), a labelled field (two per row), a labelled full-width field, the footer (actions),
 * or nowhere.
 */
export type CardSlot = 'title' | 'badge' | 'field' | 'wide' | 'footer' | 'none';

export interface AdminColumn<T> {
  id: string;
  /** The column heading; on a card, the field's label. */
  header: string;
  /** The value; `layout` lets a cell differ a little (e.g. a visible label on a card). */
  cell: (item: T, layout: ListLayout) => ReactNode;
  /** Default: a labelled field. */
  card?: CardSlot;
  align?: 'start' | 'end';
  /** Classes of the table cell (widths, wrapping). */
  className?: string;
}

/** What the list needs of a TanStack query. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What "Load more" needs of an infinite query. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export interface AdminListProps<T> {
  query: ListQuery;
  items: T[];
  itemKey: (item: T) => string;
  /** A table on wide screens, and the cards below built from the same columns. */
  columns?: AdminColumn<T>[];
  /** A card of one's own instead of the built one; the only layout when there are no columns. */
  renderCard?: (item: T) => ReactNode;
  texts: { empty: string; loadFailed: string; loading?: string };
  paging?: PagedQuery;
}

const thClasses =
  'whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-neutral-500';

function Table<T>({
  items,
  itemKey,
  columns,
}: Pick<AdminListProps<T>, 'items' | 'itemKey'> & { columns: AdminColumn<T>[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-neutral-200 bg-neutral-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(thClasses, column.align === 'end' && 'text-right')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {items.map((item) => (
            <tr key={itemKey(item)} className="align-top">
              {columns.map((column) => (
                <td
                  key={column.id}
                  className={cn(
                    'px-4 py-3',
                    column.align === 'end' && 'text-right',
                    column.className,
                  )}
                >
                  {column.cell(item, 'table')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One labelled value of a card. */
function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', wide && 'col-span-2')}>
      <dt className="text-xs font-semibold text-neutral-500 uppercase">{label}</dt>
      <dd className="text-sm break-words text-neutral-800">{children}</dd>
    </div>
  );
}

/** The card of one item, built from the columns' card slots. */
function ColumnsCard<T>({ item, columns }: { item: T; columns: AdminColumn<T>[] }) {
  const inSlots = (...slots: CardSlot[]) =>
    columns.filter((column) => slots.includes(column.card ?? 'field'));
  const titles = inSlots('title');
  const badges = inSlots('badge');
  const fields = inSlots('field', 'wide');
  const footers = inSlots('footer');
  return (
    <Card className="flex flex-col gap-3">
      {titles.length + badges.length > 0 && (
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            {titles.map((column) => (
              <Fragment key={column.id}>{column.cell(item, 'card')}</Fragment>
            ))}
          </div>
          {/* Badges may wrap but never take the title's room: a long username stays readable. */}
          <div className="flex max-w-[60%] min-w-0 flex-wrap justify-end gap-1.5">
            {badges.map((column) => (
              <Fragment key={column.id}>{column.cell(item, 'card')}</Fragment>
            ))}
          </div>
        </div>
      )}
      {fields.length > 0 && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
          {fields.map((column) => (
            <Field key={column.id} label={column.header} wide={column.card === 'wide'}>
              {column.cell(item, 'card')}
            </Field>
          ))}
        </dl>
      )}
      {footers.map((column) => (
        <Fragment key={column.id}>{column.cell(item, 'card')}</Fragment>
      ))}
    </Card>
  );
}

/**
 * An admin list: loading skeletons, the error (with Try again), the empty text, then the items
 * as a table on wide screens and as cards below `xl` (useWideLayout), and "Load more" when
 * the query pages.
 */
export function AdminList<T>({
  query,
  items,
  itemKey,
  columns,
  renderCard,
  texts,
  paging,
}: AdminListProps<T>) {
  const wide = useWideLayout();
  if (query.isPending) return <LoadingRows label={texts.loading} />;
  if (query.isError && items.length === 0) {
    return <LoadFailed message={texts.loadFailed} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) return <EmptyState>{texts.empty}</EmptyState>;

  const card = (item: T) =>
    renderCard ? renderCard(item) : columns && <ColumnsCard item={item} columns={columns} />;

  return (
    <div aria-busy={query.isFetching || undefined} className="flex flex-col gap-4">
      {query.isError && (
        // A refresh failed: the rows shown are the last ones that loaded.
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {texts.loadFailed}
        </p>
      )}
      {columns && wide ? (
        <Table items={items} itemKey={itemKey} columns={columns} />
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={itemKey(item)}>{card(item)}</li>
          ))}
        </ul>
      )}
      {paging && (
        <LoadMore
          hasMore={paging.hasNextPage}
          loading={paging.isFetchingNextPage}
          onClick={() => void paging.fetchNextPage()}
        />
      )}
    </div>
  );
}
