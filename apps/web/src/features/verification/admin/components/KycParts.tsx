import type { AdminKycRequest } from '@dating/shared';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LookAlikeFlag } from '../../../../ui/admin-list';

/** Flags of one KYC request: another account's earlier selfie, and look-alike photos. */
export function DuplicateFlag({ item }: { item: AdminKycRequest }) {
  const { t } = useTranslation('adminKyc');
  if (!item.duplicate_of) return null;
  return (
    <p className="mt-1 inline-flex items-start gap-1 rounded-lg bg-orange-50 px-2 py-1 text-xs font-semibold text-orange-800">
      <Copy aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      {t('duplicate', { username: item.duplicate_of.username })}
    </p>
  );
}

/** Whether a request carries a flag (the queue marks it; the A key asks before approving it). */
export function isFlagged(item: AdminKycRequest): boolean {
  return (
    item.avatar_match !== null || item.duplicate_of !== null || item.duplicate_photo_of.length > 0
  );
}

/** Accounts a look-alike sentence names one by one (the rest are counted), as the flag does. */
const NAMED = 3;

/** Each flag the request carries, in words (the keyboard approval's confirmation names them). */
export function useFlagTexts(item: AdminKycRequest | null): string[] {
  const { t } = useTranslation(['adminKyc', 'common']);
  if (!item) return [];
  const texts: string[] = [];
  if (item.avatar_match) texts.push(t(`viewer.avatarMatch.${item.avatar_match}`));
  if (item.duplicate_of) texts.push(t('duplicate', { username: item.duplicate_of.username }));
  const lookAlikes = item.duplicate_photo_of;
  if (lookAlikes.length > 0) {
    const named = lookAlikes.slice(0, NAMED).map((account) => `@${account.username}`);
    const more = lookAlikes.length - named.length;
    const usernames = named.join(t('confirmApprove.separator'));
    texts.push(
      t('confirmApprove.lookAlike', {
        usernames:
          more > 0 ? `${usernames} ${t('common:lookAlike.more', { count: more })}` : usernames,
      }),
    );
  }
  return texts;
}

export function Flags({ item }: { item: AdminKycRequest }) {
  return (
    <>
      <DuplicateFlag item={item} />
      <LookAlikeFlag accounts={item.duplicate_photo_of} />
    </>
  );
}
