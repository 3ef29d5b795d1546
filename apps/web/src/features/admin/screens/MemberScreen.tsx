import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormat } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { Card, StatusBadge } from '../../../ui';
import { LoadFailed, LoadingRows, LookAlikeFlag } from '../../../ui/admin-list';
import { useMemberOverview } from '../api';
import { FaceLinksSection } from '../components/FaceLinksSection';
import { MemberActions } from '../components/MemberActions';
import {
  AuditSection,
  CoinsSection,
  LinkedSection,
  ReportsSections,
  Section,
  VerificationSection,
} from '../components/MemberSections';
import { MemberStatusBadge } from '../components/MemberStatusBadge';

/**
 * /admin/users/:id: who a member is before deciding — profile and photos, reports against and
 * by them, verification attempts, coins, linked accounts, past admin actions — and the actions
 * (block with a reason, resolving their reports; unblock; View As; password reset).
 */
export function MemberScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { id = '' } = useParams();
  const overview = useMemberOverview(id);

  if (overview.isPending) return <LoadingRows />;
  if (overview.isError || !overview.data) {
    return <LoadFailed message={t('member.loadFailed')} onRetry={() => void overview.refetch()} />;
  }
  const data = overview.data;
  const { user } = data;
  const openReports = data.reports_against.filter((r) => r.status === 'pending').length;

  return (
    <article className="flex min-w-0 flex-col gap-6">
      <Link
        to={paths.adminUsers}
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-rose-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('member.back')}
      </Link>
      <Card className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start gap-4">
          {user.avatar_url && (
            <img
              src={user.avatar_url}
              alt=""
              className="size-20 shrink-0 rounded-full bg-neutral-200 object-cover"
            />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold text-neutral-900">
              <span className="break-words">{user.first_name ?? user.username}</span>
              <span translate="no" className="text-base font-normal text-neutral-500">
                @{user.username}
              </span>
            </h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-700">
              <MemberStatusBadge blocked={user.is_blocked} />
              {user.is_verified && <StatusBadge tone="good">{t('member.verified')}</StatusBadge>}
              {openReports > 0 && (
                <StatusBadge tone="waiting">
                  {t('reports.pendingCount', { count: openReports })}
                </StatusBadge>
              )}
              <span>{t('member.joined', { date: format.date(user.created_at) })}</span>
              <span>· {t('member.balance', { coins: format.number(user.coins) })}</span>
            </p>
            <LookAlikeFlag accounts={user.duplicate_photo_of} />
          </div>
        </div>
        {user.is_blocked && (
          <div role="note" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            <p className="font-semibold">
              {user.blocked_by
                ? t('member.blockedBy', { username: user.blocked_by.username })
                : t('status.blocked')}
              {user.blocked_at && ` · ${format.dateTime(user.blocked_at)}`}
            </p>
            {user.blocked_reason && (
              <p className="whitespace-pre-line break-words">
                {t('member.reason')} {user.blocked_reason}
              </p>
            )}
          </div>
        )}
        {user.bio && <p className="whitespace-pre-line break-words text-sm">{user.bio}</p>}
        <MemberActions user={user} withReset openReports={openReports} />
      </Card>
      <Section title={t('member.photos')} count={data.photos.length} empty={t('member.none')}>
        <div className="flex flex-wrap gap-2">
          {data.photos.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img
                src={url}
                alt={t('member.photo', { number: index + 1 })}
                className="size-28 rounded-xl bg-neutral-100 object-cover"
              />
            </a>
          ))}
        </div>
      </Section>
      <ReportsSections data={data} />
      <VerificationSection data={data} />
      <CoinsSection data={data} />
      <LinkedSection data={data} />
      <FaceLinksSection data={data} />
      <AuditSection data={data} />
    </article>
  );
}
