/**
 * What the member last saw, kept on the device (localStorage) so the app opens offline: one key
 * per name, `{at, data}`, at most MAX_ENTRIES of them (the oldest go first). Private data on a
 * shared phone: sign-out and a new session forget it all (forgetSaved).
 */
const PREFIX = 'offline:';
const MAX_ENTRIES = 40;

export type Saved<T = unknown> = { at: number; data: T };

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled: the app works online only
  }
}

const keysIn = (store: Storage) => Object.keys(store).filter((key) => key.startsWith(PREFIX));

export function readSaved<T>(name: string): Saved<T> | undefined {
  try {
    return JSON.parse(storage()?.getItem(PREFIX + name) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

export function savedNames(): string[] {
  const store = storage();
  return store ? keysIn(store).map((key) => key.slice(PREFIX.length)) : [];
}

export function save(name: string, data: unknown, at = Date.now()): void {
  const store = storage();
  try {
    store?.setItem(PREFIX + name, JSON.stringify({ at, data }));
    const names = savedNames();
    if (names.length <= MAX_ENTRIES) return;
    const byAge = names.sort((a, b) => (readSaved(a)?.at ?? 0) - (readSaved(b)?.at ?? 0));
    for (const old of byAge.slice(0, names.length - MAX_ENTRIES)) store?.removeItem(PREFIX + old);
  } catch {
    // Full: what is saved stays; this one is only missing offline.
  }
}

/** Forgets one saved entry (a conversation that ended). */
export function forget(name: string): void {
  storage()?.removeItem(PREFIX + name);
}

export function forgetSaved(): void {
  const store = storage();
  if (store) for (const key of keysIn(store)) store.removeItem(key);
}
