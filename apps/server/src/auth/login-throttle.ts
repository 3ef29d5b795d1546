/**
 * Failed sign-ins per username (DESIGN.md: rate-limit per IP and per username). Per-IP limits
 * are @fastify/rate-limit's; this counts failures for one account across IPs, in memory per
 * process: a password-guessing run spread over many IPs still stops after a few tries.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  isLocked(usernameNormalized: string, now = Date.now()): boolean {
    const entry = this.failures.get(usernameNormalized);
    if (!entry) return false;
    if (entry.resetAt <= now) {
      this.failures.delete(usernameNormalized);
      return false;
    }
    return entry.count >= this.maxFailures;
  }

  recordFailure(usernameNormalized: string, now = Date.now()): void {
    const entry = this.failures.get(usernameNormalized);
    if (!entry || entry.resetAt <= now) {
      this.failures.set(usernameNormalized, { count: 1, resetAt: now + this.windowMs });
      if (this.failures.size > 100_000) this.prune(now);
      return;
    }
    entry.count += 1;
  }

  reset(usernameNormalized: string): void {
    this.failures.delete(usernameNormalized);
  }

  private prune(now: number) {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
