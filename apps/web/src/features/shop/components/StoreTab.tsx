import type { Gift } from '@dating/shared';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { giftName } from '../../../lib/giftName';
import { errorText, refusalText } from '../../../lib/i18n';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { Button, useToast } from '../../../ui';
import { useBuyGift, useGifts } from '../api';
import { EmptyNote, GiftGridSkeleton, GiftTile, LoadError } from './GiftStates';

/** Store: active gifts by price with Buy (docs/product.md#coins-gifts-and-money). */
export function StoreTab({ coins }: { coins: number | undefined }) {
  const { t } = useTranslation('shop');
  const toast = useToast();
  const format = useFormat();
  const gifts = useGifts();
  const buy = useBuyGift();
  // One key per gift until it is bought: retrying a failed purchase cannot buy it twice.
  const purchases = useIdempotencyKeys();

  const onBuy = (gift: Gift) => {
    if (coins === undefined || buy.isPending) return;
    // Checked here to spare a request, and again on the server (422) against a stale balance.
    if (gift.price > coins) {
      toast.show(t('NOT_ENOUGH_COINS', { ns: 'errors' }), 'error');
      return;
    }
    buy.mutate(
      { giftCatalogId: gift.id, idempotencyKey: purchases.keyFor(gift.id) },
      {
        onSuccess: () => {
          purchases.renew(gift.id);
          toast.show(t('bought', { name: giftName(gift.name, t) }), 'success');
        },
        onError: (error) =>
          toast.show(
            isApiError(error) && error.code === 'NOT_ENOUGH_COINS'
              ? errorText(error, t)
              : t('buyFailed', { message: refusalText(error, t) }),
            'error',
          ),
      },
    );
  };

  if (gifts.isPending) return <GiftGridSkeleton />;
  if (gifts.isError) return <LoadError onRetry={() => void gifts.refetch()} />;
  if (gifts.data.items.length === 0) return <EmptyNote>{t('store.empty')}</EmptyNote>;

  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {gifts.data.items.map((gift) => {
        const buying = buy.isPending && buy.variables?.giftCatalogId === gift.id;
        return (
          <GiftTile
            key={gift.id}
            name={giftName(gift.name, t)}
            imageUrl={gift.image_url}
            detail={
              <span className="inline-flex items-center gap-1 font-semibold text-amber-700">
                <Coins aria-hidden="true" className="size-4" />
                {t('price', { price: format.number(gift.price) })}
              </span>
            }
            action={
              <Button
                className="w-full"
                loading={buying}
                disabled={coins === undefined || buy.isPending}
                onClick={() => onBuy(gift)}
                aria-label={t('store.buyGift', { name: giftName(gift.name, t) })}
              >
                {buying ? t('store.buying') : t('store.buy')}
              </Button>
            }
          />
        );
      })}
    </ul>
  );
}
