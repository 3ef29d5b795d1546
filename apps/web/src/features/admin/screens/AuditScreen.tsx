import { AUDIT_ACTIONS, type AuditFilter } from '@dating/shared';
import { Download } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../ui';
import {
  AdminHeading,
  AdminList,
  SEARCH_DEBOUNCE_MS,
  useDebouncedValue,
  useSearchParamsHere,
} from '../../../ui/admin-list';
import { auditCsvUrl, useAdminAudit } from '../api';
import { AuditEntryCard } from '../components/AuditEntryCard';

const KEYS = ['admin', 'member', 'action', 'from', 'to'] as const;
/** Typed names, applied once the typing pauses. */
const NAME_KEYS = ['admin', 'member'] as const;
const DATE_KEYS = ['from', 'to'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filter in the URL query; anything malformed is left out rather than refused. */
function filterOf(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  for (const key of KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if ((key === 'from' || key === 'to') && !DATE.test(value)) continue;
    filter[key] = value;
  }
  return filter;
}

const inputClasses =
  'min-h-12 w-full rounded-xl border border-neutral-300 bg-white px-3 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500';

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A name search (never autofilled) or a UTC day, under its label. */
function FilterField(props: {
  label: string;
  type: 'search' | 'date';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Labelled label={props.label}>
      {(id) => (
        <input
          id={id}
          type={props.type}
          autoComplete={props.type === 'search' ? 'off' : undefined}
          className={inputClasses}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Labelled>
  );
}

/** /admin/audit: every admin action, newest first; filtered in the URL, exported as CSV. */
export function AuditScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParamsHere();
  const filter = filterOf(params);
  const [names, setNames] = useState({ admin: filter.admin ?? '', member: filter.member ?? '' });
  const typed = useDebouncedValue(names, SEARCH_DEBOUNCE_MS);
  const audit = useAdminAudit(filter);

  const update = (next: Partial<Record<(typeof KEYS)[number], string>>, replace = false) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value?.trim()) copy.set(key, value.trim());
          else copy.delete(key);
        }
        return copy;
      },
      { replace },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL follows the typing, once paused
  useEffect(() => {
    if (
      typed.admin.trim() !== (filter.admin ?? '') ||
      typed.member.trim() !== (filter.member ?? '')
    )
      update(typed, true);
  }, [typed]);

  return (
    <section className="flex flex-col gap-4">
      <AdminHeading title={t('audit.title')} subtitle={t('audit.subtitle')}>
        <a href={auditCsvUrl(filter)} download className={buttonClasses('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          {t('auditFilters.export')}
        </a>
      </AdminHeading>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {NAME_KEYS.map((key) => (
          <FilterField
            key={key}
            label={t(`auditFilters.${key}`)}
            type="search"
            value={names[key]}
            onChange={(value) => setNames((n) => ({ ...n, [key]: value }))}
          />
        ))}
        <Labelled label={t('auditFilters.action')}>
          {(id) => (
            <select
              id={id}
              className={inputClasses}
              value={filter.action ?? ''}
              onChange={(event) => update({ action: event.target.value })}
            >
              <option value="">{t('auditFilters.anyAction')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`audit.actions.${action}`, { defaultValue: action })}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        {DATE_KEYS.map((key) => (
          <FilterField
            key={key}
            label={t(`auditFilters.${key}`)}
            type="date"
            value={filter[key] ?? ''}
            onChange={(value) => update({ [key]: value })}
          />
        ))}
      </div>
      <AdminList
        query={audit}
        items={audit.data?.pages.flatMap((page) => page.items) ?? []}
        itemKey={(entry) => entry.id}
        renderCard={(entry) => <AuditEntryCard entry={entry} />}
        paging={audit}
        texts={{ empty: t('audit.empty'), loadFailed: t('audit.loadFailed') }}
      />
    </section>
  );
}
