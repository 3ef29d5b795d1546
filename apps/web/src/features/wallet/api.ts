import {
  coinAdjustmentsResponseSchema,
  type DepositFields,
  type WalletResponse,
  type WithdrawalRequest,
  walletResponseSchema,
  walletTransactionSchema,
  walletTransactionsResponseSchema,
} from '@dating/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { idempotencyHeader } from '../../lib/idempotency';
import { profileKeys } from '../profile';

export const walletKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  transactions: ['wallet', 'transactions'] as const,
  adjustments: ['wallet', 'adjustments'] as const,
};

/** GET /api/wallet: balance, withdrawable amount and the deposit accounts. */
export function useWallet() {
  return useQuery({
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => apiFetch('/api/wallet', { signal, parse: walletResponseSchema.parse }),
  });
}

/** GET /api/wallet/transactions: own deposits and withdrawals, newest first (first page). */
export function useWalletTransactions() {
  return useQuery({
    queryKey: walletKeys.transactions,
    queryFn: ({ signal }) =>
      apiFetch('/api/wallet/transactions', {
        signal,
        parse: walletTransactionsResponseSchema.parse,
      }),
  });
}

/** GET /api/wallet/adjustments: corrections an admin made to my coins, newest first. */
export function useCoinAdjustments() {
  return useQuery({
    queryKey: walletKeys.adjustments,
    queryFn: ({ signal }) =>
      apiFetch('/api/wallet/adjustments', { signal, parse: coinAdjustmentsResponseSchema.parse }),
  });
}

/**
 * After coins moved (here or in the shop): a known new balance goes into the wallet at once,
 * then the wallet and the profile (`['me']` holds the coins too) are fetched again.
 */
export function refreshBalance(client: QueryClient, coins?: number) {
  if (coins !== undefined) {
    client.setQueryData<WalletResponse>(walletKeys.balance, (wallet) =>
      wallet ? { ...wallet, coins } : wallet,
    );
  }
  void client.invalidateQueries({ queryKey: walletKeys.all });
  void client.invalidateQueries({ queryKey: profileKeys.me });
}

/** A money-moving request, with the Idempotency-Key of its form (lib/idempotency). */
type Keyed<T> = T & { idempotencyKey: string };

/** POST /api/wallet/deposits (multipart): a pending deposit with its payment screenshot. */
export function useDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      fields,
      proof,
      idempotencyKey,
    }: Keyed<{ fields: DepositFields; proof: File }>) => {
      const body = new FormData();
      body.append('payment_method', fields.payment_method);
      if (fields.transaction_ref) body.append('transaction_ref', fields.transaction_ref);
      if (fields.amount_kyat !== null) body.append('amount_kyat', String(fields.amount_kyat));
      body.append('proof', proof);
      return apiFetch('/api/wallet/deposits', {
        body,
        headers: idempotencyHeader(idempotencyKey),
        parse: walletTransactionSchema.parse,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.transactions }),
  });
}

/** POST /api/wallet/withdrawals: the amount is held at once (the balance drops). */
export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: Keyed<WithdrawalRequest>) =>
      apiFetch('/api/wallet/withdrawals', {
        body,
        headers: idempotencyHeader(idempotencyKey),
        parse: walletTransactionSchema.parse,
      }),
    onSuccess: () => refreshBalance(client),
  });
}
