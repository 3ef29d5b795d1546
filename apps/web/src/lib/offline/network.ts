import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach its server, as far as this tab knows: the browser's own word
 * (`navigator.onLine`, the 'online' and 'offline' events) corrected by what requests find. A
 * phone on a dead mobile link often still says it is online ("lie-fi"): a request that finds no
 * connection (lib/api.ts) marks the tab offline until one gets through or the browser says
 * 'online' again.
 */
let reachable = typeof navigator === 'undefined' ? true : navigator.onLine !== false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (reachable === value) return;
  reachable = value;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set(true));
  window.addEventListener('offline', () => set(false));
}

/** A request found no connection. */
export function noteNetworkFailure(): void {
  set(false);
}

/** A request got an answer (any answer: the server was reached). */
export function noteNetworkAnswer(): void {
  set(true);
}

export function isOnline(): boolean {
  return reachable;
}

/** Calls `listener` each time the tab goes from offline back to online. */
export function onBackOnline(listener: () => void): () => void {
  return subscribe(() => {
    if (reachable) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the tab goes offline or comes back. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnline);
}
