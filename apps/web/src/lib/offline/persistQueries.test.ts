import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSaved, savedNames } from './deviceStore';
import { noteNetworkAnswer, noteNetworkFailure } from './network';
import { forgetOfflineData, OFFLINE, persistQueries } from './persistQueries';

afterEach(() => vi.useRealTimers());

/** A client that keeps its marked queries on the device, after the write delay has passed. */
function persisted(restore = false) {
  const client = new QueryClient();
  persistQueries(client, { restore });
  return client;
}

async function fetchMarked(client: QueryClient, key: unknown[], data: unknown, marked = true) {
  await client.fetchQuery({ queryKey: key, queryFn: () => data, meta: marked ? OFFLINE : {} });
}

describe('queries kept on the device', () => {
  it('saves marked queries and brings them back, with the time they were fetched', async () => {
    vi.useFakeTimers();
    const first = persisted();
    await fetchMarked(first, ['chat', 'matches'], [{ match_id: 'm1' }]);
    await fetchMarked(first, ['wallet'], { balance: 5 }, false);
    const fetchedAt = first.getQueryState(['chat', 'matches'])?.dataUpdatedAt;
    expect(savedNames()).toEqual([]); // writes are gathered
    await vi.advanceTimersByTimeAsync(1000);

    expect(savedNames()).toHaveLength(1);
    const next = persisted(true);
    expect(next.getQueryData(['chat', 'matches'])).toEqual([{ match_id: 'm1' }]);
    expect(next.getQueryState(['chat', 'matches'])?.dataUpdatedAt).toBe(fetchedAt);
    // Shown, but fetched again as soon as a screen asks: it may have changed since.
    expect(next.getQueryState(['chat', 'matches'])?.isInvalidated).toBe(true);
    expect(next.getQueryData(['wallet'])).toBeUndefined();
  });

  it('writes a change at once when the page goes away (a reload within the delay)', async () => {
    vi.useFakeTimers();
    const client = persisted();
    await fetchMarked(client, ['chat', 'matches'], [{ match_id: 'm1' }, { match_id: 'm2' }]);
    await vi.advanceTimersByTimeAsync(1000);
    // The other member unmatched: the list loses m2, and the page reloads at once.
    client.setQueryData(['chat', 'matches'], [{ match_id: 'm1' }]);
    window.dispatchEvent(new Event('pagehide'));
    expect(persisted(true).getQueryData(['chat', 'matches'])).toEqual([{ match_id: 'm1' }]);
  });

  it('forgets the saved copy of a query removed from the cache (an ended conversation)', async () => {
    vi.useFakeTimers();
    const client = persisted();
    await fetchMarked(client, ['chat', 'messages', 'm2'], { pages: [[{ id: 'x' }]] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(savedNames()).toHaveLength(1);
    client.removeQueries({ queryKey: ['chat', 'messages', 'm2'] });
    expect(savedNames()).toEqual([]);
  });

  it('keeps only the newest page of a paged query', async () => {
    vi.useFakeTimers();
    const client = persisted();
    await fetchMarked(client, ['chat', 'messages', 'm1'], {
      pages: [{ items: ['new'] }, { items: ['old'] }],
      pageParams: [undefined, 'cursor'],
    });
    await vi.advanceTimersByTimeAsync(1000);
    const [name] = savedNames();
    expect(readSaved<{ data: unknown }>(name ?? '')?.data.data).toEqual({
      pages: [{ items: ['new'] }],
      pageParams: [null], // JSON has no undefined
    });
  });

  it('forgets everything, and a write already scheduled, when the session ends', async () => {
    vi.useFakeTimers();
    const client = persisted();
    await fetchMarked(client, ['me'], { first_name: 'Thida' });
    await vi.advanceTimersByTimeAsync(1000);
    await fetchMarked(client, ['likes'], { items: [] });
    forgetOfflineData();
    await vi.advanceTimersByTimeAsync(1000);
    expect(savedNames()).toEqual([]);
    expect(persisted(true).getQueryData(['me'])).toBeUndefined();
  });
});

describe('back online', () => {
  it('marks every kept query stale, however fresh, so screens fetch what they missed', async () => {
    const client = persisted();
    await fetchMarked(client, ['chat', 'matches'], []);
    await fetchMarked(client, ['wallet'], { balance: 5 }, false);
    noteNetworkFailure();
    noteNetworkAnswer();
    expect(client.getQueryState(['chat', 'matches'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['wallet'])?.isInvalidated).toBe(false);
  });
});
