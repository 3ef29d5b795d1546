import {
  type BuyGiftResponse,
  buyGiftResponseSchema,
  type DepositFields,
  giftsResponseSchema,
  ownedGiftsResponseSchema,
  sellGiftResponseSchema,
  type WalletResponse,
  type WithdrawalRequest,
  walletResponseSchema,
  walletTransactionSchema,
  walletTransactionsResponseSchema,
} from '@dating/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { profileKeys } from '../profile';
import { newIdempotencyKey } from './idempotency';

export const shopKeys = {
  all: ['shop'] as const,
  gifts: ['shop', 'gifts'] as const,
  inventory: ['shop', 'inventory'] as const,
  wallet: ['shop', 'wallet'] as const,
  transactions: ['shop', 'transactions'] as const,
};

/** GET /api/gifts: the active catalogue, cheapest first. */
export function useGifts() {
  return useQuery({
    queryKey: shopKeys.gifts,
    queryFn: ({ signal }) => apiFetch('/api/gifts', { signal, parse: giftsResponseSchema.parse }),
  });
}

/** GET /api/me/gifts: own gifts (bought or received with a superlike), newest first. */
export function useInventory() {
  return useQuery({
    queryKey: shopKeys.inventory,
    queryFn: ({ signal }) =>
      apiFetch('/api/me/gifts', { signal, parse: ownedGiftsResponseSchema.parse }),
  });
}

/** GET /api/wallet: balance, withdrawable amount and the deposit accounts. */
export function useWallet() {
  return useQuery({
    queryKey: shopKeys.wallet,
    queryFn: ({ signal }) => apiFetch('/api/wallet', { signal, parse: walletResponseSchema.parse }),
  });
}

/** GET /api/wallet/transactions: own deposits and withdrawals, newest first (first page). */
export function useWalletTransactions() {
  return useQuery({
    queryKey: shopKeys.transactions,
    queryFn: ({ signal }) =>
      apiFetch('/api/wallet/transactions', {
        signal,
        parse: walletTransactionsResponseSchema.parse,
      }),
  });
}

/**
 * After coins moved: the answer's balance goes into the wallet at once, then the wallet, the
 * gifts and the profile (`['me']` also holds the gifts the swipe deck offers) are fetched again.
 */
function afterMoneyMoved(client: QueryClient, coins?: number) {
  if (coins !== undefined) {
    client.setQueryData<WalletResponse>(shopKeys.wallet, (wallet) =>
      wallet ? { ...wallet, coins } : wallet,
    );
  }
  void client.invalidateQueries({ queryKey: shopKeys.all });
  void client.invalidateQueries({ queryKey: profileKeys.me });
}

/** Headers of a money-moving POST: a fresh Idempotency-Key for each click. */
const once = () => ({ 'Idempotency-Key': newIdempotencyKey() });

/** POST /api/shop/buy; 422 NOT_ENOUGH_COINS when the price exceeds the balance. */
export function useBuyGift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (giftCatalogId: string): Promise<BuyGiftResponse> =>
      apiFetch('/api/shop/buy', {
        body: { gift_catalog_id: giftCatalogId },
        headers: once(),
        parse: buyGiftResponseSchema.parse,
      }),
    onSuccess: (result) => afterMoneyMoved(client, result.coins),
    // A refusal may mean the balance we showed was stale.
    onError: () => afterMoneyMoved(client),
  });
}

/** POST /api/shop/sell: the gift goes back for floor(purchase price × 0.8). */
export function useSellGift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userGiftId: string) =>
      apiFetch('/api/shop/sell', {
        body: { user_gift_id: userGiftId },
        headers: once(),
        parse: sellGiftResponseSchema.parse,
      }),
    onSuccess: (result) => afterMoneyMoved(client, result.coins),
    onError: () => afterMoneyMoved(client),
  });
}

/** POST /api/wallet/deposits (multipart): a pending deposit with its payment screenshot. */
export function useDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, proof }: { fields: DepositFields; proof: File }) => {
      const body = new FormData();
      body.append('payment_method', fields.payment_method);
      if (fields.transaction_ref) body.append('transaction_ref', fields.transaction_ref);
      body.append('proof', proof);
      return apiFetch('/api/wallet/deposits', {
        body,
        headers: once(),
        parse: walletTransactionSchema.parse,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: shopKeys.transactions }),
  });
}

/** POST /api/wallet/withdrawals: the amount is held at once (the balance drops). */
export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalRequest) =>
      apiFetch('/api/wallet/withdrawals', {
        body,
        headers: once(),
        parse: walletTransactionSchema.parse,
      }),
    onSuccess: () => afterMoneyMoved(client),
  });
}
