import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Blocked (red) or Active (green). */
export function StatusBadge({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(pill, blocked ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800')}
    >
      {blocked ? t('status.blocked') : t('status.active')}
    </span>
  );
}

export function RoleBadge({ role }: { role: 'user' | 'admin' }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        pill,
        role === 'admin' ? 'bg-violet-100 text-violet-800' : 'bg-neutral-100 text-neutral-700',
      )}
    >
      {t(`roles.${role}`)}
    </span>
  );
}

export function ReportStatusBadge({ status }: { status: 'pending' | 'reviewed' }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        pill,
        status === 'pending' ? 'bg-amber-100 text-amber-800' : 'bg-neutral-100 text-neutral-600',
      )}
    >
      {t(`reports.status.${status}`)}
    </span>
  );
}
