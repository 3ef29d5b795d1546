import { BadgeCheck, ChevronRight, LogOut, type LucideIcon, Pencil, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { cn, Spinner, useToast } from '../../../ui';
import { useSignOut } from '../../auth';

const rowClasses =
  'flex min-h-14 w-full items-center gap-4 px-4 text-left text-base text-neutral-800 ' +
  'hover:bg-neutral-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-inset';

function RowContent({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <Icon aria-hidden="true" className="size-5 text-rose-500" />
      <span className="flex-1">{children}</span>
    </>
  );
}

function LinkRow({ to, icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <li>
      <Link to={to} className={rowClasses}>
        <RowContent icon={icon}>{label}</RowContent>
        <ChevronRight aria-hidden="true" className="size-5 text-neutral-400" />
      </Link>
    </li>
  );
}

export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const signOut = useSignOut();
  const navigate = useNavigate();
  const toast = useToast();

  const logout = () =>
    signOut.mutate(
      { redirectTo: paths.landing },
      {
        onSuccess: () => navigate(paths.landing, { replace: true }),
        onError: (error) => toast.show(errorText(error, t), 'error'),
      },
    );

  return (
    <section className="flex flex-1 flex-col px-4 py-6">
      <h1 className="mb-6 px-1 text-2xl font-bold text-neutral-900">{t('title')}</h1>
      <ul className="divide-y divide-neutral-100 overflow-hidden rounded-2xl border border-neutral-200 bg-white">
        <LinkRow to={paths.ownProfile} icon={UserRound} label={t('viewProfile')} />
        <LinkRow to={paths.editProfile} icon={Pencil} label={t('editProfile')} />
        <LinkRow to={paths.verify} icon={BadgeCheck} label={t('verify')} />
      </ul>
      <ul className="mt-6 overflow-hidden rounded-2xl border border-neutral-200 bg-white">
        <li>
          <button
            type="button"
            onClick={logout}
            disabled={signOut.isPending}
            className={cn(rowClasses, 'disabled:opacity-60')}
          >
            <RowContent icon={LogOut}>
              {signOut.isPending ? t('loggingOut') : t('logout')}
            </RowContent>
            {signOut.isPending && <Spinner size="sm" />}
          </button>
        </li>
      </ul>
    </section>
  );
}
