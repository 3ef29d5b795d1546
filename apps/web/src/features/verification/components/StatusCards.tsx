import { BadgeCheck, CircleX, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { buttonClasses } from '../../../ui';

/** 'You Are Verified!' with the way back to Settings. */
export function VerifiedCard() {
  const { t } = useTranslation('verification');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-6 text-center">
      <BadgeCheck aria-hidden="true" className="size-14 text-sky-600" />
      <h2 className="text-xl font-bold text-neutral-900">{t('verified.title')}</h2>
      <p className="text-neutral-700">{t('verified.body')}</p>
      <Link to={paths.settings} className={buttonClasses('primary', 'md', 'mt-2')}>
        {t('verified.back')}
      </Link>
    </div>
  );
}

/** 'Review in Progress' while an admin has not decided yet. */
export function PendingCard() {
  const { t } = useTranslation('verification');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-center">
      <Hourglass aria-hidden="true" className="size-12 text-amber-600" />
      <h2 className="text-xl font-bold text-neutral-900">{t('pending.title')}</h2>
      <p className="text-neutral-700">{t('pending.body')}</p>
      <Link to={paths.settings} className={buttonClasses('secondary', 'md', 'mt-2')}>
        {t('verified.back')}
      </Link>
    </div>
  );
}

/** 'Request Denied' with the admin's notes, or the spec's general advice. */
export function DeniedBanner({ notes }: { notes: string | null | undefined }) {
  const { t } = useTranslation('verification');
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t('denied.title')}</p>
        <p className="text-sm break-words">{notes?.trim() || t('denied.fallback')}</p>
      </div>
    </div>
  );
}
