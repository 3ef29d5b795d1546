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
import { z } from 'zod';
import { useFormat } from '../../../../lib/format';
import { errorText } from '../../../../lib/i18n';
import { Button, cn, DECISION_TONES, StatusBadge, useToast } from '../../../../ui';
import {
  type AdminColumn,
  AdminHeading,
  AdminList,
  DecisionButtons,
  DecisionDialog,
  FilterToggle,
} from '../../../../ui/admin-list';
import { type KycFilter, useAdminKyc, useKycDecision } from '../api';
import { Challenges, KycPhotos, Notes, UserCell } from '../components/KycParts';

const FILTERS: KycFilter[] = ['pending', 'all'];

/** A denial needs a reason the member can read (the server answers KYC_REASON_REQUIRED). */
const denyReasonSchema = z.object({
  reason: requiredText(formatErrorMessage('KYC_REASON_REQUIRED')).max(
    KYC_DECISION_REASON_MAX_LENGTH,
  ),
});

/** /admin/kyc: the verification queue (docs/product.md#verification). */
export function AdminKycScreen() {
  const { t } = useTranslation('adminKyc');
  const toast = useToast();
  const format = useFormat();
  const [filter, setFilter] = useState<KycFilter>('pending');
  const list = useAdminKyc(filter);
  const decision = useKycDecision();
  const [denying, setDenying] = useState<AdminKycRequest | null>(null);

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
          toast.show(t(status === 'approved' ? 'approved' : 'denied'), 'success');
        },
        onError: (error) => toast.show(t('updateError', { message: errorText(error, t) }), 'error'),
      },
    );

  const decisionButtons = (item: AdminKycRequest) => {
    if (item.status !== 'pending') return null;
    const who = `@${item.user.username}`;
    return (
      <DecisionButtons
        busy={decision.isPending}
        approve={{
          label: t('approve'),
          name: `${t('approve')} ${who}`,
          onClick: () => decide(item, 'approved'),
        }}
        reject={{ label: t('deny'), name: `${t('deny')} ${who}`, onClick: () => setDenying(item) }}
      />
    );
  };

  const columns: AdminColumn<AdminKycRequest>[] = [
    {
      id: 'user',
      header: t('columns.user'),
      card: 'title',
      cell: (item) => <UserCell item={item} />,
    },
    {
      id: 'submitted',
      header: t('columns.submitted'),
      className: 'whitespace-nowrap text-neutral-700',
      cell: (item) => format.dateTime(item.created_at),
    },
    {
      id: 'photos',
      header: t('columns.photos'),
      card: 'wide',
      cell: (item, layout) => <KycPhotos item={item} small={layout === 'table'} />,
    },
    {
      id: 'challenges',
      header: t('columns.challenges'),
      card: 'wide',
      className: 'min-w-44',
      cell: (item) => <Challenges item={item} />,
    },
    {
      id: 'status',
      header: t('columns.status'),
      card: 'badge',
      cell: (item) => (
        <StatusBadge tone={DECISION_TONES[item.status]}>{t(`status.${item.status}`)}</StatusBadge>
      ),
    },
    {
      id: 'notes',
      header: t('columns.notes'),
      card: 'wide',
      className: 'min-w-40 max-w-60',
      cell: (item) => <Notes item={item} />,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      card: 'footer',
      className: 'min-w-52',
      cell: decisionButtons,
    },
  ];

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
      <AdminList
        query={list}
        items={list.data?.items ?? []}
        itemKey={(item) => item.id}
        columns={columns}
        texts={{ empty: t('empty'), loadFailed: t('loadError'), loading: t('loading') }}
      />
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
