import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleRelease } from './idle-release.js';

describe('idleRelease', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('releases once the last request has been quiet for the idle time', async () => {
    const release = vi.fn(async () => {});
    const idle = idleRelease(1000, release);
    idle.begin();
    idle.begin();
    idle.end();
    await vi.advanceTimersByTimeAsync(5000);
    expect(release).not.toHaveBeenCalled(); // one request is still running
    idle.end();
    await vi.advanceTimersByTimeAsync(999);
    expect(release).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('keeps the worker when a request begins within the idle time', async () => {
    const release = vi.fn(async () => {});
    const idle = idleRelease(1000, release);
    idle.begin();
    idle.end();
    await vi.advanceTimersByTimeAsync(900);
    idle.begin();
    await vi.advanceTimersByTimeAsync(5000);
    expect(release).not.toHaveBeenCalled();
    idle.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('never releases when cancelled (closing) or when the idle time is infinite', async () => {
    const release = vi.fn(async () => {});
    const closing = idleRelease(1000, release);
    closing.begin();
    closing.end();
    closing.cancel();
    const forever = idleRelease(Number.POSITIVE_INFINITY, release);
    forever.begin();
    forever.end();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(release).not.toHaveBeenCalled();
  });
});
