import { useSyncExternalStore } from 'react';

const DESKTOP_QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const query = globalThis.matchMedia?.(DESKTOP_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Tables on a desktop, cards on a phone (Tailwind's `md`); no matchMedia counts as desktop. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(DESKTOP_QUERY).matches ?? true,
    () => true,
  );
}
