import { useQueryClient } from '@tanstack/react-query';
import {
  Compass,
  Heart,
  House,
  type LucideIcon,
  MessageCircle,
  ShoppingBag,
  User,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useMatch, useNavigate } from 'react-router';
import { useSession } from '../features/auth';
import { useRealtimeConnection } from '../features/chat';
import { useProfileLanguage } from '../features/profile';
import { getImpersonationToken, setImpersonationToken } from '../lib/api';
import { paths } from '../lib/paths';
import { SESSION_QUERY_KEY } from '../lib/queryClient';
import { cn, PhoneFrame } from '../ui';

interface Tab {
  to: string;
  labelKey: string;
  icon: LucideIcon;
  /** Paths (and their sub-paths) where this tab is the current one. */
  match: string[];
}

const TABS: Tab[] = [
  { to: paths.home, labelKey: 'tabs.home', icon: House, match: [paths.home] },
  { to: paths.explore, labelKey: 'tabs.explore', icon: Compass, match: [paths.explore] },
  { to: paths.matches, labelKey: 'tabs.matches', icon: Heart, match: [paths.matches] },
  { to: paths.chats, labelKey: 'tabs.chats', icon: MessageCircle, match: [paths.chats] },
  { to: paths.shop, labelKey: 'tabs.shop', icon: ShoppingBag, match: [paths.shop] },
  {
    to: paths.settings,
    labelKey: 'tabs.profile',
    icon: User,
    match: [paths.settings, '/profile$'],
  },
];

function isActive(tab: Tab, pathname: string): boolean {
  return tab.match.some((prefix) =>
    prefix.endsWith('$')
      ? pathname === prefix.slice(0, -1)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('tabs.label')}
      className="sticky bottom-0 z-30 border-t border-neutral-200 bg-white pb-[env(safe-area-inset-bottom)]"
    >
      {/* Each tab as wide as its label needs (never wrapped), the spare width shared out:
          Burmese labels differ in length far more than English ones (issue 18). */}
      <ul className="flex">
        {TABS.map((tab) => {
          const active = isActive(tab, pathname);
          const Icon = tab.icon;
          return (
            <li key={tab.to} className="min-w-11 flex-auto">
              <NavLink
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-inset',
                  active ? 'text-rose-700' : 'text-neutral-600 hover:text-neutral-900',
                )}
              >
                <Icon aria-hidden="true" className={cn('size-6', active && 'fill-rose-100')} />
                <span className="whitespace-nowrap px-0.5">{t(tab.labelKey)}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Shown in a "View As" tab: whose view this is, and a way back to the admin's own session. */
function ImpersonationBanner() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  if (!getImpersonationToken() || !user) return null;
  const exit = () => {
    setImpersonationToken(null);
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    window.close();
    void navigate(paths.admin, { replace: true });
  };
  return (
    <div className="flex items-center justify-between gap-3 bg-amber-100 px-4 py-1 text-sm text-amber-900">
      <p className="flex flex-col">
        <span className="font-semibold">
          {t('impersonation.banner', { username: user.username })}
        </span>
        <span>{t('impersonation.readOnly')}</span>
      </p>
      <button
        type="button"
        onClick={exit}
        className="min-h-11 rounded-full px-3 font-semibold underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-600"
      >
        {t('impersonation.exit')}
      </button>
    </div>
  );
}

/** Member screens: content above a bottom tab bar, which a conversation hides. */
export function MainLayout() {
  const inConversation = useMatch('/chat/:userId') !== null;
  // One socket for the whole member app, so new matches and messages arrive on every screen.
  useRealtimeConnection();
  useProfileLanguage();
  return (
    <PhoneFrame>
      <ImpersonationBanner />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      {!inConversation && <TabBar />}
    </PhoneFrame>
  );
}
