import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
