import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { LoadingScreen } from '../../../ui';
import { useRedeemImpersonation } from '../api';

/** Opens an admin's one-time "View As" link: a bearer session kept in this tab only. */
export function ImpersonateScreen() {
  // Also the error messages, shown when the link cannot be redeemed (suspends until loaded).
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const redeem = useRedeemImpersonation();
  const started = useRef(false);

  useEffect(() => {
    // The link is single use: redeem it once, even under StrictMode's double effects.
    if (!token || started.current) return;
    started.current = true;
    redeem.mutate(token, { onSuccess: () => navigate(paths.home, { replace: true }) });
  }, [token, redeem, navigate]);

  if (!token || redeem.isError) {
    return (
      <main className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <h1 className="text-xl font-bold text-neutral-900">{t('impersonate.title')}</h1>
        <p role="alert" className="text-red-700">
          {token
            ? t('impersonate.failed', { message: errorText(redeem.error, t) })
            : t('impersonate.missingToken')}
        </p>
      </main>
    );
  }
  return <LoadingScreen label={t('impersonate.loading')} />;
}
