import {
  type AdminWalletTransaction,
  PAYMENT_METHOD_NAMES,
  type ReceiptFlag,
  type ReceiptReadingView,
} from '@dating/shared';
import { AlertTriangle, CheckCircle2, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';
import { cn } from '../../../../ui';
import type { ListLayout } from '../../../../ui/admin-list';
import { ShortId } from './TransactionParts';

/**
 * What OCR read from a deposit's screenshot beside what the member typed, and the flags in
 * words (docs/receipt-reading.md). It points; the admin decides.
 */

/** The reading once the background job has run; null while it waits, or for a withdrawal. */
export const readingOf = (item: AdminWalletTransaction): ReceiptReadingView | null =>
  item.receipt_reading?.status === 'read' ? item.receipt_reading : null;

/** The receipt's amount and the typed one differ: the admin must choose which to credit. */
export const amountsDisagree = (item: AdminWalletTransaction) =>
  readingOf(item)?.flags.includes('amount_mismatch') ?? false;

/**
 * Where the amount to credit starts: a second approval from the first admin's amount (four eyes
 * needs the same one); else the coins quoted for the typed amount when the receipt agrees (or
 * read none), the receipt's when nothing was typed, and nothing when the two disagree.
 */
export function startingAmount(item: AdminWalletTransaction): string {
  if (item.first_approval?.amount) return String(item.first_approval.amount);
  if (amountsDisagree(item)) return '';
  return String(item.quoted_coins ?? readingOf(item)?.quoted_coins ?? '');
}

const LINE = 'grid grid-cols-[minmax(0,3fr)_minmax(0,3.5fr)_minmax(0,3.5fr)] gap-x-2 px-0.5';

/**
 * One field: its name, the typed value, the value read. Not a table: the admin list is one
 * already, and a row inside its row would be found as the deposit's own.
 */
function Line({
  label,
  typed,
  read,
  flagged,
}: {
  label: string;
  typed: ReactNode;
  read: ReactNode;
  flagged: boolean;
}) {
  const { t } = useTranslation('adminMoney');
  return (
    <div
      className={cn(
        LINE,
        'py-0.5',
        flagged && 'rounded bg-orange-50 font-semibold text-orange-900',
      )}
    >
      <dt className="font-medium">{label}</dt>
      <dd className="wrap-anywhere">
        <span className="sr-only">{t('receipt.typed')}: </span>
        {typed}
      </dd>
      <dd className="wrap-anywhere">
        <span className="sr-only">{t('receipt.read')}: </span>
        {read}
      </dd>
    </div>
  );
}

/**
 * The typed and read values, field by field; a flagged field is marked. Before the reading, the read
 * side waits and the typed values (the transaction ID among them) still show.
 */
function Comparison({
  item,
  reading,
}: {
  item: AdminWalletTransaction;
  reading: ReceiptReadingView | null;
}) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const none = (
    <span className="text-neutral-500">
      {reading ? t('receipt.notRead') : t('receipt.waiting')}
    </span>
  );
  const untyped = <span className="text-neutral-500">—</span>;
  const flagged = (flag: ReceiptFlag) => reading?.flags.includes(flag) ?? false;
  const kyat = (value: number | null | undefined, empty: ReactNode) =>
    value == null ? empty : t('receipt.kyat', { kyat: format.number(value) });
  const code = (value: string | null | undefined, empty: ReactNode) =>
    value ? <span translate="no">{value}</span> : empty;
  const receiver = [reading?.receiver_name, reading?.receiver_number].filter(Boolean).join(' ');
  return (
    <div className="flex w-full flex-col text-xs tabular-nums">
      <p className="sr-only">{t('receipt.caption')}</p>
      <div aria-hidden="true" className={cn(LINE, 'text-neutral-500')}>
        <span />
        <span>{t('receipt.typed')}</span>
        <span>{t('receipt.read')}</span>
      </div>
      <dl>
        <Line
          label={t('receipt.wallet')}
          typed={item.payment_method ? PAYMENT_METHOD_NAMES[item.payment_method] : untyped}
          read={reading?.wallet ? PAYMENT_METHOD_NAMES[reading.wallet] : none}
          flagged={flagged('wallet_mismatch')}
        />
        <Line
          label={t('receipt.transactionId')}
          typed={code(
            item.transaction_ref,
            <span className="text-neutral-500">{t('deposits.noReference')}</span>,
          )}
          read={code(reading?.transaction_id, none)}
          flagged={flagged('transaction_id_mismatch') || flagged('transaction_id_reused')}
        />
        <Line
          label={t('receipt.amount')}
          typed={kyat(item.amount_kyat, untyped)}
          read={kyat(reading?.amount_kyat, none)}
          flagged={flagged('amount_mismatch')}
        />
        <Line
          label={t('receipt.time')}
          typed={t('receipt.sentAt', { time: format.dateTime(item.created_at) })}
          read={reading?.occurred_at ? format.dateTime(reading.occurred_at) : none}
          flagged={false}
        />
        <Line
          label={t('receipt.receiver')}
          typed={untyped}
          read={receiver ? <span translate="no">{receiver}</span> : none}
          flagged={flagged('receiver_not_ours')}
        />
      </dl>
    </div>
  );
}

