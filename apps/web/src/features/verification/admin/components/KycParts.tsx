import type { AdminKycRequest } from '@dating/shared';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../ui';
import { LookAlikeFlag } from '../../../../ui/admin-list';

/** Cells of one KYC request, shared by the table (wide screens) and the cards. */

/** Selfie 1, Selfie 2, Avatar Snapshot: thumbnails that open the private image in a new tab. */
export function KycPhotos({ item, small = false }: { item: AdminKycRequest; small?: boolean }) {
  const { t } = useTranslation('adminKyc');
  const photos = [
    { key: 'selfie1', url: item.selfie1_url },
    { key: 'selfie2', url: item.selfie2_url },
    { key: 'avatar', url: item.avatar_snapshot_url },
  ] as const;
  return (
    <ul className="flex gap-2">
      {photos.map(({ key, url }) => (
        <li key={key}>
          {url ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(
                'flex flex-col items-center gap-1 rounded-lg text-center text-xs font-medium text-rose-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
                small ? 'w-16' : 'w-20',
              )}
            >
              <img
                src={url}
                alt=""
                loading="lazy"
                className={cn(
                  'rounded-lg bg-neutral-100 object-cover',
                  small ? 'size-16' : 'size-20',
                )}
              />
              {t(`photos.${key}`)}
            </a>
          ) : (
            <span className="text-xs text-neutral-400">{t(`photos.${key}`)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function Challenges({ item }: { item: AdminKycRequest }) {
  const { t } = useTranslation('verification');
  return (
    <ol className="list-decimal pl-4 text-sm text-neutral-700">
      {[item.challenge1, item.challenge2].map((challenge, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: always the two challenges in order
        <li key={index}>{challenge ? t(`challenges.${challenge}`) : '—'}</li>
      ))}
    </ol>
  );
}

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

export function UserCell({ item }: { item: AdminKycRequest }) {
  return (
    <div className="flex flex-col">
      <span className="font-semibold text-neutral-900">{item.user.first_name ?? '—'}</span>
      <span className="text-sm text-neutral-500">@{item.user.username}</span>
      <DuplicateFlag item={item} />
      <LookAlikeFlag accounts={item.duplicate_photo_of} />
    </div>
  );
}

export function Notes({ item }: { item: AdminKycRequest }) {
  const { t } = useTranslation('adminKyc');
  return item.notes ? (
    <span className="text-sm break-words text-neutral-800">{item.notes}</span>
  ) : (
    <span className="text-sm text-neutral-400">{t('noNotes')}</span>
  );
}
