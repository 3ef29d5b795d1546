import type { AdminAuditEntry } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Card } from '../../../ui';
import { MemberLink } from '../../../ui/admin-list';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Details as short "key: value" pairs (the target's username is shown already). */
function detailText(details: Record<string, unknown>, dateTime: (iso: string) => string): string {
  const show = (value: unknown) => {
    if (typeof value === 'string') return ISO_TIME.test(value) ? dateTime(value) : value;
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return Object.entries(details)
    .filter(([key, value]) => key !== 'username' && value !== null && value !== undefined)
    .map(([key, value]) => `${key.replaceAll('_', ' ')}: ${show(value)}`)
    .join(' · ');
}

/** One audit entry: when, what, which admin decided, on whom (linked), and the stored details. */
export function AuditEntryCard({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const details = detailText(entry.details, format.dateTime);
  return (
    <Card className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:gap-4">
      <time
        dateTime={entry.created_at}
        className="shrink-0 text-sm text-neutral-500 tabular-nums sm:w-44"
      >
        {format.dateTime(entry.created_at)}
      </time>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-neutral-900">
          {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}{' '}
          <span className="font-normal text-neutral-600">
            {t('audit.by', { username: entry.admin?.username ?? t('audit.removedAdmin') })}
          </span>
        </p>
        <p className="text-sm text-neutral-700">
          {entry.target ? (
            <>
              {t('audit.member')}{' '}
              <MemberLink id={entry.target.id} username={entry.target.username} />
            </>
          ) : (
            t('audit.removedTarget')
          )}
        </p>
        {/* The record as stored (keys and values), not UI text: never translated. */}
        {details && (
          <p translate="no" className="break-words text-xs text-neutral-500">
            {details}
          </p>
        )}
      </div>
    </Card>
  );
}
