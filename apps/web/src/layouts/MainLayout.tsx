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
import {
  badgeText,
  LiveNotifications,
  tabCounts,
  useBadges,
  useLiveBadges,
} from '../features/notifications';
import { useProfileLanguage } from '../features/profile';
import { getImpersonationToken, setImpersonationToken } from '../lib/api';
import { formatNumber } from '../lib/format';
import { useOnline } from '../lib/offline/network';
import { paths } from '../lib/paths';
import { SESSION_QUERY_KEY } from '../lib/queryClient';
import { cn, PhoneFrame, useToastPlacement } from '../ui';

interface Tab {
  to: string;
  labelKey: string;
  icon: LucideIcon;
  /** Paths (and their sub-paths) where this tab is the current one. */
  match: string[];
  /** Which count the tab shows (GET /api/badges). */
  badge?: 'chats' | 'matches';
}

const TABS: Tab[] = [
  { to: paths.home, labelKey: 'tabs.home', icon: House, match: [paths.home] },
  { to: paths.explore, labelKey: 'tabs.explore', icon: Compass, match: [paths.explore] },
  {
    to: paths.matches,
    labelKey: 'tabs.matches',
    icon: Heart,
    match: [paths.matches],
    badge: 'matches',
  },
  {
    to: paths.chats,
    labelKey: 'tabs.chats',
    icon: MessageCircle,
    match: [paths.chats],
    badge: 'chats',
  },
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
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const counts = tabCounts(useBadges().data);
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
          const count = tab.badge ? counts[tab.badge] : 0;
          const label = t(tab.labelKey);
          return (
            <li key={tab.to} className="min-w-11 flex-auto">
              <NavLink
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-inset',
                  active ? 'text-rose-700' : 'text-neutral-600 hover:text-neutral-900',
                )}
              >
                <Icon aria-hidden="true" className={cn('size-6', active && 'fill-rose-100')} />
                {/* With a count, the name is "Chats, 2 unread" (one text for screen readers,
                    standing for the label and the number on the icon). The number is a div: the
                    label stays the tab's first text span (e2e/small-screen reads its lines). */}
                <span
                  className="whitespace-nowrap px-0.5"
                  aria-hidden={count > 0 ? true : undefined}
                >
                  {label}
                </span>
                {count > 0 && tab.badge && (
                  <span className="sr-only">
                    {t(`tabs.${tab.badge}`, { ns: 'notifications', label, count })}
                  </span>
                )}
                {count > 0 && (
                  <div
                    aria-hidden="true"
                    data-testid={`badge-${tab.badge}`}
                    className="absolute top-0.5 left-1/2 ml-1 min-w-5 rounded-full bg-rose-600 px-1 text-center text-[11px] leading-5 font-bold text-white ring-2 ring-white"
                  >
                    {badgeText(count, (n) => formatNumber(n, i18n.language))}
                  </div>
                )}
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

/** Offline, every screen shows what the device kept (lib/offline): said once, at the top. */
function OfflineNotice() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    // One short line: on a 360×640 phone a taller notice pushed the deck's buttons off screen.
    <p
      role="status"
      className="bg-neutral-800 px-3 py-0.5 text-center text-xs leading-5 text-white"
    >
      {t('offline.notice')}
    </p>
  );
}

/** Member screens: content above a bottom tab bar, which a conversation hides. */
export function MainLayout() {
  const inConversation = useMatch('/chat/:userId') !== null;
  // One socket for the whole member app, so new matches and messages arrive on every screen.
  useRealtimeConnection();
  useProfileLanguage();
  useLiveBadges();
  // Above the tab bar where there is one; a conversation keeps its composer free.
  useToastPlacement(inConversation ? 'top' : 'bottom');
  return (
    <PhoneFrame>
      <ImpersonationBanner />
      <OfflineNotice />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      {/* The push prompt sits above the tabs in the page's flow, covering no screen's buttons. */}
      <div className="pointer-events-none sticky bottom-0 z-30">
        <LiveNotifications promptHidden={inConversation} />
        {!inConversation && (
          <div className="pointer-events-auto">
            <TabBar />
          </div>
        )}
      </div>
    </PhoneFrame>
  );
}