/** One flag in words; a reused ID links the other deposits (the history finds a whole id). */
function FlagText({ flag, reading }: { flag: ReceiptFlag; reading: ReceiptReadingView }) {
  const { t } = useTranslation('adminMoney');
  return (
    <>
      {t(`receipt.flag.${flag}`)}
      {flag === 'transaction_id_reused' &&
        reading.reused_with.map((id) => (
          <Link
            key={id}
            to={`${paths.adminHistory}?q=${id}`}
            className="ml-1 underline underline-offset-2 hover:text-orange-950"
          >
            {t('deposits.duplicateLink')} <ShortId id={id} />
          </Link>
        ))}
    </>
  );
}

/** The flags of a reading in plain words, as a list (the row and the approval dialog). */
export function ReceiptFlags({
  reading,
  except = [],
}: {
  reading: ReceiptReadingView;
  except?: ReceiptFlag[];
}) {
  const { t } = useTranslation('adminMoney');
  const flags = reading.flags.filter((flag) => !except.includes(flag));
  if (flags.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1" aria-label={t('receipt.flags')}>
      {flags.map((flag) => (
        <li
          key={flag}
          className="flex items-start gap-1.5 rounded-lg bg-orange-50 px-2 py-1 text-xs font-semibold text-orange-900"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>
            <FlagText flag={flag} reading={reading} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The Receipt column: the comparison, then the flags, all agreed, or the reading pending. */
export function ReceiptCheck({
  item,
  layout,
}: {
  item: AdminWalletTransaction;
  layout: ListLayout;
}) {
  const { t } = useTranslation('adminMoney');
  if (!item.receipt_reading) return null;
  const reading = readingOf(item);
  return (
    <div className={cn('flex flex-col gap-1.5', layout === 'table' ? 'w-72' : 'w-full')}>
      <Comparison item={item} reading={reading} />
      {!reading ? (
        <p className="inline-flex items-center gap-1 text-xs text-neutral-500">
          <Loader2
            aria-hidden="true"
            className="size-3.5 animate-spin motion-reduce:animate-none"
          />
          {t('receipt.pending')}
        </p>
      ) : reading.flags.length === 0 ? (
        <p className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700">
          <CheckCircle2 aria-hidden="true" className="size-3.5 shrink-0" />
          {t('receipt.agrees')}
        </p>
      ) : (
        <ReceiptFlags reading={reading} />
      )}
    </div>
  );
}

/**
 * Under the amount when the receipt and the member disagree: both figures, each a button that
 * puts its coins in the amount. Nothing is chosen for the admin.
 */
export function AmountChoice({
  item,
  onPick,
}: {
  item: AdminWalletTransaction;
  onPick: (coins: number) => void;
}) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const reading = readingOf(item);
  if (!reading || !amountsDisagree(item) || item.first_approval) return null;
  const choices = [
    { key: 'useTyped', coins: item.quoted_coins },
    { key: 'useRead', coins: reading.quoted_coins },
  ].filter((choice): choice is { key: string; coins: number } => choice.coins !== null);
  return (
    <div className="flex max-w-44 flex-col gap-1">
      <p className="text-xs font-semibold text-orange-900">
        {t('receipt.disagree', {
          read: format.number(reading.amount_kyat ?? 0),
          typed: format.number(item.amount_kyat ?? 0),
        })}
      </p>
      <div className="flex flex-wrap gap-1">
        {choices.map(({ key, coins }) => (
          <button
            key={key}
            type="button"
            onClick={() => onPick(coins)}
            className="min-h-11 rounded-lg border border-neutral-300 px-2 text-xs font-medium text-neutral-800 hover:bg-neutral-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
          >
            {t(`receipt.${key}`, { coins: format.number(coins) })}
          </button>
        ))}
      </div>
    </div>
  );
}
