import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Spinner } from '../../../ui';
import { useWallet } from '../../wallet';

/**
 * What the member loses by deleting (issue 34), from the wallet's answer: the coins in the
 * balance, deposits sent but not yet credited, and withdrawals not yet paid out (the server counts
 * all of them, not a page of the list). None of it can reach the member once the account is
 * gone: an approval then answers ACCOUNT_DELETED, and a rejection has no one to return the held
 * coins to (wallet/admin-money/decide.ts, reject-withdrawal.ts). `ready` is false until the wallet
 * answered (or failed), so the member reads the warning before Delete can be pressed.
 */
export function useDeleteWarnings() {
  const wallet = useWallet();
  return { wallet, ready: !wallet.isPending };
}

export function DeleteWarnings({ warnings }: { warnings: ReturnType<typeof useDeleteWarnings> }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const { wallet, ready } = warnings;
  if (!ready) {
    return (
      <p className="flex items-center gap-2 text-sm text-neutral-600">
        <Spinner size="sm" />
        {t('delete.checking')}
      </p>
    );
  }
  if (!wallet.data) return <Warning>{t('delete.walletUnknown')}</Warning>;
  const { coins, pending } = wallet.data;
  const lines = [
    coins > 0 && t('delete.coins', { count: coins, amount: format.number(coins) }),
    pending.deposits > 0 &&
      t('delete.deposit', { count: pending.deposits, amount: format.number(pending.deposit_kyat) }),
    pending.withdrawals > 0 &&
      t('delete.withdrawal', {
        count: pending.withdrawals,
        amount: format.number(pending.withdrawal_coins),
      }),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {lines.map((line) => (
        <Warning key={line} as="li">
          {line}
        </Warning>
      ))}
    </ul>
  );
}

function Warning({ as: Tag = 'p', children }: { as?: 'p' | 'li'; children: string }) {
  return (
    <Tag className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">{children}</Tag>
  );
}
