import { CircleAlert, Compass, MapPinOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, isNetworkError } from '../../../lib/api';
import { errorText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Button, buttonClasses, Skeleton } from '../../../ui';

function StateShell({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <div
      role={role}
      className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-10 text-center"
    >
      {children}
    </div>
  );
}

/** A card-shaped skeleton where the first card will be: the deck's shape shows at once. */
export function DeckLoading() {
  const { t } = useTranslation('discovery');
  return (
    <div
      role="status"
      data-testid="deck-skeleton"
      className="relative mx-1 flex min-h-[26rem] flex-1 flex-col overflow-hidden rounded-3xl bg-neutral-200 shadow-xl"
    >
      <span className="sr-only">{t('deck.loading')}</span>
      <div className="flex-1 animate-pulse bg-gradient-to-b from-neutral-200 to-neutral-300" />
      <div className="absolute inset-x-4 bottom-5 flex flex-col gap-2" aria-hidden="true">
        <Skeleton className="h-8 w-1/2 bg-neutral-300" />
        <Skeleton className="h-4 w-1/3 bg-neutral-300" />
      </div>
    </div>
  );
}

/** 'Something went wrong': no search point (link to Edit Profile) or any other failure (retry). */
export function DeckError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('discovery');
  const noLocation = isApiError(error) && error.code === 'SEARCH_LOCATION_REQUIRED';
  // No connection and no cards kept on the phone: nothing went wrong, the network is gone.
  const offline = isNetworkError(error);
  const Icon = noLocation ? MapPinOff : CircleAlert;
  return (
    <StateShell>
      <Icon aria-hidden="true" className="size-12 text-rose-400" />
      <div role="alert" className="flex flex-col gap-2">
        {!offline && <h2 className="text-xl font-bold text-neutral-900">{t('deck.errorTitle')}</h2>}
        <p className="text-neutral-600">
          {offline ? errorText(error) : noLocation ? t('deck.noLocation') : t('deck.loadFailed')}
        </p>
      </div>
      {noLocation ? (
        <Link to={paths.editProfile} className={buttonClasses('primary', 'md')}>
          {t('deck.editProfile')}
        </Link>
      ) : (
        <Button onClick={onRetry}>{t('deck.retry')}</Button>
      )}
    </StateShell>
  );
}

export function DeckEmpty() {
  const { t } = useTranslation('discovery');
  return (
    <StateShell>
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-rose-100">
        <Compass aria-hidden="true" className="size-10 text-rose-500" />
      </span>
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-bold text-neutral-900">{t('deck.emptyTitle')}</h2>
        <p className="text-neutral-600">{t('deck.emptyBody')}</p>
      </div>
      <Link to={paths.editProfile} className={buttonClasses('secondary', 'md')}>
        {t('deck.adjustFilters')}
      </Link>
    </StateShell>
  );
}
