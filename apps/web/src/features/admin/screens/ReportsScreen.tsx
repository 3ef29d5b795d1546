import type { AdminReportGroup } from '@dating/shared';
import { CheckCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { errorText } from '../../../lib/i18n';
import { Button, Card, StatusBadge, useToast } from '../../../ui';
import { AdminHeading, AdminList, LookAlikeFlag } from '../../../ui/admin-list';
import { useAdminReports, useReviewReports } from '../api';
import { MemberActions } from '../components/MemberActions';
import { MemberStatusBadge } from '../components/MemberStatusBadge';

function Avatar({ url, name }: { url: string | null; name: string }) {
  if (url) {
    return (
      <img src={url} alt="" className="size-12 shrink-0 rounded-full bg-neutral-200 object-cover" />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-rose-100 text-lg font-bold text-rose-700"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

function ReportGroup({ group }: { group: AdminReportGroup }) {
  const { t } = useTranslation(['admin', 'profile']);
  const format = useFormat();
  const toast = useToast();
  const review = useReviewReports();
  const { user } = group;
  const name = user.first_name ?? user.username;

  const markReviewed = () =>
    review.mutate(user.id, {
      onSuccess: () => toast.show(t('alerts.reviewed', { username: user.username }), 'success'),
      onError: (error) =>
        toast.show(t('alerts.reviewFailed', { message: errorText(error, t) }), 'error'),
    });

  return (
    <Card className="flex flex-col gap-4" aria-labelledby={`report-group-${user.id}`}>
      <div className="flex flex-wrap items-start gap-3">
        <Avatar url={user.avatar_url} name={name} />
        <div className="min-w-0 flex-1">
          <h2
            id={`report-group-${user.id}`}
            className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900"
          >
            <span className="truncate">{name}</span>
            <span className="text-sm font-normal text-neutral-500">@{user.username}</span>
            <MemberStatusBadge blocked={user.is_blocked} />
          </h2>
          <p className="text-sm text-neutral-700">
            <span className="font-semibold text-rose-700">
              {t('reports.reportedTimes', { count: group.count })}
            </span>
            {' · '}
            {group.pending_count > 0
              ? t('reports.pendingCount', { count: group.pending_count })
              : t('reports.allReviewed')}
          </p>
          <LookAlikeFlag accounts={group.duplicate_photo_of} />
        </div>
      </div>
      <MemberActions user={user}>
        <Button
          variant="ghost"
          className="border border-neutral-200"
          disabled={group.pending_count === 0}
          loading={review.isPending}
          onClick={markReviewed}
          aria-label={t('actions.markReviewedUser', { username: user.username })}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('actions.markReviewed')}
        </Button>
      </MemberActions>
      <ul className="divide-y divide-neutral-100 rounded-xl border border-neutral-100">
        {group.reports.map((report) => (
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
            <p className="text-xs text-neutral-500">
              {t('reports.by', { username: report.reporter.username })} ·{' '}
              <time dateTime={report.created_at}>{format.dateTime(report.created_at)}</time>
            </p>
          </li>
        ))}
      </ul>
      {group.reports.length < group.count && (
        <p className="text-xs text-neutral-500">
          {t('reports.showingNewest', { shown: group.reports.length, count: group.count })}
        </p>
      )}
    </Card>
  );
}

/** /admin/reports: grouped per reported member, most reported first. */
export function ReportsScreen() {
  const { t } = useTranslation('admin');
  const reports = useAdminReports();

  useEffect(() => {
    // The message (docs/product.md#messages) points the admin at the console: put the cause there.
    if (reports.error) console.error('Failed to load reports', reports.error);
  }, [reports.error]);

  return (
    <section className="flex flex-col gap-4">
      <AdminHeading title={t('reports.title')} />
      <AdminList
        query={reports}
        items={reports.data?.items ?? []}
        itemKey={(group) => group.user.id}
        renderCard={(group) => <ReportGroup group={group} />}
        texts={{ empty: t('reports.empty'), loadFailed: t('reports.loadFailed') }}
      />
    </section>
  );
}
