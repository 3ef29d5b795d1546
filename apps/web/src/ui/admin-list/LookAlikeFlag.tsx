import type { DuplicatePhotoOf } from '@dating/shared';
import { Images } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** Accounts named one by one; the rest are counted (a stock photo may be on dozens). */
const SHOWN = 3;

/**
 * A picture of this account (profile photo, selfie or deposit proof) looks like one on other
 * accounts: each is a link to that member in the Users list, so the admin can compare. The links
 * sit inline in the sentence, like links in text.
 */
export function LookAlikeFlag({ accounts }: { accounts: DuplicatePhotoOf[] | undefined }) {
  const { t } = useTranslation();
  if (!accounts || accounts.length === 0) return null;
  const shown = accounts.slice(0, SHOWN);
  return (
    <p
      className="mt-1 inline-block rounded-lg bg-orange-50 px-2 py-1 text-xs font-semibold text-orange-800"
      title={t('lookAlike.title')}
    >
      <Images aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
      {t('lookAlike.label')}
      {shown.map((account, index) => (
        <Fragment key={account.user_id}>
          {index === 0 ? ' ' : ', '}
          <Link
            className="underline underline-offset-2 hover:text-orange-950"
            to={`${paths.adminUsers}?q=${encodeURIComponent(account.username)}`}
          >
            @{account.username}
          </Link>
        </Fragment>
      ))}
      {accounts.length > SHOWN && ` ${t('lookAlike.more', { count: accounts.length - SHOWN })}`}
    </p>
  );
}
