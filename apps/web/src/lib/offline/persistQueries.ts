import type { Query, QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../queryClient';
import { forget, forgetSaved, readSaved, save, savedNames } from './deviceStore';
import { onBackOnline } from './network';

/**
 * Queries marked `meta: OFFLINE` (the deck's own queue saves itself) are written to the device
 * whenever their data changes, and put back into the cache when the app starts, with the time
 * they were fetched: offline the screens show them, online they are stale and refetched at once.
 */
export const OFFLINE = { offline: true } as const;
const QUERY_PREFIX = 'q:';
/** Writes are gathered: a burst of messages costs one write per query. */
const WRITE_DELAY_MS = 1000;

/** An infinite query keeps only its newest page on the device. */
function trimmed(data: unknown): unknown {
  const pages = data as { pages?: unknown[]; pageParams?: unknown[] } | undefined;
  if (!Array.isArray(pages?.pages)) return data;
  return { pages: pages.pages.slice(0, 1), pageParams: pages.pageParams?.slice(0, 1) ?? [] };
}

const waiting = new Map<string, Query>();
function write(): void {
  for (const [hash, query] of waiting) {
    const { data, dataUpdatedAt } = query.state;
    if (data !== undefined)
      save(QUERY_PREFIX + hash, { key: query.queryKey, data: trimmed(data) }, dataUpdatedAt);
  }
  waiting.clear();
}

export function persistQueries(client: QueryClient, { restore }: { restore: boolean }): void {
  if (restore) {
    for (const name of savedNames()) {
      if (!name.startsWith(QUERY_PREFIX)) continue;
      const saved = readSaved<{ key: unknown[]; data: unknown }>(name);
      if (saved?.data?.key) {
        client.setQueryData(saved.data.key, saved.data.data, { updatedAt: saved.at });
        // Shown at once, refetched as soon as a screen uses it: however recent, it may be old
        // (a write waits up to a second, and a reload can come sooner).
        void client.invalidateQueries({
          queryKey: saved.data.key,
          exact: true,
          refetchType: 'none',
        });
      }
    }
  }
  // Back online, whatever was kept may have changed meanwhile (a message, a match), however
  // recently it was fetched: screens showing it refetch now, the others when they open.
  onBackOnline(
    () =>
      void client.invalidateQueries({
        predicate: (q) => q.meta?.offline === true || q.queryKey[0] === SESSION_QUERY_KEY[0],
      }),
  );
  // A page closed or reloaded within the write delay keeps the change (an unmatch just heard).
  window.addEventListener('pagehide', write);
  client.getQueryCache().subscribe((event) => {
    if (event.query.meta?.offline !== true) return;
    // A query removed from the cache (an ended conversation's messages) leaves the device too.
    if (event.type === 'removed') {
      waiting.delete(event.query.queryHash);
      return forget(QUERY_PREFIX + event.query.queryHash);
    }
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    waiting.set(event.query.queryHash, event.query);
    // The first change since the last write schedules the next one.
    if (waiting.size === 1) setTimeout(write, WRITE_DELAY_MS);
  });
}

/** Sign-out or another member signing in: nothing of the last one stays on the device. */
export function forgetOfflineData(): void {
  waiting.clear();
  forgetSaved();
}
