import { SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { Button, buttonClasses, LoadingScreen, PhoneFrame } from '../ui';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PhoneFrame>
      <main className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
        <SearchX aria-hidden="true" className="size-12 text-rose-400" />
        <h1 className="text-2xl font-bold text-neutral-900">{t('notFound.title')}</h1>
        <p className="text-neutral-600">{t('notFound.body')}</p>
        <Link to={paths.landing} className={buttonClasses('primary', 'md')}>
          {t('notFound.home')}
        </Link>
      </main>
    </PhoneFrame>
  );
}

/** Shown when a screen throws while rendering. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <PhoneFrame>
      <main className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
        <TriangleAlert aria-hidden="true" className="size-12 text-rose-400" />
        <h1 className="text-2xl font-bold text-neutral-900">{t('routeError.title')}</h1>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </main>
    </PhoneFrame>
  );
}

/** While the first screen's code downloads (routes load on demand). */
export function RouteLoading() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('loading')} />;
}
