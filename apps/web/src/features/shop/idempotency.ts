/**
 * A fresh Idempotency-Key (API.md): a retry of the same click may reuse it, a new click never
 * does. `crypto.randomUUID` needs a secure context; elsewhere 16 random bytes do the same job.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
