import { Coins, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { cn, Skeleton } from '../../../ui';

/** The coin balance with a refresh button (docs/product.md#coins-gifts-and-money). */
export function BalanceHeader({
  coins,
  unavailable,
  refreshing,
  onRefresh,
}: {
  coins: number | undefined;
  /** The balance could not be loaded. */
  unavailable: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const labelId = useId();
  return (
    // The amount has a line of its own, the card's full width: 9,999,999 coins fit on one line
    // at 360 px in both languages, even with the phone's text 25% larger (issue 34). Beside the
    // icon and the refresh button it wrapped "coins" from five digits on.
    <section
      aria-labelledby={labelId}
      className="flex flex-col gap-1 rounded-3xl bg-gradient-to-br from-rose-500 to-amber-500 p-5 text-white shadow-md"
    >
      <div className="flex items-center gap-3">
        <Coins aria-hidden="true" className="size-7 shrink-0" />
        <h2 id={labelId} className="min-w-0 flex-1 text-sm font-medium text-white/90">
          {t('balance.label')}
        </h2>
        <button
          type="button"
          onClick={onRefresh}
          disabled={refreshing}
          aria-label={t('balance.refresh')}
          className="-my-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/20 hover:bg-white/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-70"
        >
          <RefreshCw aria-hidden="true" className={cn('size-5', refreshing && 'animate-spin')} />
        </button>
      </div>
      {coins === undefined && unavailable ? (
        <p className="text-3xl font-bold">—</p>
      ) : coins === undefined ? (
        <Skeleton className="mt-1 h-8 w-32 bg-white/30" />
      ) : (
        <p className="text-3xl font-bold tabular-nums" aria-live="polite">
          {format.number(coins)}{' '}
          <span className="text-base font-semibold">{t('balance.coins', { count: coins })}</span>
        </p>
      )}
    </section>
  );
}
