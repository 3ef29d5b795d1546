import { useRef } from 'react';
import { createSearchParams, useLocation, useNavigation, useSearchParams } from 'react-router';

type SetParams = ReturnType<typeof useSearchParams>[1];

/**
 * useSearchParams with two fixes for list screens whose filters are written to the URL:
 * - A write builds on the previous write even before its navigation has rendered. React Router
 *   hands a function update the params of the last render, so a typed filter written when its
 *   pause ends and a select changed just after it would each start from the old URL and the
 *   second would drop the first (seen in the moderation journey on a loaded machine: member
 *   typed, action chosen, and the URL kept only the action).
 * - The setter does nothing once the admin is leaving for another screen: written while a link's
 *   navigation is still pending, a delayed search write would be a navigation of its own, back to
 *   this screen, and the link's click would be lost (the moderation-money journey: type, approve
 *   and open History within the pause).
 */
export function useSearchParamsHere() {
  const [params, setParams] = useSearchParams();
  const here = useLocation().pathname;
  const next = useNavigation().location;
  const leaving = next !== undefined && next.pathname !== here;
  const rendered = useRef(params);
  rendered.current = params;
  // The params last written, with the rendered params they were written on.
  const written = useRef<{ on: URLSearchParams; value: URLSearchParams } | null>(null);
  const setHere: SetParams = (init, options) => {
    if (leaving) return;
    const on = rendered.current;
    const base = written.current?.on === on ? written.current.value : on;
    const value =
      typeof init === 'function'
        ? createSearchParams(init(new URLSearchParams(base)))
        : createSearchParams(init);
    written.current = { on, value };
    setParams(value, options);
  };
  return [params, setHere] as const;
}
