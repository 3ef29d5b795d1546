import type { QueueReport } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/**
 * The photo or voice note a report was filed from (issue 35): all a moderator sees of the
 * conversation. Loaded from the admin-only report route, only when the report is on screen.
 */
export function ReportMedia({ media }: { media: NonNullable<QueueReport['media']> }) {
  const { t } = useTranslation('admin');
  if (media.kind === 'photo') {
    return (
      <a
        href={media.url}
        target="_blank"
        rel="noreferrer"
        className="self-start overflow-hidden rounded-lg border border-neutral-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
      >
        <img
          src={`${media.url}?size=thumb`}
          alt={t('reports.media.photo')}
          loading="lazy"
          className="max-h-48 w-auto"
        />
      </a>
    );
  }
  const seconds = Math.round((media.duration_ms ?? 0) / 1000);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium text-neutral-600">
        {t('reports.media.voice', { seconds })}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: a member's voice note has no captions */}
      <audio
        controls
        preload="none"
        src={media.url}
        aria-label={t('reports.media.voice', { seconds })}
      />
    </div>
  );
}
