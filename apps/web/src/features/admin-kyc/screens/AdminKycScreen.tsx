import type { AdminKycRequest } from '@dating/shared';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../lib/intl';
import { Button, cn, Skeleton, useToast } from '../../../ui';
import { type KycFilter, useAdminKyc, useKycDecision } from '../api';
import { DenyDialog } from '../components/DenyDialog';
import {
  Challenges,
  DecisionButtons,
  DuplicateFlag,
  KycPhotos,
  StatusBadge,
} from '../components/KycParts';

function UserCell({ item }: { item: AdminKycRequest }) {
  return (
    <div className="flex flex-col">
      <span className="font-semibold text-neutral-900">{item.user.first_name ?? '—'}</span>
      <span className="text-sm text-neutral-500">@{item.user.username}</span>
      <DuplicateFlag item={item} />
    </div>
  );
}

function Notes({ item }: { item: AdminKycRequest }) {
  const { t } = useTranslation('adminKyc');
  return item.notes ? (
    <span className="text-sm break-words text-neutral-800">{item.notes}</span>
  ) : (
    <span className="text-sm text-neutral-400">{t('noNotes')}</span>
  );
}

type RowProps = {
  item: AdminKycRequest;
  submittedAt: string;
  busy: boolean;
  onApprove: () => void;
  onDeny: () => void;
};

function KycTableRow({ item, submittedAt, ...actions }: RowProps) {
  return (
    <tr className="align-top">
      <td className="p-3">
        <UserCell item={item} />
      </td>
      <td className="p-3 text-sm whitespace-nowrap text-neutral-700">{submittedAt}</td>
      <td className="p-3">
        <KycPhotos item={item} small />
      </td>
      <td className="min-w-44 p-3">
        <Challenges item={item} />
      </td>
      <td className="p-3">
        <StatusBadge status={item.status} />
      </td>
      <td className="min-w-40 max-w-60 p-3">
        <Notes item={item} />
      </td>
      <td className="min-w-52 p-3">
        <DecisionButtons item={item} {...actions} />
      </td>
    </tr>
  );
}

function KycCard({ item, submittedAt, ...actions }: RowProps) {
  const { t } = useTranslation('adminKyc');
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <UserCell item={item} />
        <StatusBadge status={item.status} />
      </div>
      <p className="text-sm text-neutral-600">{submittedAt}</p>
      <KycPhotos item={item} />
      <Challenges item={item} />
      <div>
        <p className="text-xs font-semibold text-neutral-500 uppercase">{t('columns.notes')}</p>
        <Notes item={item} />
      </div>
      <DecisionButtons item={item} {...actions} />
    </li>
  );
}

const COLUMNS = ['user', 'submitted', 'photos', 'challenges', 'status', 'notes', 'actions'];

/** /admin/kyc (spec section 2 "Admin screens: KYC"). */
export function AdminKycScreen() {
  const { t, i18n } = useTranslation('adminKyc');
  const toast = useToast();
  const [filter, setFilter] = useState<KycFilter>('pending');
  const list = useAdminKyc(filter);
  const decision = useKycDecision();
  const [denying, setDenying] = useState<AdminKycRequest | null>(null);
  const dateTime = dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  useEffect(() => {
    if (list.isError) console.error('Failed to load KYC data', list.error);
  }, [list.isError, list.error]);

  const decide = (item: AdminKycRequest, status: 'approved' | 'denied', reason?: string) =>
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

  const items = list.data?.items ?? [];
  const rowProps = (item: AdminKycRequest): RowProps => ({
    item,
    submittedAt: dateTime.format(new Date(item.created_at)),
    busy: decision.isPending,
    onApprove: () => decide(item, 'approved'),
    onDeny: () => setDenying(item),
  });

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-neutral-900">{t('title')}</h1>
        <div className="flex items-center gap-2">
          <fieldset className="flex rounded-full border border-neutral-200 bg-white p-1">
            <legend className="sr-only">{t('filter.label')}</legend>
            {(['pending', 'all'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
                className={cn(
                  'min-h-11 rounded-full px-4 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
                  filter === value ? 'bg-rose-600 text-white' : 'text-neutral-700',
                )}
              >
                {t(`filter.${value}`)}
              </button>
            ))}
          </fieldset>
          <Button variant="secondary" onClick={() => list.refetch()} disabled={list.isFetching}>
            <RefreshCw
              aria-hidden="true"
              className={cn('size-4', list.isFetching && 'animate-spin')}
            />
            {t('refresh')}
          </Button>
        </div>
      </div>

      {list.isPending && (
        <div role="status" aria-label={t('loading')} className="flex flex-col gap-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      )}
      {list.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-700">
          {t('loadError')}
        </p>
      )}
      {list.isSuccess && items.length === 0 && (
        <p className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center text-neutral-500">
          {t('empty')}
        </p>
      )}
      {items.length > 0 && (
        <>
          <div className="hidden overflow-x-auto rounded-2xl border border-neutral-200 bg-white xl:block">
            <table className="w-full text-left">
              <thead className="border-b border-neutral-200 bg-neutral-50 text-xs text-neutral-500 uppercase">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="p-3 font-semibold">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-100">
                {items.map((item) => (
                  <KycTableRow key={item.id} {...rowProps(item)} />
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:grid-cols-2 xl:hidden">
            {items.map((item) => (
              <KycCard key={item.id} {...rowProps(item)} />
            ))}
          </ul>
        </>
      )}
      <DenyDialog
        open={denying !== null}
        username={denying?.user.username ?? ''}
        pending={decision.isPending}
        onOpenChange={(open) => !open && setDenying(null)}
        key={denying?.id ?? 'closed'}
        onConfirm={(reason) => denying && decide(denying, 'denied', reason)}
      />
    </section>
  );
}
