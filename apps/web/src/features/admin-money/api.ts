import {
  adminTransactionsPageSchema,
  adminWalletTransactionSchema,
  adminWalletTransactionsResponseSchema,
  type RejectTransactionRequest,
} from '@dating/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { newIdempotencyKey } from '../shop';

export type HistoryFilter = 'all' | 'deposit' | 'withdraw';
export type PendingKind = 'deposits' | 'withdrawals';

export const adminMoneyKeys = {
  all: ['admin', 'money'] as const,
  pending: (kind: PendingKind) => ['admin', 'money', kind] as const,
  history: (filter: HistoryFilter, q: string) => ['admin', 'money', 'history', filter, q] as const,
};

/** GET /api/admin/deposits or /api/admin/withdrawals: pending, oldest first. */
export function usePending(kind: PendingKind) {
  return useQuery({
    queryKey: adminMoneyKeys.pending(kind),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/${kind}`, {
        signal,
        parse: adminWalletTransactionsResponseSchema.parse,
      }),
    refetchOnWindowFocus: 'always',
  });
}

/** GET /api/admin/transactions?type=&q=&cursor=: decided transactions, newest first. */
export function useTransactionHistory(filter: HistoryFilter, q: string) {
  return useInfiniteQuery({
    queryKey: adminMoneyKeys.history(filter, q),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (filter !== 'all') query.set('type', filter);
      if (q) query.set('q', q);
      if (pageParam) query.set('cursor', pageParam);
      const text = query.toString();
      return apiFetch(`/api/admin/transactions${text ? `?${text}` : ''}`, {
        signal,
        parse: adminTransactionsPageSchema.parse,
      });
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // While a new filter or search loads, the previous rows stay on screen.
    placeholderData: keepPreviousData,
  });
}

export type Decision =
  | { kind: 'deposits'; id: string; action: 'approve'; amount: number }
  | { kind: 'withdrawals'; id: string; action: 'approve' }
  | ({ kind: PendingKind; id: string; action: 'reject' } & RejectTransactionRequest);

/**
 * POST /api/admin/{deposits|withdrawals}/:id/{approve|reject} with a fresh Idempotency-Key per
 * click; afterwards the pending lists, the history and the dashboard counts are fetched again.
 */
export function useDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => {
      const { kind, id, action } = decision;
      const body =
        action === 'reject'
          ? { admin_notes: decision.admin_notes ?? null }
          : decision.kind === 'deposits'
            ? { amount: decision.amount }
            : undefined;
      return apiFetch(`/api/admin/${kind}/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        parse: adminWalletTransactionSchema.parse,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
