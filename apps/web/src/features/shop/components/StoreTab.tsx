import type { Gift } from '@dating/shared';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { giftName } from '../../../lib/giftName';
import { errorText } from '../../../lib/i18n';
import { Button, useToast } from '../../../ui';
import { useBuyGift, useGifts } from '../api';
import { refusalText, useMoneyFormat } from '../format';
import { EmptyNote, GiftGridSkeleton, GiftTile, LoadError } from './GiftStates';

/** Store: active gifts by price with Buy (spec "Shop"; section 5 Buy; section 8 toasts). */
export function StoreTab({ coins }: { coins: number | undefined }) {
  const { t } = useTranslation('shop');
  const toast = useToast();
  const format = useMoneyFormat();
  const gifts = useGifts();
  const buy = useBuyGift();

  const onBuy = (gift: Gift) => {
    if (coins === undefined || buy.isPending) return;
    // Checked here to spare a request, and again on the server (422) against a stale balance.
    if (gift.price > coins) {
      toast.show(t('NOT_ENOUGH_COINS', { ns: 'errors' }), 'error');
      return;
    }
    buy.mutate(gift.id, {
      onSuccess: () => toast.show(t('bought', { name: giftName(gift.name, t) }), 'success'),
      onError: (error) =>
        toast.show(
          isApiError(error) && error.code === 'NOT_ENOUGH_COINS'
            ? errorText(error, t)
            : t('buyFailed', { message: refusalText(error, t) }),
          'error',
        ),
    });
  };

  if (gifts.isPending) return <GiftGridSkeleton />;
  if (gifts.isError) return <LoadError onRetry={() => void gifts.refetch()} />;
  if (gifts.data.items.length === 0) return <EmptyNote>{t('store.empty')}</EmptyNote>;

  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {gifts.data.items.map((gift) => {
        const buying = buy.isPending && buy.variables === gift.id;
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
