import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Flag,
  History,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Menu,
  ScrollText,
  ShieldAlert,
  ShieldCheck,
  Users,
  X,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useSignOut } from '../features/auth';
import { errorText } from '../lib/i18n';
import { paths } from '../lib/paths';
import { cn, useToast } from '../ui';
import { useQueueCounts } from './useQueueCounts';

interface AdminLink {
  to: string;
  labelKey: string;
  icon: LucideIcon;
  end?: boolean;
  /** The queue whose open count the link shows. */
  queue?: 'reports' | 'suspected' | 'kyc' | 'deposits' | 'withdrawals';
}

const LINKS: AdminLink[] = [
  { to: paths.admin, labelKey: 'nav.dashboard', icon: LayoutDashboard, end: true },
  { to: paths.adminUsers, labelKey: 'nav.users', icon: Users },
  { to: paths.adminKyc, labelKey: 'nav.kyc', icon: ShieldCheck, queue: 'kyc' },
  { to: paths.adminReports, labelKey: 'nav.reports', icon: Flag, queue: 'reports' },
  {
    to: paths.adminSuspected,
    labelKey: 'nav.suspected',
    icon: ShieldAlert,
    queue: 'suspected',
  },
  { to: paths.adminDeposits, labelKey: 'nav.deposits', icon: ArrowDownToLine, queue: 'deposits' },
  {
    to: paths.adminWithdrawals,
    labelKey: 'nav.withdrawals',
    icon: ArrowUpFromLine,
    queue: 'withdrawals',
  },
  { to: paths.adminHistory, labelKey: 'nav.history', icon: History },
  { to: paths.adminAudit, labelKey: 'nav.audit', icon: ScrollText },
];

const itemClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500';

function AdminNav() {
  const { t } = useTranslation('admin');
  const signOut = useSignOut();
  const toast = useToast();
  const counts = useQueueCounts();
  return (
    <ul className="flex flex-col gap-1">
      {LINKS.map(({ to, labelKey, icon: Icon, end, queue }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            className={({ isActive }) =>
              cn(
                itemClasses,
                isActive ? 'bg-rose-50 text-rose-700' : 'text-neutral-700 hover:bg-neutral-100',
              )
            }
          >
            <Icon aria-hidden="true" className="size-5" />
            {t(labelKey)}
            {queue && counts.data && (
              <span
                data-queue={queue}
                className={cn(
                  'ml-auto min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-semibold tabular-nums',
                  counts.data[queue] > 0
                    ? 'bg-rose-600 text-white'
                    : 'bg-neutral-100 text-neutral-500',
                )}
              >
                <span className="sr-only">{t('nav.openCount', { count: counts.data[queue] })}</span>
                <span aria-hidden="true">{counts.data[queue]}</span>
              </span>
            )}
          </NavLink>
        </li>
      ))}
      <li className="mt-2 border-t border-neutral-200 pt-2">
        <button
          type="button"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(
              { redirectTo: paths.signIn },
              { onError: (error) => toast.show(errorText(error, t), 'error') },
            )
          }
          className={cn(itemClasses, 'text-neutral-700 hover:bg-neutral-100 disabled:opacity-60')}
        >
          <LogOut aria-hidden="true" className="size-5" />
          {t('nav.logout')}
        </button>
      </li>
    </ul>
  );
}

/** Admin screens: a sidebar on wide screens, a collapsible top menu on a phone. */
export function AdminLayout() {
  const { t } = useTranslation(['admin', 'common']);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // Close the phone menu after moving to another page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="min-h-dvh bg-neutral-50 md:flex">
      <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white md:hidden">
        <div className="flex items-center justify-between px-4 py-1">
          <span className="font-bold text-rose-600">
            {t('common:appName')} · {t('title')}
          </span>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">{t('menu')}</span>
          </button>
        </div>
        {menuOpen && (
          <nav id="admin-menu" aria-label={t('navLabel')} className="px-3 pb-3">
            <AdminNav />
          </nav>
        )}
      </header>
      <aside className="hidden w-64 shrink-0 border-r border-neutral-200 bg-white p-4 md:block">
        <div className="sticky top-4">
          <p className="mb-6 px-3 text-lg font-bold text-rose-600">
            {t('common:appName')} · {t('title')}
          </p>
          <nav aria-label={t('navLabel')}>
            <AdminNav />
          </nav>
        </div>
      </aside>
      <main className="min-w-0 flex-1 p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}
