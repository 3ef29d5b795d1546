import { type AdminWalletTransaction, approveDepositRequestSchema } from '@dating/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { type AdminColumn, type ListLayout, LookAlikeFlag } from '../../../../ui/admin-list';
import { PendingQueueView } from '../components/PendingQueueView';
import {
  AmountChoice,
  amountsDisagree,
  ReceiptCheck,
  startingAmount,
} from '../components/ReceiptCheck';
import {
  DuplicateFlag,
  FirstApprovalNote,
  ProofLink,
  TransactionDecisionButtons,
  UserCell,
  whoOf,
} from '../components/TransactionParts';
import { useDecide } from '../components/useDecide';
import { usePendingQueue } from '../components/usePendingQueue';

/** The admin's amount: digits only, a positive integer (shared schema; docs/product.md#coins-gifts-and-money). */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  // The API takes JSON integers only (no coercion of text).
  const parsed = approveDepositRequestSchema.safeParse({ amount: Number(trimmed) });
  return parsed.success ? parsed.data.amount : null;
}

function AmountInput({
  item,
  amount,
  error,
  onAmount,
  layout,
}: {
  item: AdminWalletTransaction;
  amount: string;
  error: string | undefined;
  onAmount: (value: string) => void;
  layout: ListLayout;
}) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const id = `amount-${item.id}`;
  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={id}
        className={
          layout === 'table' ? 'sr-only' : 'text-xs font-semibold text-neutral-500 uppercase'
        }
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
      {item.amount_kyat !== null && !amountsDisagree(item) && (
        <p className="text-xs text-neutral-500 tabular-nums">
          {t('deposits.stated', { kyat: format.number(item.amount_kyat) })}
        </p>
      )}
      <AmountChoice item={item} onPick={(coins) => onAmount(String(coins))} />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** /admin/deposits: pending deposits, oldest first; the admin sets the coins to credit. */
export function DepositsScreen() {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const pending = usePendingQueue('deposits');
  const { list } = pending;
  const { approve, startReject, busy, dialog } = useDecide('deposits', list.data?.four_eyes_coins);
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  // Starts from the agreed figures (ReceiptCheck startingAmount): empty when the receipt and
  // the member disagree, so the admin chooses.
  const amountOf = (item: AdminWalletTransaction) => amounts[item.id] ?? startingAmount(item);

  const setAmount = (item: AdminWalletTransaction, value: string) => {
    setAmounts((current) => ({ ...current, [item.id]: value }));
    setErrors((current) => ({ ...current, [item.id]: undefined }));
  };

  const approveWithAmount = (item: AdminWalletTransaction) => {
    const text = amountOf(item);
    const amount = parseAmount(text);
    if (amount === null) {
      const message =
        text.trim() === '' && amountsDisagree(item)
          ? t('receipt.chooseAmount')
          : t('INVALID_AMOUNT', { ns: 'errors' });
      setErrors((current) => ({ ...current, [item.id]: message }));
      return;
    }
    approve(item, amount);
  };

  const amountInput = (item: AdminWalletTransaction, layout: ListLayout) => (
    <AmountInput
      item={item}
      amount={amountOf(item)}
      error={errors[item.id]}
      onAmount={(value) => setAmount(item, value)}
      layout={layout}
    />
  );

  const decisionButtons = (item: AdminWalletTransaction, layout: ListLayout) => (
    <TransactionDecisionButtons
      item={item}
      busy={busy}
      stacked={layout === 'table'}
      onApprove={() => approveWithAmount(item)}
      onReject={() => startReject(item)}
    />
  );

  const columns: AdminColumn<AdminWalletTransaction>[] = [
    {
      id: 'user',
      header: t('columns.user'),
      card: 'title',
      className: 'max-w-56',
      cell: (item) => (
        <>
          <UserCell item={item} />
          <FirstApprovalNote item={item} />
          <DuplicateFlag item={item} />
          <LookAlikeFlag accounts={item.duplicate_photo_of} />
        </>
      ),
    },
    {
      id: 'date',
      header: t('columns.date'),
      className: 'min-w-28',
      cell: (item) => format.dateTime(item.created_at),
    },
    { id: 'proof', header: t('columns.proof'), cell: (item) => <ProofLink item={item} /> },
    // The member's method and reference are in the receipt check, beside what was read.
    {
      id: 'receipt',
      header: t('columns.receipt'),
      card: 'wide',
      cell: (item, layout) => <ReceiptCheck item={item} layout={layout} />,
    },
    { id: 'amount', header: t('columns.amount'), card: 'footer', cell: amountInput },
    { id: 'actions', header: t('columns.actions'), card: 'footer', cell: decisionButtons },
  ];

  return <PendingQueueView kind="deposits" pending={pending} columns={columns} dialog={dialog} />;
}
