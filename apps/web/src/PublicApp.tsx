import { type ComponentType, useEffect, useState } from 'react';
import { useSession } from './features/auth';
import { LandingScreen, SignInScreen, SignUpScreen } from './features/auth/screens';
import { preloadFullApp } from './fullApp';
import { type Navigate, NavProvider } from './lib/nav';
import { isPublicPath, paths } from './lib/paths';
import { PhoneFrame } from './ui';

/** The screens a visitor can reach without the full app (and its router). */
const SCREENS: Record<string, ComponentType> = {
  [paths.landing]: LandingScreen,
  [paths.signIn]: SignInScreen,
  [paths.signUp]: SignUpScreen,
};

/**
 * A visitor's first screens (main.tsx loads this module only for a visitor, so a member's /home
 * carries neither these screens nor the form kit), rendered without React Router (ADR 019): the landing page and the
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
