import type { ReportQueueItem } from '@dating/shared';
import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { errorText } from '../../../lib/i18n';
import { Button, Card, Checkbox, StatusBadge, useToast } from '../../../ui';
import { LookAlikeFlag, MemberLink } from '../../../ui/admin-list';
import { ClaimGate, useWorkOn } from '../../moderation-claims';
import { useReviewReports } from '../api';
import { MemberActions } from './MemberActions';
import { MemberStatusBadge } from './MemberStatusBadge';
import { ReportLines } from './ReportLines';

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

/**
 * The open reports a moderator sees on this card: a decision names them, so one that arrives
 * after the queue was loaded stays open (the server says how many).
 */
export const openReportIds = (group: ReportQueueItem) =>
  group.reports.filter((line) => line.status === 'pending').map((line) => line.id);

/**
 * One reported member in the queue: who (linked to their page), how many open reports, the
 * severe flag, Block-and-resolve, and the report lines. `selected` is the bulk checkbox.
 */
export function ReportGroupCard({
  group,
  selectable,
  selected,
  onSelectedChange,
}: {
  group: ReportQueueItem;
  selectable: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}) {
  const { t } = useTranslation(['admin', 'profile']);
  const format = useFormat();
  const { user } = group;
  const name = user.first_name ?? user.username;
  const headingId = `report-group-${user.id}`;
  const toast = useToast();
  const review = useReviewReports();
  // Claimed on the moderator's first touch of the actions (docs/decisions/026-moderation-claims.md).
  const work = useWorkOn('report', user.id);
  const markReviewed = () =>
    review.mutate(
      { userId: user.id, reportIds: openReportIds(group) },
      {
        onSuccess: (result) => {
          toast.show(t('alerts.reviewed', { username: user.username }), 'success');
          if (result.left_open > 0)
            toast.show(t('queue.leftOpen', { count: result.left_open }), 'info');
        },
        onError: (error) =>
          toast.show(t('alerts.reviewFailed', { message: errorText(error, t) }), 'error'),
      },
    );

  return (
    <Card className="flex flex-col gap-4" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        {selectable && (
          <Checkbox
            className="-mt-0.5 -ml-2"
            checked={selected}
            onCheckedChange={onSelectedChange}
            aria-label={t('queue.select', { username: user.username })}
          />
        )}
        <Avatar url={user.avatar_url} name={name} />
        <div className="min-w-0 flex-1">
          <h2
            id={headingId}
            className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900"
          >
            <span className="truncate">{name}</span>
            <MemberLink id={user.id} username={user.username} className="text-sm" />
            <MemberStatusBadge blocked={user.is_blocked} />
            {group.severe && <StatusBadge tone="bad">{t('queue.severe')}</StatusBadge>}
          </h2>
          <p className="text-sm text-neutral-700">
            <span className="font-semibold text-rose-700">
              {t('reports.reportedTimes', { count: group.count })}
            </span>
            {' · '}
            {group.open_count > 0
              ? t('reports.pendingCount', { count: group.open_count })
              : t('reports.allReviewed')}
            {group.oldest_open_at && (
              <>
                {' · '}
                {t('queue.waitingSince')}{' '}
                <time dateTime={group.oldest_open_at}>{format.dateTime(group.oldest_open_at)}</time>
              </>
            )}
          </p>
          <LookAlikeFlag accounts={group.duplicate_photo_of} />
        </div>
      </div>
      <div className="contents" onFocusCapture={work.start} onPointerDownCapture={work.start}>
        <MemberActions user={user} openReports={group.open_count}>
          {group.open_count > 0 && (
            <ClaimGate holder={work.heldBy}>
              <Button
                variant="approve"
                loading={review.isPending}
                onClick={markReviewed}
                aria-label={t('actions.markReviewedUser', { username: user.username })}
              >
                <CheckCheck aria-hidden="true" className="size-4" />
                {t('actions.markReviewed')}
              </Button>
            </ClaimGate>
          )}
        </MemberActions>
      </div>
      <ReportLines lines={group.reports} />
      {group.reports.length < group.count && (
        <p className="text-xs text-neutral-500">
          {t('reports.showingNewest', { shown: group.reports.length, count: group.count })}
        </p>
      )}
    </Card>
  );
}
