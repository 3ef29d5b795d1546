import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, useToast, useToastPlacement } from '../../../ui';
import { DepositTab, refreshBalance, useWallet, WithdrawTab } from '../../wallet';
import { shopKeys, useGifts, useInventory } from '../api';
import { BalanceHeader } from '../components/BalanceHeader';
import { InventoryTab } from '../components/InventoryTab';
import { StoreTab } from '../components/StoreTab';

const TABS = ['store', 'inventory', 'deposit', 'withdraw'] as const;

/**
 * /shop (docs/product.md#coins-gifts-and-money): balance header, then Store, Inventory, Deposit,
 * Withdraw.
 */
export function ShopScreen() {
  const { t } = useTranslation('shop');
  const toast = useToast();
  // The balance at the top stays readable: messages appear above the tab bar here.
  useToastPlacement('bottom');
  const client = useQueryClient();
  const wallet = useWallet();
  const gifts = useGifts();
  const inventory = useInventory();
  const failed = wallet.isError || gifts.isError || inventory.isError;
  const refreshing = wallet.isFetching || gifts.isFetching || inventory.isFetching;

  // A toast when the shop cannot load, once per failure, not per render (docs/product.md#messages).
  useEffect(() => {
    if (failed) toast.show(t('loadError'), 'error');
  }, [failed, toast, t]);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: shopKeys.all });
    refreshBalance(client);
  };

  const coins = wallet.data?.coins;

  return (
    <section className="flex flex-1 flex-col gap-4 px-4 py-6">
      <h1 className="px-1 text-2xl font-bold text-neutral-900">{t('title')}</h1>
      <BalanceHeader
        coins={coins}
        unavailable={wallet.isError}
        refreshing={refreshing}
        onRefresh={refresh}
      />
      <Tabs.Root defaultValue="store" className="flex flex-col gap-4">
        {/* One row where the four labels fit; two rows of two on a small phone (360 px),
            where they do not in either language (issue 18). */}
        <Tabs.List
          aria-label={t('tabs.label')}
          className="grid grid-cols-2 gap-1 rounded-3xl bg-neutral-100 p-1 min-[400px]:flex min-[400px]:rounded-full"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className={cn(
                'min-h-11 flex-1 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-neutral-600',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
                'data-[state=active]:bg-white data-[state=active]:text-rose-700 data-[state=active]:shadow-sm',
              )}
            >
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="store" className="focus-visible:outline-none">
          <StoreTab coins={coins} />
        </Tabs.Content>
        <Tabs.Content value="inventory" className="focus-visible:outline-none">
          <InventoryTab coins={coins} />
        </Tabs.Content>
        <Tabs.Content value="deposit" className="focus-visible:outline-none">
          <DepositTab />
        </Tabs.Content>
        <Tabs.Content value="withdraw" className="focus-visible:outline-none">
          <WithdrawTab coins={coins} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
