import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamsHere } from './useSearchParamsHere';

/** A list screen whose search is written to the URL later (as a debounced search is). */
let writeSearch: (q: string) => void = () => {};
let writeFilter: (key: string, value: string) => void = () => {};
function ListScreen() {
  const [params, setParams] = useSearchParamsHere();
  writeSearch = (q) => setParams({ q }, { replace: true });
  writeFilter = (key, value) =>
    setParams((current) => {
      current.set(key, value);
      return current;
    });
  return (
    <>
      <p>list {params.get('q') ?? ''}</p>
      <Link to="/history">History</Link>
    </>
  );
}

/** /history loads its screen lazily; `arrive` lets it in. */
function routerWithPendingHistory() {
  let arrive: () => void = () => {};
  const loaded = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const router = createMemoryRouter(
    [
      { path: '/list', element: <ListScreen /> },
      {
        path: '/history',
        lazy: async () => {
          await loaded;
          return { element: <p>history</p> };
        },
      },
    ],
    { initialEntries: ['/list'] },
  );
  return { router, arrive };
}

describe('useSearchParamsHere', () => {
  it('writes the search while the screen stays', async () => {
    const { router } = routerWithPendingHistory();
    render(<RouterProvider router={router} />);
    act(() => writeSearch('thida'));
    expect(await screen.findByText('list thida')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=thida');
  });

  it('builds a write on the previous one before its navigation has rendered', async () => {
    const { router } = routerWithPendingHistory();
    render(<RouterProvider router={router} />);
    // A typed filter written as its pause ends, and a select changed in the same moment.
    act(() => {
      writeFilter('member', 'thida');
      writeFilter('action', 'reports.review');
    });
    expect(await screen.findByText('list')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?member=thida&action=reports.review');
  });

  it('drops a write made while a link is leaving, so the link still arrives', async () => {
    const { router, arrive } = routerWithPendingHistory();
    render(<RouterProvider router={router} />);
    act(() => screen.getByRole('link', { name: 'History' }).click());
    expect(router.state.navigation.location?.pathname).toBe('/history');
    // The list, still shown, writes its search now (its typing pause ended).
    act(() => writeSearch('thida'));
    await act(async () => arrive());
    expect(await screen.findByText('history')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/history');
  });
});
