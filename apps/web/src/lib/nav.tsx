import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
} from 'react';

/**
 * Navigation for the screens a visitor sees first (/, /signin, /signup), without React Router.
 *
 * A visitor's first visit runs without the router (about 32 KB compressed, ADR 019): main.tsx
 * renders these screens through PublicApp, which answers navigation itself. Once the full app
 * (App.tsx) is running, RootLayout provides the router's navigate instead, so the same screens
 * work in both.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

const NavContext = createContext<Navigate | null>(null);

export function NavProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return <NavContext.Provider value={navigate}>{children}</NavContext.Provider>;
}

/** The navigate function of whichever app runs the screen. */
export function useNav(): Navigate {
  const navigate = useContext(NavContext);
  if (!navigate) throw new Error('useNav outside NavProvider');
  return navigate;
}

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link that navigates in the page (a plain link with modifier keys, as any link). */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const navigate = useNav();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}
