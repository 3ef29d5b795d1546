/**
 * Ends a loaded worker after a quiet spell: the face models (~180 MB) and the OCR worker
 * (~110 MB) stay in memory only while analyses come, and load again with the next one (a few
 * seconds, in the background job). `begin()` before each request, `end()` after it; when the
 * last one ends, `release` runs after `idleMs` unless a request begins first. The timer never
 * keeps the process alive.
 */
export function idleRelease(idleMs: number, release: () => Promise<void>) {
  let inFlight = 0;
  let timer: NodeJS.Timeout | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    begin() {
      inFlight++;
      cancel();
    },
    end() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight > 0 || !Number.isFinite(idleMs)) return;
      cancel();
      timer = setTimeout(() => {
        timer = null;
        if (inFlight === 0) void release().catch(() => undefined);
      }, idleMs);
      timer.unref();
    },
    cancel,
  };
}

/** How long a loaded analysis worker waits for the next request before it is ended. */
export const ANALYSIS_WORKER_IDLE_MS = 10 * 60_000;
