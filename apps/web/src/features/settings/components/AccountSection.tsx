import { KeyRound, LogOut, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui';
import { RowContent, rowClasses } from './SettingsRows';

/**
 * Settings › Account (issue 34): what concerns the account itself, apart from the everyday
 * items and at the end of the page, so Delete Account is not one tap among View Profile and
 * Boost. Change Password, Delete Account, then Log out (the spec's order).
 */
export function AccountSection({
  readOnly,
  onOpen,
  onLogout,
  loggingOut,
}: {
  readOnly: boolean;
  onOpen: (dialog: 'password' | 'delete') => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { t } = useTranslation('settings');
  return (
    <section aria-labelledby="settings-account" className="mt-6">
      <h2 id="settings-account" className="mb-2 px-1 text-lg font-semibold text-neutral-900">
        {t('account.heading')}
      </h2>
      <ul className="divide-y divide-neutral-100 overflow-hidden rounded-2xl border border-neutral-200 bg-white">
        <li>
          <button
            type="button"
            className={rowClasses}
            disabled={readOnly}
            onClick={() => onOpen('password')}
          >
            <RowContent icon={KeyRound}>{t('password.item')}</RowContent>
          </button>
        </li>
        <li>
          <button
            type="button"
            className={rowClasses}
            disabled={readOnly}
            onClick={() => onOpen('delete')}
          >
            <RowContent icon={Trash2} danger>
              {t('delete.item')}
            </RowContent>
          </button>
        </li>
        <li>
          <button type="button" onClick={onLogout} disabled={loggingOut} className={rowClasses}>
            <RowContent icon={LogOut}>{loggingOut ? t('loggingOut') : t('logout')}</RowContent>
            {loggingOut && <Spinner size="sm" />}
          </button>
        </li>
      </ul>
    </section>
  );
}
