import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminColumn, AdminList } from './AdminList';

type Row = { id: string; name: string; coins: number };

const rows: Row[] = [
  { id: '1', name: 'thida', coins: 12_500 },
  { id: '2', name: 'aung', coins: 0 },
];

const columns: AdminColumn<Row>[] = [
  { id: 'name', header: 'Username', card: 'title', cell: (row) => row.name },
  { id: 'state', header: 'Status', card: 'badge', cell: () => 'Active' },
  { id: 'coins', header: 'Coins', align: 'end', cell: (row) => String(row.coins) },
  {
    id: 'actions',
    header: 'Actions',
    card: 'footer',
    cell: (row, layout) => <button type="button">{`Block ${row.name} (${layout})`}</button>,
  },
];

const texts = { empty: 'No users found.', loadFailed: 'Could not load users.' };
const loaded = { isPending: false, isError: false, isFetching: false, refetch: () => {} };

/** A window `width` px wide, as far as matchMedia's min-width queries go. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminList', () => {
  it('is a table on a wide screen (1366 px)', () => {
    viewport(1366);
    render(
      <AdminList
        query={loaded}
        items={rows}
        itemKey={(r) => r.id}
        columns={columns}
        texts={texts}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Username', 'Status', 'Coins', 'Actions']);
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('thida');
    expect(within(first as HTMLElement).getByRole('button')).toHaveTextContent(
      'Block thida (table)',
    );
  });

  it('is a list of cards on a phone (360 px), with labelled fields', () => {
    viewport(360);
    render(
      <AdminList
        query={loaded}
        items={rows}
        itemKey={(r) => r.id}
        columns={columns}
        texts={texts}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = screen.getAllByRole('listitem');
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('thida')).toBeInTheDocument();
    expect(inCard.getByText('Active')).toBeInTheDocument();
    expect(inCard.getByRole('term')).toHaveTextContent('Coins');
    expect(inCard.getByRole('definition')).toHaveTextContent('12500');
    expect(inCard.getByRole('button')).toHaveTextContent('Block thida (card)');
  });

  it('shows loading, the empty text, and the error with Try again', async () => {
    const refetch = vi.fn();
    const props = { items: [] as Row[], itemKey: (r: Row) => r.id, columns, texts };
    const { rerender } = render(<AdminList {...props} query={{ ...loaded, isPending: true }} />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    rerender(<AdminList {...props} query={loaded} />);
    expect(screen.getByText('No users found.')).toBeInTheDocument();
    rerender(<AdminList {...props} query={{ ...loaded, isError: true, refetch }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load users.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the rows when a refresh fails, and loads more pages', async () => {
    const fetchNextPage = vi.fn();
    render(
      <AdminList
        query={{ ...loaded, isError: true }}
        items={rows}
        itemKey={(r) => r.id}
        renderCard={(row) => <p>{row.name}</p>}
        paging={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }}
        texts={texts}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load users.');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
  });
});
