import {
  type AdminKycDecisionRequest,
  type AdminKycRequest,
  formatErrorMessage,
  KYC_DECISION_REASON_MAX_LENGTH,
  requiredText,
} from '@dating/shared';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { errorText } from '../../../../lib/i18n';
import { Button, cn, useToast } from '../../../../ui';
import {
  AdminHeading,
  DecisionDialog,
  EmptyState,
  FilterToggle,
  LoadFailed,
  LoadingRows,
} from '../../../../ui/admin-list';
import { type KycFilter, useAdminKyc, useKycDecision } from '../api';
import { KycQueue } from '../components/KycQueue';
import { KycViewer } from '../components/KycViewer';

const FILTERS: KycFilter[] = ['pending', 'all'];

/**
 * A denial needs a reason the member can read (the server answers KYC_REASON_REQUIRED); one over
 * the limit is refused with words the validation catalogue translates.
 */
const denyReasonSchema = z.object({
  reason: requiredText(formatErrorMessage('KYC_REASON_REQUIRED')).max(
    KYC_DECISION_REASON_MAX_LENGTH,
    `The reason can be at most ${KYC_DECISION_REASON_MAX_LENGTH} characters.`,
  ),
});

/** /admin/kyc: the verification queue (docs/product.md#verification). */
export function AdminKycScreen() {
  const { t } = useTranslation('adminKyc');
  const toast = useToast();
  // The filter lives in the URL (?show=all); the open queue is the default.
  const [params, setParams] = useSearchParams();
  const filter: KycFilter = params.get('show') === 'all' ? 'all' : 'pending';
  const setFilter = (value: KycFilter) =>
    setParams(value === 'all' ? { show: 'all' } : {}, { replace: true });
  const list = useAdminKyc(filter);
  const decision = useKycDecision();
  const [denying, setDenying] = useState<AdminKycRequest | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEffect(() => {
    if (list.isError) console.error('Failed to load KYC data', list.error);
  }, [list.isError, list.error]);

  const decide = (
    item: AdminKycRequest,
    status: AdminKycDecisionRequest['status'],
    reason?: string,
  ) =>
    decision.mutate(
      { id: item.id, status, reason },
      {
        onSuccess: () => {
          setDenying(null);
          // Next: the request after this one (the decided one leaves the pending queue).
          const items = list.data?.items ?? [];
          const at = items.findIndex((other) => other.id === item.id);
          setSelectedId(items[at + 1]?.id ?? items[at - 1]?.id ?? null);
          toast.show(t(status === 'approved' ? 'approved' : 'denied'), 'success');
        },
        onError: (error) => toast.show(t('updateError', { message: errorText(error, t) }), 'error'),
      },
    );

  const items = list.data?.items ?? [];
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === selectedId),
  );
  const selected = items[index];
  const select = (offset: number) => {
    const next = items[Math.min(items.length - 1, Math.max(0, index + offset))];
    if (next) setSelectedId(next.id);
  };

  // A / D / J / K work through the queue; not while typing or while a dialog is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || denying) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'j') select(1);
      else if (key === 'k') select(-1);
      else if (selected?.status === 'pending' && !decision.isPending) {
        if (key === 'a') decide(selected, 'approved');
        else if (key === 'd') setDenying(selected);
        else return;
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <section className="flex flex-col gap-4">
      <AdminHeading title={t('title')}>
        <div className="flex items-center gap-2">
          <FilterToggle
            legend={t('filter.label')}
            options={FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
            value={filter}
            onChange={setFilter}
          />
          <Button variant="secondary" onClick={() => list.refetch()} disabled={list.isFetching}>
            <RefreshCw
              aria-hidden="true"
              className={cn('size-4', list.isFetching && 'animate-spin')}
            />
            {t('refresh')}
          </Button>
        </div>
      </AdminHeading>
      {list.isPending ? (
        <LoadingRows label={t('loading')} />
      ) : list.isError ? (
        <LoadFailed message={t('loadError')} onRetry={() => list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="order-last lg:order-none">
            <KycQueue items={items} selectedId={selected?.id} onSelect={setSelectedId} />
          </div>
          {selected && (
            <div className="rounded-2xl border border-neutral-200 bg-white p-4">
              <KycViewer
                item={selected}
                busy={decision.isPending}
                onApprove={() => decide(selected, 'approved')}
                onDeny={() => setDenying(selected)}
              />
            </div>
          )}
        </div>
      )}
      <DecisionDialog
        key={denying?.id ?? 'closed'}
        open={denying !== null}
        onOpenChange={(open) => !open && setDenying(null)}
        title={t('denyDialog.title')}
        description={`@${denying?.user.username ?? ''} · ${t('denyDialog.body')}`}
        label={t('denyDialog.reason')}
        placeholder={t('denyDialog.placeholder')}
        schema={denyReasonSchema}
        required
        maxLength={KYC_DECISION_REASON_MAX_LENGTH}
        confirmLabel={t('denyDialog.confirm')}
        confirmingLabel={t('denyDialog.confirming')}
        cancelLabel={t('denyDialog.cancel')}
        pending={decision.isPending}
        onConfirm={(reason) => denying && reason && decide(denying, 'denied', reason)}
      />
    </section>
  );
}
