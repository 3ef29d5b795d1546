import type { AdminKycRequest } from '@dating/shared';
import { CircleCheck, CircleX, Copy, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, cn } from '../../../ui';

/** Pieces of one KYC request, shared by the table (wide screens) and the cards (phones). */

const STATUS_STYLES: Record<AdminKycRequest['status'], string> = {
  pending: 'bg-amber-100 text-amber-800',
  approved: 'bg-emerald-100 text-emerald-800',
  denied: 'bg-red-100 text-red-800',
};

const STATUS_ICONS = { pending: Hourglass, approved: CircleCheck, denied: CircleX } as const;

export function StatusBadge({ status }: { status: AdminKycRequest['status'] }) {
  const { t } = useTranslation('adminKyc');
  const Icon = STATUS_ICONS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_STYLES[status],
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`status.${status}`)}
    </span>
  );
}

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

export function DecisionButtons({
  item,
  busy,
  onApprove,
  onDeny,
}: {
  item: AdminKycRequest;
  busy: boolean;
  onApprove: () => void;
  onDeny: () => void;
}) {
  const { t } = useTranslation('adminKyc');
  if (item.status !== 'pending') return null;
  const who = `@${item.user.username}`;
  return (
    <div className="flex gap-2">
      <Button
        className="min-h-10 flex-1 bg-emerald-600 px-4 hover:bg-emerald-700 active:bg-emerald-800"
        onClick={onApprove}
        disabled={busy}
        aria-label={`${t('approve')} ${who}`}
      >
        {t('approve')}
      </Button>
      <Button
        variant="danger"
        className="min-h-10 flex-1 px-4"
        onClick={onDeny}
        disabled={busy}
        aria-label={`${t('deny')} ${who}`}
      >
        {t('deny')}
      </Button>
    </div>
  );
}
