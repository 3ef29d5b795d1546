import {
  REPORT_QUEUE_STATES,
  REPORT_REASONS,
  type ReportQueueState,
  type ReportReason,
} from '@dating/shared';
import { CheckCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox } from '../../../ui';
import {
  AdminHeading,
  AdminList,
  FilterToggle,
  SEARCH_DEBOUNCE_MS,
  SearchField,
  useDebouncedValue,
  useSearchParamsHere,
} from '../../../ui/admin-list';
import { useReportQueue } from '../api';
import { openReportIds, ReportGroupCard } from '../components/ReportGroupCard';
import { ResolveDialog } from '../components/ResolveDialog';

const isReason = (value: string | null): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value ?? '');

/** The queue's filters, kept in the URL query (shareable, kept on reload and Back). */
function useQueueParams() {
  const [params, setParams] = useSearchParamsHere();
  const state: ReportQueueState = params.get('state') === 'resolved' ? 'resolved' : 'open';
  const reasonParam = params.get('reason');
  const reason = isReason(reasonParam) ? reasonParam : undefined;
  const q = params.get('q') ?? '';
  /** Changes some filters (the list then starts again from its first page). */
  const update = (next: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) copy.set(key, value);
          else copy.delete(key);
        }
        if (copy.get('state') === 'open') copy.delete('state');
        return copy;
      },
      { replace: 'q' in next },
    );
  return { state, reason, q, update };
}

/** The reason filter: any, or one of the report reasons (in the member's words). */
function ReasonFilter(props: {
  value: ReportReason | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation(['admin', 'profile']);
  const reasonId = useId();
  return (
    // Capped at the screen's width: a long Burmese reason must not widen the page.
    <div className="flex max-w-full min-w-0 flex-col gap-1.5">
      <label htmlFor={reasonId} className="text-sm font-medium text-neutral-800">
        {t('queue.reason')}
      </label>
      <select
        id={reasonId}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value || undefined)}
        className="min-h-12 w-full max-w-full rounded-xl border border-neutral-300 bg-white px-3 text-base"
      >
        <option value="">{t('queue.anyReason')}</option>
        {REPORT_REASONS.map((value) => (
          <option key={value} value={value}>
            {t(`profile:report.reasons.${value}`, { defaultValue: value })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Above the open queue: select the members shown, and resolve the chosen ones' reports. */
function SelectionBar(props: {
  allChosen: boolean;
  count: number;
  onSelectPage: (checked: boolean) => void;
  onResolve: () => void;
}) {
  const { t } = useTranslation('admin');
  const selectPageId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-neutral-200 bg-white px-4 py-2">
      <span className="flex items-center gap-1 text-sm font-medium text-neutral-800">
        <Checkbox
          id={selectPageId}
          className="-ml-3"
          checked={props.allChosen}
          onCheckedChange={props.onSelectPage}
        />
        <label htmlFor={selectPageId} className="cursor-pointer py-3">
          {t('queue.selectPage')}
        </label>
      </span>
      <span className="text-sm text-neutral-600" aria-live="polite">
        {t('queue.selected', { count: props.count })}
      </span>
      <Button
        variant="approve"
        className="ml-auto"
        disabled={props.count === 0}
        onClick={props.onResolve}
      >
        <CheckCheck aria-hidden="true" className="size-4" />
        {t('queue.resolveSelected', { count: props.count })}
      </Button>
    </div>
  );
}

/**
 * /admin/reports: the Reports queue. Open members first (Underage and scam first, then the
 * oldest open report), "Load more" paging by keyset, filtered and searched in the URL; select
 * members (or all shown) and resolve the reports shown in one step.
 */
export function ReportsScreen() {
  const { t } = useTranslation(['admin', 'profile']);
  const { state, reason, q, update } = useQueueParams();
  const [search, setSearch] = useState(q);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const queue = useReportQueue({ state, reason, q: q || undefined });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [resolveOpen, setResolveOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL follows the typing, once paused
  useEffect(() => {
    if (debounced !== q) update({ q: debounced || undefined });
  }, [debounced]);

  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const total = queue.data?.pages[0]?.total;
  const open = state === 'open';
  const shownIds = items.filter((g) => g.open_count > 0).map((g) => g.user.id);
  const chosen = shownIds.filter((id) => selected.has(id));
  const allChosen = shownIds.length > 0 && chosen.length === shownIds.length;
  const choose = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  useEffect(() => {
    if (queue.error) console.error('Failed to load reports', queue.error);
  }, [queue.error]);

  return (
    <section className="flex flex-col gap-4">
      <AdminHeading
        title={t('reports.title')}
        subtitle={
          total !== undefined
            ? t(open ? 'queue.totalOpen' : 'queue.totalResolved', { count: total })
            : undefined
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <FilterToggle
          legend={t('queue.state')}
          options={REPORT_QUEUE_STATES.map((value) => ({
            value,
            label: t(`queue.states.${value}`),
          }))}
          value={state}
          onChange={(value) => update({ state: value })}
        />
        <ReasonFilter value={reason} onChange={(value) => update({ reason: value })} />
        <SearchField
          label={t('queue.search')}
          placeholder={t('users.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </div>
      {open && shownIds.length > 0 && (
        <SelectionBar
          allChosen={allChosen}
          count={chosen.length}
          onSelectPage={(checked) => setSelected(checked ? new Set(shownIds) : new Set())}
          onResolve={() => setResolveOpen(true)}
        />
      )}
      <AdminList
        query={queue}
        items={items}
        itemKey={(group) => group.user.id}
        renderCard={(group) => (
          <ReportGroupCard
            group={group}
            selectable={open && group.open_count > 0}
            selected={selected.has(group.user.id)}
            onSelectedChange={(on) => choose(group.user.id, on)}
          />
        )}
        texts={{
          empty: open ? t('reports.empty') : t('queue.emptyResolved'),
          loadFailed: t('reports.loadFailed'),
        }}
        paging={queue}
      />
      <ResolveDialog
        userIds={chosen}
        reportIds={items.filter((g) => selected.has(g.user.id)).flatMap(openReportIds)}
        open={resolveOpen}
        onOpenChange={setResolveOpen}
        onDone={() => setSelected(new Set())}
      />
    </section>
  );
}
