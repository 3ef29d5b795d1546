import { type VerificationDisplayState, verificationDisplayState } from '@dating/shared';
import { BadgeCheck, ChevronRight, type LucideIcon, Pencil, Rocket, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../lib/intl';
import { paths } from '../../../lib/paths';
import { cn, LanguageSwitch, useToast, useViewingAs, ViewAsReadOnly } from '../../../ui';
import { useSignOut } from '../../auth';
import { NotificationSettings } from '../../notifications';
import { useMe, useUpdateProfile } from '../../profile';
import { BlockedMembers } from '../../safety';
import { activeBoostUntil } from '../api';
import { AccountSection } from '../components/AccountSection';
import { BoostDialog } from '../components/BoostDialog';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { DataSaverSetting } from '../components/DataSaverSetting';
import { DeleteAccountDialog } from '../components/DeleteAccountDialog';
import { RowContent, rowClasses } from '../components/SettingsRows';

function LinkRow({
  to,
  icon,
  label,
  badge,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  badge?: ReactNode;
}) {
  return (
    <li>
      <Link to={to} className={rowClasses}>
        {/* The badge sits under the label: long labels (Burmese) keep the whole row's width. */}
        <RowContent icon={icon} detail={badge && <span className="mt-1 flex">{badge}</span>}>
          {label}
        </RowContent>
        <ChevronRight aria-hidden="true" className="size-5 text-neutral-400" />
      </Link>
    </li>
  );
}

const badgeStyles: Record<VerificationDisplayState, string> = {
  verified: 'bg-sky-100 text-sky-800',
  pending: 'bg-amber-100 text-amber-800',
  denied: 'bg-red-100 text-red-800',
  unverified: 'bg-neutral-100 text-neutral-700',
};

/** Re-renders when an active boost ends, so the Boost item comes back by itself. */
function useRerenderAt(time: Date | null) {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const at = time?.getTime() ?? null;
  useEffect(() => {
    if (at === null) return;
    const timer = setTimeout(tick, Math.max(0, at - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [at]);
}

type OpenDialog = 'boost' | 'delete' | 'password' | null;

export function SettingsScreen() {
  const { t, i18n } = useTranslation('settings');
  const me = useMe();
  const updateProfile = useUpdateProfile();
  const signOut = useSignOut();
  // A View As tab changes nothing: disabled, and said so (issue 31).
  const readOnly = useViewingAs();
  const navigate = useNavigate();
  const toast = useToast();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const closeTo = (open: boolean) => !open && setDialog(null);

  const boostedUntil = activeBoostUntil(me.data?.boosted_until ?? null);
  useRerenderAt(boostedUntil);
  const dateTime = dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const verification = me.data ? verificationDisplayState(me.data) : null;

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
      <ViewAsReadOnly className="mb-4" />
      <ul className="divide-y divide-neutral-100 overflow-hidden rounded-2xl border border-neutral-200 bg-white">
        <LinkRow to={paths.ownProfile} icon={UserRound} label={t('viewProfile')} />
        <LinkRow to={paths.editProfile} icon={Pencil} label={t('editProfile')} />
        <LinkRow
          to={paths.verify}
          icon={BadgeCheck}
          label={t('verify')}
          badge={
            verification && (
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  badgeStyles[verification],
                )}
              >
                {t(`verification.${verification}`)}
              </span>
            )
          }
        />
        <li>
          <button
            type="button"
            // Active: still legible, with the end of the boost in green.
            className={cn(rowClasses, boostedUntil && 'disabled:opacity-100')}
            disabled={me.isPending || boostedUntil !== null || readOnly}
            onClick={() => setDialog('boost')}
          >
            <RowContent
              icon={Rocket}
              detail={
                boostedUntil && (
                  <span className="font-medium text-emerald-700">
                    {t('boost.activeUntil', { date: dateTime.format(boostedUntil) })}
                  </span>
                )
              }
            >
              <span className={cn(boostedUntil && 'text-neutral-500')}>{t('boost.item')}</span>
            </RowContent>
          </button>
        </li>
      </ul>
      <section
        aria-labelledby="settings-language"
        className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-neutral-200 bg-white px-4 py-3"
      >
        <h2 id="settings-language" className="font-medium text-neutral-900">
          {t('language')}
        </h2>
        {/* Also kept in the profile, so the member's other devices can follow it. */}
        <LanguageSwitch
          onChange={(language) => {
            // The tab's own language may change; the member's profile is not written in View As.
            if (!readOnly) updateProfile.mutate({ language });
          }}
        />
      </section>
      <DataSaverSetting />
      <NotificationSettings />
      <BlockedMembers />
      <AccountSection
        readOnly={readOnly}
        onOpen={setDialog}
        onLogout={logout}
        loggingOut={signOut.isPending}
      />
      <BoostDialog open={dialog === 'boost'} onOpenChange={closeTo} />
      <ChangePasswordDialog open={dialog === 'password'} onOpenChange={closeTo} />
      <DeleteAccountDialog open={dialog === 'delete'} onOpenChange={closeTo} />
    </section>
  );
}
