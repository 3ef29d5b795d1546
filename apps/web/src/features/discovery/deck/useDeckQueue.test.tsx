import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/renderApp';
import { DECK_PAGE_SIZE } from '../api';
import { candidate } from '../testFixtures';
import { PREFETCH_AT, useDeckQueue } from './useDeckQueue';

describe('useDeckQueue', () => {
  it('prefetches the next page when few cards remain, excluding the ones it holds', async () => {
    const first = Array.from({ length: DECK_PAGE_SIZE }, (_, i) => candidate(i + 1));
    const second = [candidate(101), candidate(102)];
    const requests: URL[] = [];
    const fetchMock = mockApi({});
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url);
      const items = requests.length === 1 ? first : second;
      return new Response(JSON.stringify({ items }), { status: 200 });
    });
    const { result } = renderHook(() => useDeckQueue());
    await waitFor(() => expect(result.current.queue).toHaveLength(DECK_PAGE_SIZE));
    expect(requests[0]?.searchParams.get('exclude')).toBeNull();

    for (const c of first.slice(0, DECK_PAGE_SIZE - PREFETCH_AT - 1)) {
      act(() => result.current.advance(c.user_id));
    }
    expect(requests).toHaveLength(1);
    act(() => result.current.advance(first[DECK_PAGE_SIZE - PREFETCH_AT - 1]?.user_id ?? ''));
    await waitFor(() => expect(result.current.queue).toHaveLength(PREFETCH_AT + 2));
    const exclude = requests[1]?.searchParams.get('exclude')?.split(',') ?? [];
    for (const held of first.slice(-PREFETCH_AT)) expect(exclude).toContain(held.user_id);
    expect(result.current.queue.map((c) => c.first_name).slice(-2)).toEqual([
      'Member101',
      'Member102',
    ]);
    // A short page: no one else for now, so no more requests.
    expect(result.current.exhausted).toBe(true);
  });

  it('puts a member back on top', async () => {
    mockApi({ 'GET /api/discovery': { status: 200, body: { items: [candidate(1)] } } });
    const { result } = renderHook(() => useDeckQueue());
    await waitFor(() => expect(result.current.queue).toHaveLength(1));
    act(() => result.current.putBack(candidate(7)));
    expect(result.current.queue.map((c) => c.first_name)).toEqual(['Member7', 'Member1']);
  });

  describe("after /home's first card (issue 36)", () => {
    /** The page as index.html's first-card script leaves it after swipes on the server's card. */
    function pageAfterSwipes(data: unknown) {
      document.body.insertAdjacentHTML(
        'beforeend',
        `<div id="first-card"></div><script type="application/json" id="page-data">${JSON.stringify(data)}</script>`,
      );
    }
    afterEach(() => {
      document.getElementById('first-card')?.remove();
      document.getElementById('page-data')?.remove();
    });

    it('starts with the cards left, shows a match made there, asks for nothing again', async () => {
      const fetchMock = mockApi({});
      const [liked, passed, next] = [candidate(1), candidate(2), candidate(3)];
      pageAfterSwipes({
        user_id: 'member-1',
        discovery: { items: [next] },
        swiped: [liked.user_id, passed.user_id],
        match: liked,
      });
      const onMatch = vi.fn();
      const { result } = renderHook(() => useDeckQueue('member-1', onMatch));
      await waitFor(() => expect(result.current.status).toBe('ready'));
      expect(result.current.queue).toEqual([next]);
      expect(onMatch).toHaveBeenCalledExactlyOnceWith(liked);
      // A short page: no more to ask for; the server's card gave way to the deck.
      expect(result.current.exhausted).toBe(true);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(document.getElementById('first-card')).toBeNull();
    });

    it('asks for the next page when every card of the first was swiped there', async () => {
      const first = Array.from({ length: DECK_PAGE_SIZE }, (_, i) => candidate(i + 1));
      const requests: URL[] = [];
      const fetchMock = mockApi({});
      fetchMock.mockImplementation(async (input) => {
        requests.push(new URL(String(input), 'http://localhost'));
        return new Response(JSON.stringify({ items: [candidate(101)] }), { status: 200 });
      });
      pageAfterSwipes({
        user_id: 'member-1',
        discovery: { items: [] },
        swiped: first.map((c) => c.user_id),
      });
      const { result } = renderHook(() => useDeckQueue('member-1'));
      await waitFor(() =>
        expect(result.current.queue.map((c) => c.first_name)).toEqual(['Member101']),
      );
      const exclude = requests[0]?.searchParams.get('exclude')?.split(',') ?? [];
      expect(exclude).toEqual(first.map((c) => c.user_id));
    });
  });
});
