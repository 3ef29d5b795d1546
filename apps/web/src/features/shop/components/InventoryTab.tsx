import { giftSellPrice, type OwnedGift } from '@dating/shared';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { giftName } from '../../../lib/giftName';
import { refusalText } from '../../../lib/i18n';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { Button, useViewingAs, ViewAsReadOnly } from '../../../ui';
import { useInventory, useSellGift } from '../api';
import { ConfirmMoney, ShopNotice } from './ConfirmMoney';
import { EmptyNote, GiftGridSkeleton, GiftTile, LoadError } from './GiftStates';

export interface GiftGroup {
  giftCatalogId: string;
  /** Newest first; Sell sells the first one. */
  items: OwnedGift[];
}

/** Own gifts grouped by catalogue item, in the order of each group's newest gift. */
export function groupGifts(gifts: OwnedGift[]): GiftGroup[] {
  const groups = new Map<string, GiftGroup>();
  for (const gift of gifts) {
    const group = groups.get(gift.gift_catalog_id);
    if (group) group.items.push(gift);
    else groups.set(gift.gift_catalog_id, { giftCatalogId: gift.gift_catalog_id, items: [gift] });
  }
  return [...groups.values()];
}

/**
 * Inventory: bought gifts and gifts received with a superlike, one tile per catalogue item with a
 * count badge; Sell returns floor(purchase price × 0.8) coins
 * (docs/product.md#coins-gifts-and-money).
 */
export function InventoryTab({ coins }: { coins: number | undefined }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const inventory = useInventory();
  const sell = useSellGift();
  // A View As tab sells nothing: the buttons are disabled and the tab says why (issue 31).
  const readOnly = useViewingAs();
  // One key per owned gift until it is sold: a retry cannot sell it twice.
  const sales = useIdempotencyKeys();

  const [asking, setAsking] = useState<OwnedGift | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const ask = (gift: OwnedGift) => {
    setAsking(gift);
    setRefusal(undefined);
    setNotice(undefined);
  };

  const confirm = () => {
    const gift = asking;
    if (!gift || sell.isPending) return;
    setRefusal(undefined);
    sell.mutate(
      { userGiftId: gift.id, idempotencyKey: sales.keyFor(gift.id) },
      {
        onSuccess: (result) => {
          sales.renew(gift.id);
          setAsking(null);
          setNotice(t('sold', { name: giftName(result.name, t) }));
        },
        onError: (error) => setRefusal(t('sellFailed', { message: refusalText(error, t) })),
      },
    );
  };

  if (inventory.isPending) return <GiftGridSkeleton />;
  if (inventory.isError) return <LoadError onRetry={() => void inventory.refetch()} />;
  const groups = groupGifts(inventory.data.items);
  if (groups.length === 0) {
    // Selling the last gift empties the list: its confirmation must still show.
    return (
      <>
        <ShopNotice text={notice} />
        <EmptyNote>{t('inventory.empty')}</EmptyNote>
      </>
    );
  }

  const price = asking ? giftSellPrice(asking.purchase_price) : 0;
  return (
    <>
      <ShopNotice text={notice} />
      <ViewAsReadOnly className="mb-3" />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {groups.map(({ giftCatalogId, items }) => {
          const [next] = items as [OwnedGift, ...OwnedGift[]];
          const received = items.filter((gift) => gift.received_from !== null).length;
          const selling =
            sell.isPending && items.some((gift) => gift.id === sell.variables?.userGiftId);
          return (
            <GiftTile
              key={giftCatalogId}
              name={giftName(next.name, t)}
              imageUrl={next.image_url}
              badge={
                <span className="absolute top-2 right-2 inline-flex min-w-7 items-center justify-center rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white shadow">
                  <span aria-hidden="true">×{format.number(items.length)}</span>
                  <span className="sr-only">{t('inventory.owned', { count: items.length })}</span>
                </span>
              }
              detail={
                <span className="flex flex-col gap-0.5">
                  <span className="inline-flex items-center gap-1">
                    <Coins aria-hidden="true" className="size-4 text-amber-600" />
                    {t('inventory.sellsFor', {
                      price: format.number(giftSellPrice(next.purchase_price)),
                    })}
                  </span>
                  {received > 0 && (
                    <span className="text-xs text-rose-700">
                      {t('inventory.received', { count: received })}
                    </span>
                  )}
                </span>
              }
              action={
                <Button
                  variant="secondary"
                  className="w-full"
                  loading={selling}
                  disabled={sell.isPending || readOnly}
                  onClick={() => ask(next)}
                  aria-label={t('inventory.sellGift', { name: giftName(next.name, t) })}
                >
                  {selling ? t('inventory.selling') : t('inventory.sell')}
                </Button>
              }
            />
          );
        })}
      </ul>
      <ConfirmMoney
        open={asking !== null}
        title={t('confirm.sellTitle')}
        question={
          asking
            ? t(coins === undefined ? 'confirm.sellNoBalance' : 'confirm.sell', {
                count: price,
                name: giftName(asking.name, t),
                price: format.number(price),
                after: format.number((coins ?? 0) + price),
              })
            : ''
        }
        confirmLabel={sell.isPending ? t('inventory.selling') : t('inventory.sell')}
        busy={sell.isPending}
        error={refusal}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
