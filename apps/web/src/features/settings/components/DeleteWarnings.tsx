import type { WalletTransaction } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Spinner } from '../../../ui';
import { useWallet, useWalletTransactions } from '../../wallet';

/** The member's withdrawals still waiting for an admin: how many, and their coins in all. */
export function pendingWithdrawals(items: readonly WalletTransaction[]) {
  const waiting = items.filter((item) => item.type === 'withdraw' && item.status === 'pending');
  return {
    count: waiting.length,
    coins: waiting.reduce((sum, item) => sum + (item.amount ?? 0), 0),
  };
}

/**
 * What the member loses by deleting (issue 34), read from the wallet: the coins in the balance,
 * and withdrawals still pending. The server cannot pay those out once the account is gone (an
 * approval then answers ACCOUNT_DELETED, and a rejection has no one to return the held coins to:
 * wallet/admin-money/decide.ts, reject-withdrawal.ts). The transactions are the list's first
 * page, newest first, as the Withdraw tab shows them. `ready` is false until both answered (or
 * failed), so the member reads the warning before Delete can be pressed.
 */
export function useDeleteWarnings() {
  const wallet = useWallet();
  const transactions = useWalletTransactions();
  const ready = !wallet.isPending && !transactions.isPending;
  return { wallet, transactions, ready };
}

export function DeleteWarnings({ warnings }: { warnings: ReturnType<typeof useDeleteWarnings> }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const { wallet, transactions, ready } = warnings;
  if (!ready) {
    return (
      <p className="flex items-center gap-2 text-sm text-neutral-600">
        <Spinner size="sm" />
        {t('delete.checking')}
      </p>
    );
  }
  if (wallet.isError || transactions.isError) {
    return <Warning>{t('delete.walletUnknown')}</Warning>;
  }
  const coins = wallet.data?.coins ?? 0;
  const waiting = pendingWithdrawals(transactions.data?.items ?? []);
  if (coins <= 0 && waiting.count === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {coins > 0 && (
        <Warning as="li">
          {t('delete.coins', { count: coins, amount: format.number(coins) })}
        </Warning>
      )}
      {waiting.count > 0 && (
        <Warning as="li">
          {t('delete.withdrawal', {
            count: waiting.count,
            amount: format.number(waiting.coins),
          })}
        </Warning>
      )}
    </ul>
  );
}

function Warning({ as: Tag = 'p', children }: { as?: 'p' | 'li'; children: string }) {
  return (
    <Tag className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">{children}</Tag>
  );
}
