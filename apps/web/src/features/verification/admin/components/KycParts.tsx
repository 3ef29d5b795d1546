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

export function Flags({ item }: { item: AdminKycRequest }) {
  return (
    <>
      <DuplicateFlag item={item} />
      <LookAlikeFlag accounts={item.duplicate_photo_of} />
    </>
  );
}
