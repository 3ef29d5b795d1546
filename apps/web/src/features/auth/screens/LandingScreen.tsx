import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../lib/nav';
import { paths } from '../../../lib/paths';
import { buttonClasses, LanguageSwitch } from '../../../ui';

export function LandingScreen() {
  const { t } = useTranslation(['common', 'auth']);
  return (
    <main className="flex flex-1 flex-col justify-between bg-gradient-to-b from-rose-500 to-pink-600 px-6 pt-24 pb-10 text-white">
      <div className="flex flex-col items-center text-center">
        <span className="mb-6 inline-flex size-20 items-center justify-center rounded-3xl bg-white/15">
          <Heart aria-hidden="true" className="size-10 fill-current" />
        </span>
        <h1 className="text-4xl font-extrabold tracking-tight">{t('appName')}</h1>
        <p className="mt-4 max-w-xs text-lg text-rose-50">{t('tagline')}</p>
      </div>
      <div className="flex flex-col gap-3">
        <AppLink
          to={paths.signUp}
          className={buttonClasses(
            'secondary',
            'lg',
            'border-transparent focus-visible:ring-white focus-visible:ring-offset-rose-600',
          )}
        >
          {t('auth:landing.signUp')}
        </AppLink>
        <AppLink
          to={paths.signIn}
          className={buttonClasses(
            'ghost',
            'lg',
            'border border-white/70 text-white hover:bg-white/10 active:bg-white/20 focus-visible:ring-white focus-visible:ring-offset-rose-600',
          )}
        >
          {t('auth:landing.signIn')}
        </AppLink>
        <LanguageSwitch tone="onColor" className="mt-3 self-center" />
      </div>
    </main>
  );
}
