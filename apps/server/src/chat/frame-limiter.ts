/**
 * Token buckets for socket frames: a socket (or a member across their sockets in this process)
 * may send `burst` frames at once and `perSecond` more each second. A client typing and
 * switching chats sends a few a second; a script flooding frames is cut off without touching
 * the database.
 */
export class FrameLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {}

  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(
      this.burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond,
    );
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  forget(key: string) {
    this.buckets.delete(key);
  }
}
