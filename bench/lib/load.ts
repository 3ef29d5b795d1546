/** autocannon (no type definitions shipped) with the few options bench/swipes.ts uses. */
import { createRequire } from 'node:module';

type Histogram = { average: number; p50: number; p97_5: number; p99: number; max: number };
export type LoadResult = {
  duration: number;
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
};
type Request = { method: string; path: string; headers: Record<string, string>; body: string };
type Options = {
  url: string;
  connections: number;
  amount: number;
  requests: { method: string; setupRequest: (request: Request) => Request }[];
};
/** autocannon's run: a promise of the result that also emits each response as it comes. */
type Run = Promise<LoadResult> & { on(event: 'response', listener: () => void): void };
const autocannon = createRequire(import.meta.url)('autocannon') as (options: Options) => Run;

/**
 * POSTs each request of `list` once, over `connections` keep-alive connections, and resolves
 * with autocannon's result and the rate of 200 responses (swipes/s).
 */
export async function postEach(
  url: string,
  connections: number,
  list: { headers: Record<string, string>; body: string }[],
) {
  let next = 0;
  const t0 = performance.now();
  let lastResponse = t0;
  const running = autocannon({
    url,
    connections,
    amount: list.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const item = list[next++ % list.length] as (typeof list)[number];
          return { ...request, headers: { ...request.headers, ...item.headers }, body: item.body };
        },
      },
    ],
  });
  running.on('response', () => {
    lastResponse = performance.now();
  });
  const result = await running;
  // Timed to the last response: autocannon ends a run on its one-second tick, and its own
  // `duration` is whole seconds, both too coarse for runs of a few seconds.
  const seconds = (lastResponse - t0) / 1000;
  const ok = result.statusCodeStats['200']?.count ?? 0;
  return { result, perSecond: ok / seconds, ok };
}
