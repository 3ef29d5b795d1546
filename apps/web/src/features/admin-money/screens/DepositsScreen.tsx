import { type AdminWalletTransaction, approveDepositRequestSchema } from '@dating/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui';
import { useMoneyFormat } from '../../shop';
import { usePending } from '../api';
import {
  DecisionButtons,
  DuplicateFlag,
  EmptyState,
  Field,
  LoadFailed,
  LoadingRows,
  methodName,
  ProofLink,
  thClasses,
  UserCell,
} from '../components/Parts';
import { useDecide, whoOf } from '../components/useDecide';
import { useIsDesktop } from '../components/useIsDesktop';

/** The admin's amount: digits only, a positive integer (spec section 5, shared schema). */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const parsed = approveDepositRequestSchema.safeParse({ amount: trimmed });
  return parsed.success ? parsed.data.amount : null;
}

type RowProps = {
  item: AdminWalletTransaction;
  amount: string;
  error: string | undefined;
  busy: boolean;
  onAmount: (value: string) => void;
  onApprove: () => void;
  onReject: () => void;
};

function AmountInput({
  item,
  amount,
  error,
  onAmount,
  inTable = false,
}: RowProps & { inTable?: boolean }) {
  const { t } = useTranslation('adminMoney');
  const id = `amount-${item.id}`;
  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={id}
        className={inTable ? 'sr-only' : 'text-xs font-semibold text-neutral-500 uppercase'}
      >
        {t('deposits.amountFor', { who: whoOf(item, t('deletedMember')) })}
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        onChange={(event) => onAmount(event.target.value)}
        placeholder="0"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-11 w-28 rounded-xl border border-neutral-300 px-3 text-base tabular-nums focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 aria-invalid:border-red-500"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

function Reference({ item }: { item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  return item.transaction_ref ? (
    <span>{item.transaction_ref}</span>
  ) : (
    <span className="text-neutral-400">{t('deposits.noReference')}</span>
  );
}

function DepositRow(props: RowProps) {
  const format = useMoneyFormat();
  const { item } = props;
  return (
    <tr className="align-top">
      <td className="max-w-56 px-4 py-3">
        <UserCell item={item} />
        <DuplicateFlag item={item} />
      </td>
      <td className="min-w-28 px-4 py-3 text-sm">{format.dateTime(item.created_at)}</td>
      <td className="px-4 py-3 text-sm whitespace-nowrap">{methodName(item)}</td>
      <td className="max-w-40 px-4 py-3 text-sm wrap-anywhere">
        <Reference item={item} />
      </td>
      <td className="px-4 py-3">
        <ProofLink item={item} />
      </td>
      <td className="px-4 py-3">
        <AmountInput {...props} inTable />
      </td>
      <td className="px-4 py-3">
        <DecisionButtons {...props} stacked />
      </td>
    </tr>
  );
}

function DepositCard(props: RowProps) {
  const { t } = useTranslation('adminMoney');
  const format = useMoneyFormat();
  const { item } = props;
  return (
    <li>
      <Card className="flex flex-col gap-3">
        <div>
          <UserCell item={item} />
          <DuplicateFlag item={item} />
        </div>
        <div className="flex items-start gap-4">
          <ProofLink item={item} />
          <dl className="flex min-w-0 flex-1 flex-col gap-2">
            <Field label={t('columns.date')}>{format.dateTime(item.created_at)}</Field>
            <Field label={t('columns.method')}>{methodName(item)}</Field>
            <Field label={t('columns.reference')}>
              <Reference item={item} />
            </Field>
          </dl>
        </div>
        <AmountInput {...props} />
        <DecisionButtons {...props} />
      </Card>
    </li>
  );
}

const COLUMNS = ['user', 'date', 'method', 'reference', 'proof', 'amount', 'actions'] as const;

/** /admin/deposits: pending deposits, oldest first; the admin sets the coins to credit. */
export function DepositsScreen() {
  const { t } = useTranslation('adminMoney');
  const list = usePending('deposits');
  const { approve, startReject, busy, dialog } = useDecide('deposits');
  const isDesktop = useIsDesktop();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const items = list.data?.items ?? [];

  const rowProps = (item: AdminWalletTransaction): RowProps => ({
    item,
    amount: amounts[item.id] ?? '',
    error: errors[item.id],
    busy,
    onAmount: (value) => {
      setAmounts((current) => ({ ...current, [item.id]: value }));
      setErrors((current) => ({ ...current, [item.id]: undefined }));
    },
    onApprove: () => {
      const amount = parseAmount(amounts[item.id] ?? '');
      if (amount === null) {
        setErrors((current) => ({ ...current, [item.id]: t('INVALID_AMOUNT', { ns: 'errors' }) }));
        return;
      }
      approve(item, amount);
    },
    onReject: () => startReject(item),
  });

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-neutral-900">{t('deposits.title')}</h1>
        <p className="text-sm text-neutral-600">{t('deposits.subtitle')}</p>
      </div>
      {list.isPending ? (
        <LoadingRows />
      ) : list.isError ? (
        <LoadFailed message={t('deposits.loadFailed')} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>{t('deposits.empty')}</EmptyState>
      ) : isDesktop ? (
        <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm">
          <table className="w-full text-left">
            <thead className="border-b border-neutral-200 bg-neutral-50">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={thClasses}>
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {items.map((item) => (
                <DepositRow key={item.id} {...rowProps(item)} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <DepositCard key={item.id} {...rowProps(item)} />
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}
