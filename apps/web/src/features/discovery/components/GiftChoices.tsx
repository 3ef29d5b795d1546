import { GIFT_GRID_COLUMNS } from '@dating/shared';
import { Coins, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { giftName } from '../../../lib/giftName';
import { paths } from '../../../lib/paths';
import { buttonClasses, cn, Skeleton } from '../../../ui';
import type { MyGift } from '../lists';

const gridColumns = { gridTemplateColumns: `repeat(${GIFT_GRID_COLUMNS}, minmax(0, 1fr))` };

export interface GiftGroup {
  key: string;
  gift: MyGift;
  count: number;
}

/** One tile per catalogue item (with how many are owned); sending uses the first owned one. */
export function groupGifts(items: MyGift[]): GiftGroup[] {
  const groups = new Map<string, GiftGroup>();
  for (const gift of items) {
    const key = gift.gift_catalog_id ?? gift.name;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { key, gift, count: 1 });
  }
  return [...groups.values()];
}

export type GiftsStatus = 'loading' | 'failed' | 'empty';

/** What the dialog shows instead of the grid: the gifts loading, failing, or none to send. */
export function GiftsStatusView({ status }: { status: GiftsStatus }) {
  const { t } = useTranslation('discovery');
  if (status === 'loading') {
    return (
      <div role="status" aria-label={t('gift.loading')} className="grid gap-3" style={gridColumns}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="aspect-square" />
        ))}
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-600">
        {t('gift.loadFailed')}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <Gift aria-hidden="true" className="size-10 text-rose-400" />
      <p className="text-neutral-700">{t('gift.empty')}</p>
      <Link to={paths.shop} className={buttonClasses('primary', 'md')}>
        {t('gift.visitShop')}
      </Link>
    </div>
  );
}

/** The member's gifts as a grid of radio tiles: picture, name, price and how many are owned. */
export function GiftChoices(props: {
  groups: GiftGroup[];
  /** The chosen gift's id ('' for none yet). */
  selected: string;
  /** The radio group's name. */
  name: string;
  onChoose: (giftId: string) => void;
}) {
  const { t, i18n } = useTranslation('discovery');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-neutral-800">{t('gift.choose')}</legend>
      <div className="grid gap-2" style={gridColumns}>
        {props.groups.map((group) => (
          <label
            key={group.key}
            className={cn(
              'relative flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 p-2 text-center',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-500',
              props.selected === group.gift.id
                ? 'border-rose-500 bg-rose-50'
                : 'border-neutral-200 hover:bg-neutral-50',
            )}
          >
            <input
              type="radio"
              name={props.name}
              value={group.gift.id}
              checked={props.selected === group.gift.id}
              onChange={() => props.onChoose(group.gift.id)}
              className="sr-only"
            />
            {group.gift.image_url ? (
              <img src={group.gift.image_url} alt="" className="size-12 object-contain" />
            ) : (
              <Gift aria-hidden="true" className="size-12 text-rose-400" />
            )}
            <span className="line-clamp-1 text-xs font-semibold text-neutral-800">
              {giftName(group.gift.name, t)}
            </span>
            {group.gift.purchase_price != null && (
              <span className="inline-flex items-center gap-0.5 text-[11px] text-neutral-500">
                <Coins aria-hidden="true" className="size-3" />
                {formatNumber(group.gift.purchase_price, i18n.language)}
              </span>
            )}
            {group.count > 1 && (
              <span className="absolute top-1 right-1 rounded-full bg-rose-600 px-1.5 text-[10px] font-bold text-white">
                {t('gift.count', { n: formatNumber(group.count, i18n.language) })}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
