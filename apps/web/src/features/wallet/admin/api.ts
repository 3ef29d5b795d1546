import {
  type AdjustmentRequest,
  adjustmentResponseSchema,
  adminDecisionResponseSchema,
  adminTransactionsPageSchema,
  adminWalletTransactionsResponseSchema,
  type PaymentMethod,
  pendingAdjustmentsResponseSchema,
  type RejectTransactionRequest,
  type WalletTransactionType,
} from '@dating/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { idempotencyHeader } from '../../../lib/idempotency';

export type HistoryFilter = 'all' | WalletTransactionType;
export type PendingKind = 'deposits' | 'withdrawals';

export const adminWalletKeys = {
  all: ['admin', 'money'] as const,
  pending: (kind: PendingKind, filters: PendingFilters = {}, page = 1) =>
    ['admin', 'money', kind, filters.method ?? '', filters.q ?? '', page] as const,
  history: (filter: HistoryFilter, q: string) => ['admin', 'money', 'history', filter, q] as const,
  pendingAdjustments: ['admin', 'money', 'adjustments', 'pending'] as const,
};

/** The open queues' filters, kept in the URL (?method=&q=). */
export type PendingFilters = { method?: PaymentMethod; q?: string };

/**
 * GET /api/admin/deposits or /api/admin/withdrawals?page=: one page of the open queue, oldest
 * first, filtered, with the queue's total and page count.
 */
export function usePending(kind: PendingKind, filters: PendingFilters = {}, page = 1) {
  return useQuery({
    queryKey: adminWalletKeys.pending(kind, filters, page),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (filters.method) query.set('method', filters.method);
      if (filters.q) query.set('q', filters.q);
      if (page > 1) query.set('page', String(page));
      const text = query.toString();
      return apiFetch(`/api/admin/${kind}${text ? `?${text}` : ''}`, {
        signal,
        parse: adminWalletTransactionsResponseSchema.parse,
      });
    },
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
  });
}

/** GET /api/admin/transactions?type=&q=&cursor=: decided transactions, newest first. */
export function useTransactionHistory(filter: HistoryFilter, q: string) {
  return useInfiniteQuery({
    queryKey: adminWalletKeys.history(filter, q),
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

/** One decision, with the Idempotency-Key of that approval or that reject dialog. */
export type Decision = { id: string; idempotencyKey: string } & (
  | { kind: 'deposits'; action: 'approve'; amount: number; reason: string | null }
  | { kind: 'withdrawals'; action: 'approve'; payout_reference: string | null }
  | ({ kind: PendingKind; action: 'reject' } & RejectTransactionRequest)
);

/**
 * POST /api/admin/{deposits|withdrawals}/:id/{approve|reject}; afterwards the pending lists,
 * the history and the dashboard counts are fetched again.
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
            ? { amount: decision.amount, reason: decision.reason }
            : { payout_reference: decision.payout_reference };
      return apiFetch(`/api/admin/${kind}/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body,
        headers: idempotencyHeader(decision.idempotencyKey),
        parse: adminDecisionResponseSchema.parse,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** POST /api/admin/adjustments: a correction of a member's coins (a new ledger entry). */
export function useAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: AdjustmentRequest & { idempotencyKey: string }) =>
      apiFetch('/api/admin/adjustments', {
        method: 'POST',
        body,
        headers: idempotencyHeader(idempotencyKey),
        parse: adjustmentResponseSchema.parse,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** GET /api/admin/adjustments/pending: corrections waiting for a second admin (decision 024). */
export function usePendingAdjustments() {
  return useQuery({
    queryKey: adminWalletKeys.pendingAdjustments,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/adjustments/pending', {
        signal,
        parse: pendingAdjustmentsResponseSchema.parse,
      }),
    refetchOnWindowFocus: 'always',
  });
}

/** POST /api/admin/adjustments/:id/{approve|decline}, once per Idempotency-Key. */
export function useAdjustmentDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      idempotencyKey,
    }: {
      id: string;
      action: 'approve' | 'decline';
      idempotencyKey: string;
    }) =>
      apiFetch(`/api/admin/adjustments/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: {},
        headers: idempotencyHeader(idempotencyKey),
        parse: adjustmentResponseSchema.parse,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
