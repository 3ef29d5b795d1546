import { useSyncExternalStore } from 'react';

/**
 * The one breakpoint of admin lists: a table from Tailwind's `xl` (1280 px) up, cards below.
 * The admin sidebar takes 256 px from `md` up, so `xl` is where a table gets ~960 px.
 */
const WIDE_QUERY = '(min-width: 1280px)';

function subscribe(onChange: () => void) {
  const query = globalThis.matchMedia?.(WIDE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether lists show as tables; without matchMedia (tests, old browsers) they do. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(WIDE_QUERY).matches ?? true,
    () => true,
  );
}
