import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { buttonClasses, PhoneFrame } from '../ui';

/** An address no route knows; its own chunk, loaded only for such an address. */
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
