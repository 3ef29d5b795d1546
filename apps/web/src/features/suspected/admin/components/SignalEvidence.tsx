import type { SuspectedEvidence, SuspectedSignal } from '@dating/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { StatusBadge } from '../../../../ui';
import { MemberLink } from '../../../../ui/admin-list';

type Of<K extends SuspectedEvidence['kind']> = Extract<SuspectedEvidence, { kind: K }>;
type Conversation = Of<'repeated_opener'>['conversations'][number];

/** A member's words, quoted as sent (kept whole, wrapped, never read as markup). */
function Quote({ children }: { children: string }) {
  return (
    <blockquote className="border-l-4 border-rose-200 bg-rose-50/60 px-3 py-2 text-sm whitespace-pre-line break-words text-neutral-900">
      {children}
    </blockquote>
  );
}

/** "to @name · date": who received a message, and when. */
function ToWhom({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <span className="text-xs text-neutral-600">
      {t('suspected.to')}{' '}
      <MemberLink id={conversation.with.id} username={conversation.with.username} /> ·{' '}
      <time dateTime={conversation.at}>{format.dateTime(conversation.at)}</time>
    </span>
  );
}

function RepeatedOpener({ evidence }: { evidence: Of<'repeated_opener'> }) {
  return (
    <>
      <Quote>{evidence.text}</Quote>
      <ul className="flex flex-wrap gap-x-4">
        {evidence.conversations.map((conversation) => (
          <li key={conversation.match_id}>
            <ToWhom conversation={conversation} />
          </li>
        ))}
      </ul>
    </>
  );
}

function OffAppAsks({ evidence }: { evidence: Of<'off_app_asks'> }) {
  return (
    <ul className="flex flex-col gap-2">
      {evidence.messages.map((message) => (
        <li key={message.match_id} className="flex flex-col">
          <Quote>{message.text}</Quote>
          <ToWhom conversation={message} />
        </li>
      ))}
    </ul>
  );
}

function Reports({ evidence }: { evidence: Of<'reports'> }) {
  const { t } = useTranslation(['admin', 'profile']);
  const format = useFormat();
  return (
    <ul className="flex flex-col gap-2">
      {evidence.reports.map((report) => (
        <li key={`${report.reporter.id}-${report.at}`} className="flex flex-col gap-0.5">
          <p className="text-sm font-medium text-neutral-900">
            {t(`profile:report.reasons.${report.reason}`, { defaultValue: report.reason })}
          </p>
          {report.details && <Quote>{report.details}</Quote>}
          <span className="text-xs text-neutral-600">
            {t('queue.by')}{' '}
            <MemberLink id={report.reporter.id} username={report.reporter.username} /> ·{' '}
            <time dateTime={report.at}>{format.dateTime(report.at)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

function LinkedAccounts({ evidence }: { evidence: Of<'linked_accounts'> }) {
  const { t } = useTranslation('admin');
  return (
    <ul className="flex flex-col gap-1">
      {evidence.links.map((link) => (
        <li
          key={`${link.via}-${link.user.id}`}
          className="flex flex-wrap items-center gap-x-2 text-sm text-neutral-800"
        >
          <StatusBadge tone="accent">{t(`suspected.via.${link.via}`)}</StatusBadge>
          <MemberLink id={link.user.id} username={link.user.username} />
          {link.user.is_blocked && <StatusBadge tone="bad">{t('status.blocked')}</StatusBadge>}
          {/* The browser and picture details only restate the badge (in English); the payout's
              last digits are worth showing. */}
          {link.via === 'payout' && (
            <span translate="no" className="min-w-0 break-all text-xs text-neutral-600">
              {link.detail}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function MachineLikes({ evidence }: { evidence: Of<'machine_likes'> }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <p className="text-sm text-neutral-800">
      {t('suspected.likesFigures', {
        likes: format.number(evidence.likes),
        gap: format.number(evidence.median_gap_ms),
        hours: format.number(evidence.account_age_hours),
      })}
    </p>
  );
}

/** The evidence of one signal, in the form a moderator can judge it by. */
function Evidence({ evidence }: { evidence: SuspectedEvidence }): ReactNode {
  switch (evidence.kind) {
    case 'repeated_opener':
      return <RepeatedOpener evidence={evidence} />;
    case 'off_app_asks':
      return <OffAppAsks evidence={evidence} />;
    case 'reports':
      return <Reports evidence={evidence} />;
    case 'linked_accounts':
      return <LinkedAccounts evidence={evidence} />;
    case 'machine_likes':
      return <MachineLikes evidence={evidence} />;
  }
}

/** How many a signal counts, in its heading: "5 matches", "3 conversations", "2 reporters". */
function summary(evidence: SuspectedEvidence, t: TFunction<'admin'>) {
  switch (evidence.kind) {
    case 'repeated_opener':
      return t('suspected.summary.matches', { count: evidence.match_count });
    case 'off_app_asks':
      return t('suspected.summary.conversations', { count: evidence.conversation_count });
    case 'reports':
      return t('suspected.summary.reporters', { count: evidence.reporter_count });
    case 'linked_accounts':
      return t('suspected.summary.accounts', { count: evidence.links.length });
    case 'machine_likes':
      return t('suspected.summary.likes', { count: evidence.likes });
  }
}

/** One signal: its name, how much it counts, its weight, then the evidence. */
export function SignalEvidence({ signal }: { signal: SuspectedSignal }) {
  const { t } = useTranslation('admin');
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-neutral-200 p-3">
      <h3 className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-neutral-900">
        <span>{t(`suspected.signals.${signal.kind}`)}</span>
        <span className="font-normal text-neutral-600">
          {summary(signal.evidence, t)} · {t('suspected.weight', { weight: signal.weight })}
        </span>
      </h3>
      <Evidence evidence={signal.evidence} />
    </section>
  );
}
