import { type AdminKycRequest, FACE_MATCH_THRESHOLD, type KycSelfieFaces } from '@dating/shared';
import { AlertTriangle, Clock } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { cn } from '../../../../ui';
import { MemberLink } from '../../../../ui/admin-list';

/** A similarity as a whole percentage, in the reader's digits. */
function usePercent() {
  const format = useFormat();
  return (similarity: number) => `${format.number(Math.round(similarity * 100))}%`;
}

function Verdict({ bad, children }: { bad: boolean; children: string }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        bad ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800',
      )}
    >
      {children}
    </span>
  );
}

type PhotoFaces = KycSelfieFaces['photos'][number];

/**
 * Under a profile photo: its likeness to the selfie, or why there is none (its own analysis
 * has not run, it has no face, or the selfie has none).
 */
function PhotoLikeness({ photo }: { photo: PhotoFaces }) {
  const { t } = useTranslation('adminKyc');
  const percent = usePercent();
  const { similarity } = photo;
  if (similarity !== null) {
    const same = similarity >= FACE_MATCH_THRESHOLD;
    return (
      <span className={cn('text-xs font-semibold', same ? 'text-emerald-700' : 'text-red-700')}>
        {percent(similarity)}
      </span>
    );
  }
  if (photo.face === 'found') {
    return (
      <span className="text-xs font-semibold text-neutral-500" title={t('faces.photo.notCompared')}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('faces.photo.notCompared')}</span>
      </span>
    );
  }
  // The cell is a thumbnail wide: two lines break at the space only, never inside a Burmese
  // word the segmenter splits ("မ|တွေ့").
  const words = t(`faces.photo.${photo.face}`).split(' ');
  return (
    <span
      className={cn(
        'text-center text-xs leading-tight font-semibold',
        photo.face === 'none' ? 'text-red-700' : 'text-neutral-600',
      )}
    >
      {words.map((word, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text's words, never reordered
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className="whitespace-nowrap">{word}</span>
        </Fragment>
      ))}
    </span>
  );
}

/** One selfie's analysis: faces, pose, the likeness to each profile photo and linked accounts. */
function SelfieFaces({ label, faces }: { label: string; faces: KycSelfieFaces }) {
  const { t } = useTranslation('adminKyc');
  const percent = usePercent();
  if (faces.pending) {
    return (
      <li className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-neutral-800">{label}</span>
        <span className="inline-flex items-center gap-1 text-neutral-600">
          <Clock aria-hidden="true" className="size-3.5" />
          {t('faces.pending')}
        </span>
      </li>
    );
  }
  const count = faces.faces ?? 0;
  return (
    <li className="flex flex-col gap-1.5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-neutral-800">{label}</span>
        <Verdict bad={count !== 1}>
          {count === 0 ? t('faces.none') : t('faces.found', { count })}
        </Verdict>
        {faces.pose && (
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              faces.pose === 'seen' && 'bg-emerald-50 text-emerald-800',
              faces.pose === 'not_seen' && 'bg-red-50 text-red-800',
              faces.pose === 'unknown' && 'bg-neutral-100 text-neutral-700',
            )}
          >
            {t(`faces.pose.${faces.pose}`)}
          </span>
        )}
      </div>
      {faces.photos.length > 0 && (
        <ul aria-label={t('faces.likeness', { label })} className="flex flex-wrap gap-1.5">
          {faces.photos.map((photo) => (
            <li key={photo.url} className="flex w-16 flex-col items-center gap-0.5">
              <img
                src={photo.url}
                alt=""
                className="aspect-square w-full rounded-md bg-neutral-100 object-cover"
              />
              <PhotoLikeness photo={photo} />
            </li>
          ))}
        </ul>
      )}
      {faces.linked.map((other) => (
        <p
          key={other.user_id}
          className="inline-flex flex-wrap items-center gap-1 rounded-lg bg-red-50 px-2 text-sm font-semibold text-red-800"
        >
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          {t('faces.linked', { similarity: percent(other.similarity) })}
          <MemberLink id={other.user_id} username={other.username} className="py-1" />
        </p>
      ))}
    </li>
  );
}

/**
 * What the face analysis read from both selfies (docs/face-matching.md): it points, the admin
 * decides. A selfie whose background analysis has not run yet says so.
 */
export function KycFaces({ item }: { item: AdminKycRequest }) {
  const { t } = useTranslation('adminKyc');
  const percent = usePercent();
  const selfies = [
    { label: t('photos.selfie1'), faces: item.selfie1_faces },
    { label: t('photos.selfie2'), faces: item.selfie2_faces },
  ].filter((s): s is { label: string; faces: KycSelfieFaces } => s.faces !== null);
  if (selfies.length === 0) return null;
  return (
    <section aria-label={t('faces.title')} className="flex flex-col gap-1.5">
      <h3 className="text-xs font-semibold text-neutral-500 uppercase">{t('faces.title')}</h3>
      <ul className="flex flex-col gap-2">
        {selfies.map((selfie) => (
          <SelfieFaces key={selfie.label} label={selfie.label} faces={selfie.faces} />
        ))}
      </ul>
      <p className="text-xs text-neutral-500">
        {t('faces.hint', { threshold: percent(FACE_MATCH_THRESHOLD) })}
      </p>
    </section>
  );
}
