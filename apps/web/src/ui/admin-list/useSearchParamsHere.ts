import { useLocation, useNavigation, useSearchParams } from 'react-router';

/**
 * useSearchParams whose setter does nothing once the admin is leaving for another screen. A list's
 * search is written to the URL when typing pauses; written while a link's navigation is still
 * pending, it would be a navigation of its own, back to this screen, and the link's click would be
 * lost (seen in the moderation-money journey: type, approve and open History within the pause).
 */
export function useSearchParamsHere() {
  const [params, setParams] = useSearchParams();
  const here = useLocation().pathname;
  const next = useNavigation().location;
  const leaving = next !== undefined && next.pathname !== here;
  const setHere: typeof setParams = (...args) => {
    if (!leaving) setParams(...args);
  };
  return [params, setHere] as const;
}
