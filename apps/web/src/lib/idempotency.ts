import { useCallback, useRef, useState } from 'react';

/**
 * Idempotency-Keys of money-moving requests (docs/architecture.md#idempotency): the server answers
 * a repeated key with the first result and moves nothing twice, and forgets a key whose request it
 * refused. So a key belongs to one submission: made when its form or dialog opens, sent again by
 * every retry (a timeout, a lost connection, a second tap), and replaced only once that submission
 * succeeded or the form was reset. A fresh key per attempt would make the header useless.
 */

/** A new random key. `crypto.randomUUID` needs a secure context; elsewhere 16 random bytes. */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key of one form: made when the form mounts (opens); `renew` after a success or a reset. */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}

/**
 * Keys of the per-item actions of a list (buy this gift, approve this deposit): one per item,
 * made on its first use and kept for that item's retries; `renew(id)` after its success.
 */
export function useIdempotencyKeys(): {
  keyFor: (id: string) => string;
  renew: (id: string) => void;
} {
  const keys = useRef(new Map<string, string>());
  const keyFor = useCallback((id: string) => {
    let key = keys.current.get(id);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(id, key);
    }
    return key;
  }, []);
  const renew = useCallback((id: string) => {
    keys.current.delete(id);
  }, []);
  return { keyFor, renew };
}

/** The header to send with a money-moving request. */
export function idempotencyHeader(key: string): Record<string, string> {
  return { 'Idempotency-Key': key };
}
