import { type AdminWalletTransaction, PAYMENT_METHOD_NAMES } from '@dating/shared';
import { Copy, ImageIcon, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';
import { type AdminColumn, DecisionButtons, MemberLink } from '../../../../ui/admin-list';
import { ClaimGate, useClaims } from '../../../moderation-claims';

/** Cells of one money transaction, shared by the tables (wide screens) and the cards. */

/** `@username` for texts and accessible names, or 'Deleted member'. */
export const whoOf = (item: AdminWalletTransaction, deleted: string) =>
  item.user ? `@${item.user.username}` : deleted;

/** `@username` (with the first name), or a note that the member deleted their account. */
export function UserCell({ item }: { item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  if (!item.user) return <span className="text-neutral-500 italic">{t('deletedMember')}</span>;
  return (
    <span className="flex min-w-0 flex-col">
      {/* Wrapped, never cut: an admin must read the whole username. */}
      <MemberLink id={item.user.id} username={item.user.username} />
      {item.user.first_name && (
        <span className="truncate text-sm text-neutral-500">{item.user.first_name}</span>
      )}
    </span>
  );
}

/**
 * The first 8 characters of a transaction's id, as the history shows and finds it. A code, not a
 * number: never translated (in Burmese its digits stay Latin, as an admin types them).
 */
export function ShortId({ id, className }: { id: string; className?: string }) {
  return (
    <code title={id} translate="no" className={className}>
      {id.slice(0, 8)}
    </code>
  );
}

export const methodName = (item: AdminWalletTransaction) =>
  item.payment_method ? PAYMENT_METHOD_NAMES[item.payment_method] : '—';

/** A thumbnail of the private payment screenshot that opens it in a new tab. */
export function ProofLink({ item }: { item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  if (!item.proof_url) return <span className="text-sm text-neutral-400">{t('noProof')}</span>;
  return (
    <a
      href={item.proof_url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex flex-col items-start gap-1 rounded-lg text-sm font-medium text-rose-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
    >
      <img
        src={item.proof_url}
        alt=""
        loading="lazy"
        className="h-20 w-16 rounded-lg border border-neutral-200 bg-neutral-100 object-cover"
      />
      <span className="inline-flex items-center gap-1">
        <ImageIcon aria-hidden="true" className="size-4" />
        {t('deposits.viewProof')}
      </span>
    </a>
  );
}

/**
 * Shown when an earlier deposit used the same screenshot or transaction reference: says which
 * matched, and links to that deposit (the history finds a whole id in any state).
 */
export function DuplicateFlag({ item }: { item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  if (!item.duplicate_of) return null;
  return (
    <p className="mt-1 inline-flex items-start gap-1 rounded-lg bg-orange-50 px-2 py-1 text-xs font-semibold text-orange-800">
      <Copy aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {t(`deposits.duplicateMatch.${item.duplicate_match ?? 'reference'}`)}{' '}
        <Link
          to={`${paths.adminHistory}?q=${item.duplicate_of}`}
          className="underline underline-offset-2 hover:text-orange-950"
        >
          {t('deposits.duplicateLink')} <ShortId id={item.duplicate_of} />
        </Link>
      </span>
    </p>
  );
}

/** Four eyes: 'Approved by @X, waiting for a second admin'. */
export function FirstApprovalNote({ item }: { item: AdminWalletTransaction }) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  if (!item.first_approval || item.status !== 'pending') return null;
  return (
    <p className="mt-1 inline-flex items-start gap-1 rounded-lg bg-sky-50 px-2 py-1 text-xs font-semibold text-sky-900">
      <Users aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      {t('firstApproval', {
        admin: item.first_approval.username ?? t('deletedMember'),
        amount: format.number(item.first_approval.amount ?? 0),
      })}
    </p>
  );
}

/** Approve and Reject, named with the member; a deleted member's deposit can only be rejected. */
export function TransactionDecisionButtons({
  item,
  busy,
  onApprove,
  onReject,
  stacked,
}: {
  item: AdminWalletTransaction;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  stacked?: boolean;
}) {
  const { t } = useTranslation('adminMoney');
  const who = whoOf(item, t('deletedMember'));
  // Another admin working on it (docs/decisions/026-moderation-claims.md): wait for them.
  const holder = useClaims(claimKindOf(item)).holderOf(item.id)?.admin.username;
  return (
    <ClaimGate holder={holder}>
      <DecisionButtons
        busy={busy}
        stacked={stacked}
        approve={{
          label: t('approve'),
          name: t('approveFor', { who }),
          onClick: onApprove,
          disabled: !item.user,
        }}
        reject={{ label: t('reject'), name: t('rejectFor', { who }), onClick: onReject }}
      />
    </ClaimGate>
  );
}

/** The claims queue of a money request. */
export const claimKindOf = (item: Pick<AdminWalletTransaction, 'type'>) =>
  item.type === 'deposit' ? ('deposit' as const) : ('withdrawal' as const);

/** The member and date columns every money list starts with. */
export function useMemberAndDateColumns(): AdminColumn<AdminWalletTransaction>[] {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  return [
    {
      id: 'user',
      header: t('columns.user'),
      card: 'title',
      cell: (item) => <UserCell item={item} />,
    },
    {
      id: 'date',
      header: t('columns.date'),
      className: 'whitespace-nowrap',
      cell: (item) => format.dateTime(item.created_at),
    },
  ];
}
