import type { AdminStats } from '@dating/shared';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ChevronRight,
  Flag,
  Heart,
  type LucideIcon,
  ShieldAlert,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { cn, Skeleton } from '../../../ui';
import { AdminHeading, LoadFailed } from '../../../ui/admin-list';
import { useAdminStats } from '../api';

interface StatCard {
  key: keyof AdminStats;
  labelKey: string;
  icon: LucideIcon;
  to?: string;
  tone: string;
}

const CARDS: StatCard[] = [
  { key: 'total_users', labelKey: 'totalUsers', icon: Users, tone: 'bg-sky-100 text-sky-700' },
  {
    key: 'total_matches',
    labelKey: 'totalMatches',
    icon: Heart,
    tone: 'bg-rose-100 text-rose-700',
  },
  {
    key: 'pending_verifications',
    labelKey: 'pendingVerifications',
    icon: ShieldCheck,
    to: paths.adminKyc,
    tone: 'bg-violet-100 text-violet-700',
  },
  {
    key: 'pending_reports',
    labelKey: 'pendingReports',
    icon: Flag,
    to: paths.adminReports,
    tone: 'bg-amber-100 text-amber-700',
  },
  {
    key: 'pending_suspected',
    labelKey: 'pendingSuspected',
    icon: ShieldAlert,
    to: paths.adminSuspected,
    tone: 'bg-red-100 text-red-700',
  },
  {
    key: 'pending_deposits',
    labelKey: 'pendingDeposits',
    icon: ArrowDownToLine,
    to: paths.adminDeposits,
    tone: 'bg-emerald-100 text-emerald-700',
  },
  {
    key: 'pending_withdrawals',
    labelKey: 'pendingWithdrawals',
    icon: ArrowUpFromLine,
    to: paths.adminWithdrawals,
    tone: 'bg-teal-100 text-teal-700',
  },
];

const cardClasses =
  'flex min-h-28 items-center gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm';

/** /admin: seven counts; the five pending ones link to the page that clears them. */
export function DashboardScreen() {
  const { t } = useTranslation('admin');
  const stats = useAdminStats();
  const format = useFormat();

  return (
    <section className="flex flex-col gap-4">
      <AdminHeading title={t('dashboard.title')} />
      {stats.isError && (
        <LoadFailed message={t('dashboard.loadFailed')} onRetry={() => void stats.refetch()} />
      )}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {CARDS.map(({ key, labelKey, icon: Icon, to, tone }) => {
          const label = t(`dashboard.${labelKey}`);
          const value = stats.data?.[key];
          const body = (
            <>
              <span
                className={cn(
                  'inline-flex size-12 shrink-0 items-center justify-center rounded-full',
                  tone,
                )}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="flex flex-1 flex-col">
                <span className="text-sm font-medium text-neutral-600">{label}</span>
                {value === undefined ? (
                  stats.isPending ? (
                    <Skeleton className="mt-1 h-8 w-20" />
                  ) : (
                    <span className="text-3xl font-bold text-neutral-400">–</span>
                  )
                ) : (
                  <span className="text-3xl font-bold tabular-nums text-neutral-900">
                    {format.number(value)}
                  </span>
                )}
              </span>
            </>
          );
          return (
            <li key={key}>
              {to ? (
                <Link
                  to={to}
                  className={cn(
                    cardClasses,
                    'transition-colors hover:border-rose-300 hover:bg-rose-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
                  )}
                >
                  {body}
                  <ChevronRight aria-hidden="true" className="size-5 text-neutral-400" />
                </Link>
              ) : (
                <div className={cardClasses}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
