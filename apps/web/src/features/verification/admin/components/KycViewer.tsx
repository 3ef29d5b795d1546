import type { AdminKycRequest } from '@dating/shared';
import { AlertTriangle, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { cn, DECISION_TONES, StatusBadge } from '../../../../ui';
import { DecisionButtons, MemberLink } from '../../../../ui/admin-list';
import { ClaimGate } from '../../../moderation-claims';
import { KycFaces } from './KycFaces';
import { Flags } from './KycParts';

function Picture({ url, label, prompt }: { url: string | null; label: string; prompt?: string }) {
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        >
          <img
            src={url}
            alt=""
            className="aspect-[3/4] w-full rounded-xl bg-neutral-100 object-cover"
          />
          <span className="sr-only">{label}</span>
        </a>
      ) : (
        <div className="aspect-[3/4] w-full rounded-xl bg-neutral-100" />
      )}
      <figcaption className="text-xs">
        <span aria-hidden="true" className="font-semibold text-neutral-800">
          {label}
        </span>
        {prompt && <span className="block text-neutral-600">{prompt}</span>}
      </figcaption>
    </figure>
  );
}

/**
 * One request side by side: both selfies with the challenge each had to show, the avatar at
 * submission and the current profile photos, the flags (another account's selfie, the member's
 * own avatar as a selfie, an earlier denial) and the decision, also from the keyboard.
 */
export function KycViewer({
  item,
  busy,
  heldBy = null,
  onApprove,
  onDeny,
}: {
  item: AdminKycRequest;
  busy: boolean;
  /** Another admin working on it (moderation claims): the decision waits for them. */
  heldBy?: string | null;
  onApprove: () => void;
  onDeny: () => void;
}) {
  const { t } = useTranslation('adminKyc');
  const { t: tv } = useTranslation('verification');
  const format = useFormat();
  const who = `@${item.user.username}`;
  return (
    <article aria-label={t('viewer.label', { who })} className="flex flex-col gap-3">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <MemberLink id={item.user.id} username={item.user.username} />
          <span className="text-sm text-neutral-600">
            {item.user.first_name ?? '—'} · {format.dateTime(item.created_at)}
          </span>
        </div>
        <StatusBadge tone={DECISION_TONES[item.status]}>{t(`status.${item.status}`)}</StatusBadge>
      </header>
      <div className="flex flex-col gap-1.5">
        {item.avatar_match && (
          <p className="inline-flex items-start gap-1 rounded-lg bg-red-50 px-2 py-1 text-sm font-semibold text-red-800">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(`viewer.avatarMatch.${item.avatar_match}`)}
          </p>
        )}
        <Flags item={item} />
        {item.previous_denial && (
          <p className="inline-flex items-start gap-1 rounded-lg bg-amber-50 px-2 py-1 text-sm text-amber-900">
            <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('viewer.previousDenial', {
              reason: item.previous_denial.reason ?? '—',
              date: item.previous_denial.decided_at
                ? format.dateTime(item.previous_denial.decided_at)
                : '—',
            })}
          </p>
        )}
        {item.notes && (
          <p className="text-sm text-neutral-700">{t('viewer.notes', { notes: item.notes })}</p>
        )}
      </div>
      <div className="grid grid-cols-3 gap-2">
        <Picture
          url={item.selfie1_url}
          label={t('photos.selfie1')}
          prompt={item.challenge1 ? tv(`challenges.${item.challenge1}`) : undefined}
        />
        <Picture
          url={item.selfie2_url}
          label={t('photos.selfie2')}
          prompt={item.challenge2 ? tv(`challenges.${item.challenge2}`) : undefined}
        />
        <Picture url={item.avatar_snapshot_url} label={t('photos.avatar')} />
      </div>
      <KycFaces item={item} />
      {item.photos.length > 0 && (
        <section aria-label={t('viewer.profilePhotos')} className="flex flex-col gap-1">
          <h3 className="text-xs font-semibold text-neutral-500 uppercase">
            {t('viewer.profilePhotos')}
          </h3>
          <ul className={cn('grid grid-cols-6 gap-1.5')}>
            {item.photos.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={url}
                    alt={t('viewer.profilePhoto', { n: index + 1 })}
                    className="aspect-square w-full rounded-lg bg-neutral-100 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {item.status === 'pending' && (
        <div className="flex flex-col gap-2">
          <ClaimGate holder={heldBy}>
            <DecisionButtons
              busy={busy}
              approve={{ label: t('approve'), name: `${t('approve')} ${who}`, onClick: onApprove }}
              reject={{ label: t('deny'), name: `${t('deny')} ${who}`, onClick: onDeny }}
            />
          </ClaimGate>
          <p className="text-xs text-neutral-500">{t('viewer.keys')}</p>
        </div>
      )}
    </article>
  );
}
