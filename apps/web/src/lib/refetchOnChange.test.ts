import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refetchOnChange } from './refetchOnChange';

/** A query function whose answers the test gives, one call at a time. */
function controlledFetches() {
  const pending: ((value: number) => void)[] = [];
  let calls = 0;
  const queryFn = () =>
    new Promise<number>((resolve) => {
      calls += 1;
      pending.push(resolve);
    });
  return { queryFn, answer: (i: number, value: number) => pending[i]?.(value), calls: () => calls };
}

// The query client's scheduling on the test's clock: settling runs every timer it set, so
// whatever it was going to do (a fetch more) has been done.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
const settle = () => vi.runAllTimersAsync();

/** A screen watching the badges query, its first load started. */
async function observedBadges() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetches = controlledFetches();
  const observer = new QueryObserver(client, { queryKey: ['badges'], queryFn: fetches.queryFn });
  const off = observer.subscribe(() => undefined);
  await settle();
  return { client, fetches, off };
}

describe('refetchOnChange', () => {
  it('starts a first load again when the change comes while it is under way', async () => {
    const { client, fetches, off } = await observedBadges();
    expect(fetches.calls()).toBe(1);

    // The change (a new message) lands after the first load read the database.
    const refetched = refetchOnChange(client, ['badges']);
    await settle();
    expect(fetches.calls()).toBe(2);
    fetches.answer(0, 0); // the first load's stale answer
    fetches.answer(1, 1);
    await refetched;
    await settle();
    expect(client.getQueryData(['badges'])).toBe(1);
    off();
  });

  it('refetches a query that has data, once', async () => {
    const { client, fetches, off } = await observedBadges();
    fetches.answer(0, 0);
    await settle();
    const refetched = refetchOnChange(client, ['badges']);
    await settle();
    expect(fetches.calls()).toBe(2);
    fetches.answer(1, 3);
    await refetched;
    expect(client.getQueryData(['badges'])).toBe(3);
    off();
  });
});
