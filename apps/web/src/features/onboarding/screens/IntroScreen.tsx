import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { buttonClasses } from '../../../ui';
import { useSignOut } from '../../auth';
import { clearDraft } from '../draft';

/** First onboarding step: heading 'Be Honest', button 'Add Your Details'. */
export function IntroScreen() {
  const { t } = useTranslation('onboarding');
  const signOut = useSignOut();
  const navigate = useNavigate();
  // Someone who signed up by mistake, or on a shared phone, must be able to leave here.
  const logout = () =>
    signOut.mutate(
      { redirectTo: paths.landing },
      {
        onSuccess: () => {
          clearDraft();
          navigate(paths.landing, { replace: true });
        },
      },
    );
  return (
    <section className="flex flex-1 flex-col justify-between px-6 pt-10 pb-8">
      <div className="flex flex-col items-center text-center">
        <span className="mb-6 inline-flex size-20 items-center justify-center rounded-full bg-rose-100 text-rose-600">
          <ShieldCheck aria-hidden="true" className="size-10" />
        </span>
        <h1 className="text-3xl font-bold text-neutral-900">{t('intro.heading')}</h1>
        <p className="mt-4 text-neutral-600">{t('intro.body')}</p>
      </div>
      <div className="flex flex-col gap-3">
        <Link to={paths.onboarding('terms')} className={buttonClasses('primary', 'lg')}>
          {t('intro.cta')}
        </Link>
        <button
          type="button"
          onClick={logout}
          disabled={signOut.isPending}
          className={buttonClasses('ghost', 'md')}
        >
          {t('intro.logout')}
        </button>
      </div>
    </section>
  );
}
