import { type ComponentType, useEffect, useState } from 'react';
import { LandingScreen, SignInScreen, SignUpScreen, useSession } from './features/auth';
import { type Navigate, NavProvider } from './lib/nav';
import { paths } from './lib/paths';
import { PhoneFrame } from './ui';

/** The screens a visitor can reach without the full app (and its router). */
const SCREENS: Record<string, ComponentType> = {
  [paths.landing]: LandingScreen,
  [paths.signIn]: SignInScreen,
  [paths.signUp]: SignUpScreen,
};

export function isPublicPath(pathname: string): boolean {
  return Object.hasOwn(SCREENS, pathname);
}

/** Fetches the full app's code ahead of need: once a visitor starts using a form or a link. */
export const preloadFullApp = () => import('./App');

/**
 * A visitor's first screens, rendered without React Router (ADR 019): the landing page and the
 * credentials forms navigate among themselves here; any other address hands over to the full
 * app (`onLeave`), which takes the address the tab is then on. A session found after all (the
 * hint was missing, or the member signed in in another tab) hands over too, and the full app's
 * guards send the member on.
 */
export function PublicApp({ onLeave }: { onLeave: () => void }) {
  const [pathname, setPathname] = useState(() => location.pathname);
  const { data: user } = useSession();

  useEffect(() => {
    const followHistory = () => {
      if (isPublicPath(location.pathname)) setPathname(location.pathname);
      else onLeave();
    };
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, [onLeave]);

  useEffect(() => {
    if (user) onLeave();
  }, [user, onLeave]);

  const navigate: Navigate = (to, options) => {
    history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
    const next = new URL(to, location.href).pathname;
    if (isPublicPath(next)) {
      setPathname(next);
      window.scrollTo(0, 0);
    } else {
      onLeave();
    }
  };

  const Screen = SCREENS[pathname] ?? LandingScreen;
  return (
    <NavProvider navigate={navigate}>
      <PhoneFrame>
        <div
          className="contents"
          onFocusCapture={() => void preloadFullApp()}
          onPointerDownCapture={() => void preloadFullApp()}
        >
          <Screen />
        </div>
      </PhoneFrame>
    </NavProvider>
  );
}
