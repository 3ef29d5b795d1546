import type { Gift } from '@dating/shared';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { giftName } from '../../../lib/giftName';
import { errorText, refusalText } from '../../../lib/i18n';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { Button, useViewingAs, ViewAsReadOnly } from '../../../ui';
import { useBuyGift, useGifts } from '../api';
import { ConfirmMoney, ShopNotice } from './ConfirmMoney';
import { EmptyNote, GiftGridSkeleton, GiftTile, LoadError } from './GiftStates';

/** Store: active gifts by price with Buy (docs/product.md#coins-gifts-and-money). */
export function StoreTab({ coins }: { coins: number | undefined }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const gifts = useGifts();
  const buy = useBuyGift();
  // A View As tab buys nothing: the buttons are disabled and the tab says why (issue 31).
  const readOnly = useViewingAs();
  // One key per gift until it is bought: retrying a failed purchase cannot buy it twice.
  const purchases = useIdempotencyKeys();
  const [asking, setAsking] = useState<Gift | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const ask = (gift: Gift) => {
    setAsking(gift);
    setNotice(undefined);
    // Known before asking the server (which checks again, 422, against a stale balance).
    setRefusal(
      coins !== undefined && gift.price > coins
        ? t('NOT_ENOUGH_COINS', { ns: 'errors' })
        : undefined,
    );
  };

  const confirm = () => {
    const gift = asking;
    if (!gift || buy.isPending) return;
    setRefusal(undefined);
    buy.mutate(
      { giftCatalogId: gift.id, idempotencyKey: purchases.keyFor(gift.id) },
      {
        onSuccess: () => {
          purchases.renew(gift.id);
          setAsking(null);
          setNotice(t('bought', { name: giftName(gift.name, t) }));
        },
        onError: (error) =>
          setRefusal(
            isApiError(error) && error.code === 'NOT_ENOUGH_COINS'
              ? errorText(error, t)
              : t('buyFailed', { message: refusalText(error, t) }),
          ),
      },
    );
  };

  if (gifts.isPending) return <GiftGridSkeleton />;
  if (gifts.isError) return <LoadError onRetry={() => void gifts.refetch()} />;
  if (gifts.data.items.length === 0) return <EmptyNote>{t('store.empty')}</EmptyNote>;

  const affordable = asking !== null && coins !== undefined && asking.price <= coins;
  return (
    <>
      <ShopNotice text={notice} />
      <ViewAsReadOnly className="mb-3" />
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
                  {t('price', { count: gift.price, price: format.number(gift.price) })}
                </span>
              }
              action={
                <Button
                  className="w-full"
                  loading={buying}
                  disabled={coins === undefined || buy.isPending || readOnly}
                  onClick={() => ask(gift)}
                  aria-label={t('store.buyGift', { name: giftName(gift.name, t) })}
                >
                  {buying ? t('store.buying') : t('store.buy')}
                </Button>
              }
            />
          );
        })}
      </ul>
      <ConfirmMoney
        open={asking !== null}
        title={t('confirm.buyTitle')}
        question={
          asking && coins !== undefined
            ? t('confirm.buy', {
                count: asking.price,
                name: giftName(asking.name, t),
                price: format.number(asking.price),
                after: format.number(coins - asking.price),
              })
            : ''
        }
        confirmLabel={buy.isPending ? t('store.buying') : t('store.buy')}
        busy={buy.isPending}
        error={refusal}
        canConfirm={affordable}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
