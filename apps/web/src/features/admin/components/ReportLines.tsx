import type { QueueReport } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { StatusBadge } from '../../../ui';
import { MemberLink } from '../../../ui/admin-list';
import { ReportMedia } from './ReportMedia';

/** Report lines: reason, details, who filed it and when; who resolved it, when and why. */
export function ReportLines({
  lines,
  other,
}: {
  lines: QueueReport[];
  /** On the member page's "filed by them": the member each report was about. */
  other?: (line: QueueReport) => { id: string; username: string };
}) {
  const { t } = useTranslation(['admin', 'profile']);
  const format = useFormat();
  if (lines.length === 0) return null;
  return (
    <ul className="divide-y divide-neutral-100 rounded-xl border border-neutral-100">
      {lines.map((report) => {
        const person = other ? other(report) : report.reporter;
        return (
          <li key={report.id} className="flex flex-col gap-1 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-neutral-900">
                {t(`profile:report.reasons.${report.reason}`, { defaultValue: report.reason })}
              </p>
              <StatusBadge tone={report.status === 'pending' ? 'waiting' : 'neutral'}>
                {t(`reports.status.${report.status}`)}
              </StatusBadge>
            </div>
            {report.details && (
              <p className="whitespace-pre-line break-words text-sm text-neutral-700">
                {report.details}
              </p>
            )}
            {report.media && <ReportMedia media={report.media} />}
            <p className="text-xs text-neutral-500">
              {other ? t('member.about') : t('queue.by')}{' '}
              <MemberLink id={person.id} username={person.username} /> ·{' '}
              <time dateTime={report.created_at}>{format.dateTime(report.created_at)}</time>
            </p>
            {report.resolved_at && (
              <p className="text-xs text-neutral-500">
                {report.resolved_by
                  ? t('queue.resolvedBy', { username: report.resolved_by.username })
                  : t('queue.resolved')}{' '}
                · <time dateTime={report.resolved_at}>{format.dateTime(report.resolved_at)}</time>
                {report.resolution && (
                  <span className="block whitespace-pre-line break-words text-neutral-700">
                    {report.resolution}
                  </span>
                )}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
