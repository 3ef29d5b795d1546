import type { MemberOverview } from '@dating/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Card, StatusBadge } from '../../../ui';
import { MemberLink } from '../../../ui/admin-list';
import { AuditEntryCard } from './AuditEntryCard';
import { ReportLines } from './ReportLines';

/** A titled part of the member page; `empty` when it has nothing. */
export function Section({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count?: number;
  empty: string;
  children: ReactNode;
}) {
  const has = count === undefined || count > 0;
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold text-neutral-900">
        {title}
        {count !== undefined && <span className="ml-2 text-neutral-500">({count})</span>}
      </h2>
      {has ? children : <p className="text-sm text-neutral-500">{empty}</p>}
    </section>
  );
}

export function ReportsSections({ data }: { data: MemberOverview }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Section
        title={t('member.reportsAgainst')}
        count={data.reports_against.length}
        empty={t('member.none')}
      >
        <ReportLines lines={data.reports_against} />
      </Section>
      <Section
        title={t('member.reportsFiled')}
        count={data.reports_filed.length}
        empty={t('member.none')}
      >
        <ReportLines
          lines={data.reports_filed}
          other={(line) =>
            data.reports_filed.find((r) => r.id === line.id)?.reported ?? line.reporter
          }
        />
      </Section>
    </>
  );
}

export function VerificationSection({ data }: { data: MemberOverview }) {
  const { t } = useTranslation(['admin', 'verification']);
  const format = useFormat();
  return (
    <Section
      title={t('member.verifications')}
      count={data.verifications.length}
      empty={t('member.none')}
    >
      <ul className="flex flex-col gap-3">
        {data.verifications.map((attempt) => (
          <li key={attempt.id}>
            <Card className="flex flex-col gap-2 p-3">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <StatusBadge
                  tone={
                    attempt.status === 'approved'
                      ? 'good'
                      : attempt.status === 'pending'
                        ? 'waiting'
                        : 'bad'
                  }
                >
                  {t(`member.kyc.${attempt.status}`)}
                </StatusBadge>
                <time dateTime={attempt.created_at}>{format.dateTime(attempt.created_at)}</time>
              </p>
              <div className="flex flex-wrap gap-2">
                {attempt.images.map((image) => (
                  <a key={image.url} href={image.url} target="_blank" rel="noreferrer">
                    <img
                      src={image.url}
                      alt={t(`member.image.${image.label}`)}
                      className="size-24 rounded-lg bg-neutral-100 object-cover"
                    />
                  </a>
                ))}
              </div>
              {attempt.notes && (
                <p className="whitespace-pre-line break-words text-sm text-neutral-700">
                  {attempt.notes}
                </p>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CoinsSection({ data }: { data: MemberOverview }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <Section title={t('member.coins', { count: data.user.coins })} empty={t('member.none')}>
      <div className="grid min-w-0 gap-3 lg:grid-cols-2">
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold text-neutral-700">{t('member.ledger')}</h3>
          {data.ledger.length === 0 ? (
            <p className="text-sm text-neutral-500">{t('member.none')}</p>
          ) : (
            <ul className="divide-y divide-neutral-100 rounded-xl border border-neutral-200 bg-white text-sm">
              {data.ledger.map((entry) => (
                <li key={entry.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                  <span translate="no">{entry.reason}</span>
                  <span
                    className={`tabular-nums ${entry.delta < 0 ? 'text-red-700' : 'text-emerald-700'}`}
                  >
                    {entry.delta > 0 ? '+' : ''}
                    {format.number(entry.delta)}
                  </span>
                  <time className="w-full text-xs text-neutral-500" dateTime={entry.created_at}>
                    {format.dateTime(entry.created_at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold text-neutral-700">
            {t('member.transactions')}
          </h3>
          {data.transactions.length === 0 ? (
            <p className="text-sm text-neutral-500">{t('member.none')}</p>
          ) : (
            <ul className="divide-y divide-neutral-100 rounded-xl border border-neutral-200 bg-white text-sm">
              {data.transactions.map((tx) => (
                <li key={tx.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                  <span translate="no">
                    {tx.type} · {tx.method ?? '—'} · {tx.status}
                  </span>
                  <span className="tabular-nums">
                    {tx.amount === null ? '—' : format.number(tx.amount)}
                  </span>
                  <time className="w-full text-xs text-neutral-500" dateTime={tx.created_at}>
                    {format.dateTime(tx.created_at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Section>
  );
}

export function LinkedSection({ data }: { data: MemberOverview }) {
  const { t } = useTranslation('admin');
  return (
    <Section
      title={t('member.linked')}
      count={data.linked_accounts.length}
      empty={t('member.noLinked')}
    >
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {data.linked_accounts.map((account) => (
          <li key={account.id}>
            <MemberLink id={account.id} username={account.username} />{' '}
            <span className="text-neutral-600">
              {t('member.shares', {
                what: account.kinds.map((kind) => t(`member.kinds.${kind}`)).join(', '),
              })}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AuditSection({ data }: { data: MemberOverview }) {
  const { t } = useTranslation('admin');
  return (
    <Section title={t('member.audit')} count={data.audit.length} empty={t('member.none')}>
      <ul className="flex flex-col gap-2">
        {data.audit.map((entry) => (
          <li key={entry.id}>
            <AuditEntryCard entry={entry} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
